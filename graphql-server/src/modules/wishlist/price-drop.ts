import { In } from 'typeorm';
import type { ListingSnapshot } from '../../core/listing-events';
import type { EventBus } from '../../core/unit-of-work';
import { followersOf } from './followers';
import { PriceDropAlertEntity } from './price-drop-alert.entity';

/**
 * Price-drop alerts (docs/product.md#notifications). A listing's wishlisters are told when the
 * price buyers see (the effective price: the discount while it runs) goes down while it is
 * approved: an edit that keeps it approved, against the price before the edit; or its approval
 * after a spell out of the lists (an edit back to review, a rejection), against the price buyers
 * saw when it left. Which price buyers saw is the listing lifecycle's to say (`listing.priceChanged`,
 * products/lifecycle/lifecycle.ts). A rise, the same price, or a discount that merely runs out (no
 * write happens) says nothing.
 *
 * And so that a seller cannot flood followers with a see-saw of edits, each follower hears of a
 * listing at most once per PRICE_DROP_ALERT_INTERVAL_HOURS, and only of a price below the lowest
 * one they were already told of (`price_drop_alerts`, one row per follower and listing).
 */

/** Who hears of a drop (notifications/subscribers.ts writes it). */
export interface PriceDroppedEvent {
  listing: ListingSnapshot;
  to: string[];
  fromPaise: number;
  toPaise: number;
}

declare module '../../core/events' {
  interface DomainEvents {
    'wishlist.priceDropped': PriceDroppedEvent;
  }
}

/**
 * Subscribes the rule to the lifecycle's price changes, inside their transaction, after the write
 * to the listing's row: a second change at once waits for that row, then reads the alerts recorded
 * here. `intervalMs` is PRICE_DROP_ALERT_INTERVAL_HOURS in ms.
 */
export function subscribePriceDrops(bus: EventBus, intervalMs: number): void {
  bus.inTransaction('listing.priceChanged', async ({ listing, fromPaise, toPaise, at }, tx) => {
    if (toPaise >= fromPaise) return;
    const m = tx.manager;
    const followers = await followersOf(m, listing.id, listing.sellerId);
    if (!followers.length) return;
    const told = new Map(
      (await m.find(PriceDropAlertEntity, { where: { productId: listing.id } })).map((a) => [a.userId, a]),
    );
    const quietSince = at.getTime() - intervalMs;
    const to = followers.filter((id) => {
      const last = told.get(id);
      return !last || (toPaise < last.lowestPaise && last.alertedAt.getTime() <= quietSince);
    });
    if (!to.length) return;
    const again = to.filter((id) => told.has(id));
    const fresh = to.filter((id) => !told.has(id));
    const record = { lowestPaise: toPaise, alertedAt: at };
    if (again.length) await m.update(PriceDropAlertEntity, { productId: listing.id, userId: In(again) }, record);
    if (fresh.length)
      await m.insert(
        PriceDropAlertEntity,
        fresh.map((userId) => ({ userId, productId: listing.id, ...record })),
      );
    await tx.publish('wishlist.priceDropped', { listing, to, fromPaise, toPaise });
  });
}
