/**
 * The listing history's front door: the events table, its subscription to the listing's events
 * (`subscribeHistory`), and the service, resolver and REST route for the wiring.
 */
import { subscribeHistory } from './product-events';
import { defineModule } from '../../core/server-module';
import { ProductHistoryResolver } from './history.resolver';
import { historyRouter } from './history.rest';
import { ProductEventEntity } from './product-event.entity';
export { ProductHistoryService } from './history.service';
export { DECISION_ACTIONS, PRODUCT_EVENT_ACTIONS, type ProductEventAction } from './product-event-actions';
export { ProductEventEntity } from './product-event.entity';
export { subscribeHistory } from './product-events';

/** The services the listing-history module's routes use. */
type ListingHistoryNeeds = Parameters<typeof historyRouter>[0];

/** What the listing-history module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const listingHistoryModule = defineModule<ListingHistoryNeeds>({
  name: 'listing-history',
  entities: [ProductEventEntity],
  resolvers: [ProductHistoryResolver],
  routes: (services) => [{ prefix: '', routes: historyRouter(services) }],
  subscribe: (bus) => subscribeHistory(bus),
});
