import type { EntityManager } from 'typeorm';
import type { ListingEvent } from '../../core/listing-events';
import type { EventBus, Tx } from '../../core/unit-of-work';
import { uuidv7 } from '../../lib/uuid';
import type { ProductEventAction } from './product-event-actions';
import { ProductEventEntity } from './product-event.entity';

export { DECISION_ACTIONS, PRODUCT_EVENT_ACTIONS, type ProductEventAction } from './product-event-actions';

export interface ProductEventInput {
  productId: string;
  /** Who acted (the caller's id, never a client's); null for the system. */
  actorId: string | null;
  action: ProductEventAction;
  /** Status or availability before (null: a new listing); after. */
  from: string | null;
  to: string;
  /** A rejection's or take-down's reason; longer text is cut to the column's 500 characters. */
  reason?: string | null;
  /** When (the service's clock); now by default. */
  at?: Date;
}

/**
 * Records one event with the manager of the change's own transaction, so the history has an event
 * exactly when the change committed (subscribeHistory below, on the lifecycle's events).
 */
export async function recordProductEvent(m: EntityManager, e: ProductEventInput): Promise<void> {
  const at = e.at ?? new Date();
  const reason = e.reason ? [...e.reason].slice(0, 500).join('') : null;
  await m.insert(ProductEventEntity, {
    id: uuidv7(at.getTime()),
    productId: e.productId,
    actorId: e.actorId,
    action: e.action,
    from: e.from,
    to: e.to,
    reason,
    createdAt: at,
  });
}

/** The history's subscriptions: which of a listing's changes it records, and as what. */
export function subscribeHistory(bus: EventBus): void {
  const record = (e: ListingEvent, tx: Tx, action: ProductEventAction, from: string | null, to: string) =>
    recordProductEvent(tx.manager, {
      productId: e.listing.id,
      actorId: e.actorId,
      action,
      from,
      to,
      reason: e.reason,
      at: e.at,
    });
  bus.inTransaction('listing.submitted', (e, tx) => record(e, tx, 'submitted', null, e.listing.status));
  bus.inTransaction('listing.editedBackToReview', (e, tx) =>
    record(e, tx, 'edited', e.before!.status, e.listing.status),
  );
  // Each change of status, and a rejection again with another reason.
  bus.inTransaction('listing.approved', async (e, tx) => {
    if (e.before!.status !== 'Approved') await record(e, tx, 'approved', e.before!.status, 'Approved');
  });
  bus.inTransaction('listing.rejected', async (e, tx) => {
    const before = e.before!;
    if (before.status !== 'Rejected' || before.rejectionReason !== e.listing.rejectionReason)
      await record(e, tx, 'rejected', before.status, 'Rejected');
  });
  const availability = (action: ProductEventAction) => (e: ListingEvent, tx: Tx) =>
    record(e, tx, action, e.before!.availability, e.listing.availability);
  bus.inTransaction('listing.reserved', availability('reserved'));
  bus.inTransaction('listing.madeAvailable', availability('available'));
  bus.inTransaction('listing.sold', availability('sold'));
  bus.inTransaction('listing.takenDown', (e, tx) => record(e, tx, 'taken-down', e.before!.status, e.listing.status));
  bus.inTransaction('listing.restored', (e, tx) =>
    record(e, tx, 'reports-dismissed', e.before!.status, e.listing.status),
  );
}
