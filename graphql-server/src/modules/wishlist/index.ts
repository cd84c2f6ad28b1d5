/** The wishlist module's front door: what other modules and the wiring may use of it. */
import { subscribePriceDrops } from './price-drop';
import { defineModule } from '../../core/server-module';
import { PriceDropAlertEntity } from './price-drop-alert.entity';
import { WishlistItemEntity } from './wishlist-item.entity';
import { WishlistResolver } from './wishlist.resolver';
import { wishlistRouter } from './wishlist.rest';
export { PriceDropAlertEntity } from './price-drop-alert.entity';
export { followersOf } from './followers';
export { type PriceDroppedEvent, subscribePriceDrops } from './price-drop';
export { WishlistItemEntity } from './wishlist-item.entity';
export { WishlistService } from './wishlist.service';

/** The services the wishlist module's routes use. */
type WishlistNeeds = Parameters<typeof wishlistRouter>[0];

/** What the wishlist module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const wishlistModule = defineModule<WishlistNeeds, { config: { priceDropAlertIntervalHours: number } }>({
  name: 'wishlist',
  entities: [WishlistItemEntity, PriceDropAlertEntity],
  resolvers: [WishlistResolver],
  routes: (services) => [{ prefix: '/product', routes: wishlistRouter(services) }],
  subscribe: (bus, s) => subscribePriceDrops(bus, s.config.priceDropAlertIntervalHours * 3600_000),
});
