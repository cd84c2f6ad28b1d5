/**
 * The listing history's front door: the events table, `recordProductEvent` with its actions, and
 * the service, resolver and REST route for the wiring. Products' writers and loaders import this
 * module's own files instead, for as long as they record events themselves: this file reaches
 * products through the history's service, so going through it would close an import cycle.
 */
export { ProductHistoryResolver } from './history.resolver';
export { historyRouter } from './history.rest';
export { ProductHistoryService } from './history.service';
export { DECISION_ACTIONS, PRODUCT_EVENT_ACTIONS, type ProductEventAction } from './product-event-actions';
export { ProductEventEntity } from './product-event.entity';
export { type ProductEventInput, recordProductEvent } from './product-events';
