import type { EventBus } from './core/unit-of-work';
import { subscribeHistory } from './modules/listing-history';
import { subscribeNotices } from './modules/notifications/subscribers';
import type { NotificationsService } from './modules/notifications/notifications.service';
import type { ProductsService } from './modules/products';
import type { SavedSearchesService } from './modules/saved-searches/saved-searches.service';
import { subscribeSearchRows } from './modules/search';
import type { WebhooksService } from './modules/webhooks/webhooks.service';
import { subscribePriceDrops } from './modules/wishlist/price-drop';

/**
 * Who reacts to the domain events (docs/architecture.md#domain-events). Inside a transaction the
 * subscribers of one event run in this order: the search rows first, right after the write that
 * holds the listing's row, then the history, the webhook outbox, the notices and the price drops.
 * After the commit: saved searches' matching and the products' caches.
 */
export function subscribeModules(
  bus: EventBus,
  m: {
    webhooks: WebhooksService;
    notifications: NotificationsService;
    savedSearches: SavedSearchesService;
    products: ProductsService;
    /** PRICE_DROP_ALERT_INTERVAL_HOURS in ms. */
    priceDropIntervalMs: number;
  },
): void {
  subscribeSearchRows(bus);
  subscribeHistory(bus);
  m.webhooks.subscribe(bus);
  subscribeNotices(bus, m.notifications);
  subscribePriceDrops(bus, m.priceDropIntervalMs);
  m.savedSearches.subscribe(bus);
  m.products.subscribe(bus);
}
