/**
 * The listing history's front door: the events table for the wiring, and its subscription to the
 * listing's events (`subscribeHistory`).
 * The service, resolver and REST route are wired from their own files: they read products through
 * products' index, and products' writers record events through this one, so exporting them here
 * would close an import cycle.
 */
export { DECISION_ACTIONS, PRODUCT_EVENT_ACTIONS, type ProductEventAction } from './product-event-actions';
export { ProductEventEntity } from './product-event.entity';
export { type ProductEventInput, recordProductEvent, subscribeHistory } from './product-events';
