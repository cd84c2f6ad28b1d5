import type { ListingEvent } from '../../core/listing-events';
import { formatPaise } from '../../core/money';
import { ADMIN_ROLES, STAFF_ROLES } from '../../core/permissions';
import type { EventBus, Tx } from '../../core/unit-of-work';
import { followersOf } from '../wishlist';
import { type Notice, NotificationKind } from './notification-kind';
import type { NotificationsService, Recipients } from './notifications.service';
import { PRODUCT_NOTICES, REPORT_NOTICES, ROLE_NOTICES } from './notices';

/**
 * Who is told what (docs/product.md#notifications), each written in the transaction of its cause:
 * the other modules publish what happened, and only this module decides who hears of it.
 */
export function subscribeNotices(bus: EventBus, notifications: Pick<NotificationsService, 'write'>): void {
  const write = (tx: Tx, to: Recipients, notice: Notice) => notifications.write(tx, to, notice);
  // A listing waits for review (new, or edited back): staff hear of it, but whoever sent it.
  const waiting = (e: ListingEvent, tx: Tx) =>
    write(tx, { roles: STAFF_ROLES, except: e.actorId }, PRODUCT_NOTICES.waiting(e.listing.title));
  bus.inTransaction('listing.submitted', waiting);
  bus.inTransaction('listing.editedBackToReview', waiting);

  // Told once per decision: approving an approved listing again says nothing new.
  bus.inTransaction('listing.approved', async ({ listing, before }, tx) => {
    if (before?.status !== 'Approved')
      await write(tx, [listing.sellerId], PRODUCT_NOTICES.approved(listing.title, listing.id));
  });
  bus.inTransaction('listing.rejected', async ({ listing, before }, tx) => {
    if (before?.status !== 'Rejected')
      await write(tx, [listing.sellerId], PRODUCT_NOTICES.rejected(listing.title, listing.rejectionReason));
  });

  // Its wishlisters hear of a listing's availability (never whoever marked it).
  const toFollowers = (notice: (title: string, id: string) => Notice) => async (e: ListingEvent, tx: Tx) => {
    const to = await followersOf(tx.manager, e.listing.id, e.actorId);
    if (to.length) await write(tx, to, notice(e.listing.title, e.listing.id));
  };
  bus.inTransaction('listing.reserved', toFollowers(PRODUCT_NOTICES.reserved));
  bus.inTransaction('listing.madeAvailable', toFollowers(PRODUCT_NOTICES.available));
  bus.inTransaction('listing.sold', toFollowers(PRODUCT_NOTICES.sold));
  bus.inTransaction('wishlist.priceDropped', ({ listing, to, fromPaise, toPaise }, tx) =>
    write(tx, to, PRODUCT_NOTICES.priceDrop(listing.title, listing.id, formatPaise(fromPaise), formatPaise(toPaise))),
  );

  // An admin deleted someone else's listing.
  bus.inTransaction('listing.deleted', async ({ listing, actorId }, tx) => {
    if (actorId !== listing.sellerId) await write(tx, [listing.sellerId], PRODUCT_NOTICES.removed(listing.title));
  });

  // Reports: the seller reads the reason, never who reported; each reporter reads the outcome.
  bus.inTransaction('listing.hidden', ({ listing }, tx) =>
    write(tx, [listing.sellerId], REPORT_NOTICES.hidden(listing.title)),
  );
  bus.inTransaction('listing.takenDown', ({ listing, reason }, tx) =>
    write(tx, [listing.sellerId], REPORT_NOTICES.takenDown(listing.title, reason ?? '')),
  );
  bus.inTransaction('reports.decided', ({ listing, action, reporters }, tx) =>
    write(tx, reporters, REPORT_NOTICES.outcome(listing.title, listing.id, action)),
  );

  bus.inTransaction('role.requested', ({ name }, tx) => write(tx, { roles: ADMIN_ROLES }, ROLE_NOTICES.asked(name)));
  bus.inTransaction('role.decided', ({ userId, accepted }, tx) => write(tx, [userId], ROLE_NOTICES.decided(accepted)));

  bus.inTransaction('savedSearch.alerted', ({ userId, message, link }, tx) =>
    write(tx, [userId], { kind: NotificationKind.SAVED_SEARCH, message, link }),
  );
}
