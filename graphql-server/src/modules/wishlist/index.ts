/** The wishlist module's front door: what other modules and the wiring may use of it. */
export { PriceDropAlertEntity } from './price-drop-alert.entity';
export { effectivePaise, notifyPriceDrop } from './price-drop';
export { WishlistItemEntity } from './wishlist-item.entity';
export { WishlistResolver } from './wishlist.resolver';
export { wishlistRouter } from './wishlist.rest';
export { WishlistService } from './wishlist.service';
