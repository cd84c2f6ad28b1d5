import type { EntityManager } from 'typeorm';
import type { Notify } from '../notifications/notifications.service';
import { WishlistItemEntity } from '../wishlist/wishlist-item.entity';
import { type DiscountFacts, discountAt } from './discount';
import { formatPaise } from './money';
import { PRODUCT_NOTICES } from './product-notices';
import type { ProductEntity } from './product.entity';

/**
 * Price-drop alerts (docs/product.md#notifications). A listing's wishlisters are told when the
 * price buyers see (the effective price: the discount while it runs) goes down while it is
 * approved: an edit that keeps it approved, against the price before the edit; or its approval
 * after a spell out of the lists (an edit back to review, a rejection), against the price buyers
 * saw when it left (`lastApprovedPricePaise`). A rise, the same price, or a discount that merely
 * runs out (no write happens) says nothing.
 */

/** The effective price in paise at `now`. */
export function effectivePaise(p: DiscountFacts, now: Date): number {
  return Math.round(discountAt(p, now).effectivePrice * 100);
}

/** Notifies everyone with the listing in their wishlist (never its seller) when `after` is below `before`. */
export async function notifyPriceDrop(
  m: EntityManager,
  notify: Notify,
  product: Pick<ProductEntity, 'id' | 'title' | 'sellerId'>,
  before: number | null,
  after: number,
): Promise<void> {
  if (before === null || after >= before) return;
  const rows = await m.find(WishlistItemEntity, { where: { productId: product.id }, select: { userId: true } });
  const to = rows.map((r) => r.userId).filter((id) => id !== product.sellerId);
  if (to.length)
    await notify(to, PRODUCT_NOTICES.priceDrop(product.title, product.id, formatPaise(before), formatPaise(after)));
}
