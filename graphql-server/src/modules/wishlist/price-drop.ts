import { type EntityManager, In } from 'typeorm';
import type { Notify } from '../notifications';
import { WishlistItemEntity } from './wishlist-item.entity';
import { type DiscountFacts, discountAt } from '../products/discount';
import { formatPaise } from '../products/money';
import { PRODUCT_NOTICES } from '../products/product-notices';
import type { ProductEntity } from '../products/product.entity';
import { PriceDropAlertEntity } from './price-drop-alert.entity';

/**
 * Price-drop alerts (docs/product.md#notifications). A listing's wishlisters are told when the
 * price buyers see (the effective price: the discount while it runs) goes down while it is
 * approved: an edit that keeps it approved, against the price before the edit; or its approval
 * after a spell out of the lists (an edit back to review, a rejection), against the price buyers
 * saw when it left (`lastApprovedPricePaise`). A rise, the same price, or a discount that merely
 * runs out (no write happens) says nothing.
 *
 * And so that a seller cannot flood followers with a see-saw of edits, each follower hears of a
 * listing at most once per PRICE_DROP_ALERT_INTERVAL_HOURS, and only of a price below the lowest
 * one they were already told of (`price_drop_alerts`, one row per follower and listing).
 */

/** When the drop happens and how long a follower's last alert about the listing silences the next. */
export interface PriceDropRule {
  now: Date;
  intervalMs: number;
}

/** The effective price in paise at `now`. */
export function effectivePaise(p: DiscountFacts, now: Date): number {
  return Math.round(discountAt(p, now).effectivePrice * 100);
}

/**
 * Notifies everyone with the listing in their wishlist (never its seller) when `after` is below
 * `before`, but those told of this listing within the interval or of a price at or below `after`.
 * Runs in the transaction of the price's change, after its write to the listing's row: a second
 * change at once waits for that row, then reads the alerts recorded here.
 */
export async function notifyPriceDrop(
  m: EntityManager,
  notify: Notify,
  product: Pick<ProductEntity, 'id' | 'title' | 'sellerId'>,
  before: number | null,
  after: number,
  rule: PriceDropRule,
): Promise<void> {
  if (before === null || after >= before) return;
  const rows = await m.find(WishlistItemEntity, { where: { productId: product.id }, select: { userId: true } });
  const followers = rows.map((r) => r.userId).filter((id) => id !== product.sellerId);
  if (!followers.length) return;
  const told = new Map(
    (await m.find(PriceDropAlertEntity, { where: { productId: product.id } })).map((a) => [a.userId, a]),
  );
  const quietSince = rule.now.getTime() - rule.intervalMs;
  const to = followers.filter((id) => {
    const last = told.get(id);
    return !last || (after < last.lowestPaise && last.alertedAt.getTime() <= quietSince);
  });
  if (!to.length) return;
  const again = to.filter((id) => told.has(id));
  const fresh = to.filter((id) => !told.has(id));
  const record = { lowestPaise: after, alertedAt: rule.now };
  if (again.length) await m.update(PriceDropAlertEntity, { productId: product.id, userId: In(again) }, record);
  if (fresh.length)
    await m.insert(
      PriceDropAlertEntity,
      fresh.map((userId) => ({ userId, productId: product.id, ...record })),
    );
  await notify(to, PRODUCT_NOTICES.priceDrop(product.title, product.id, formatPaise(before), formatPaise(after)));
}
