import type { EntityManager } from 'typeorm';
import type { ListingEvent } from '../../core/listing-events';
import { viewUser } from '../../core/privacy';
import type { EventBus, Tx } from '../../core/unit-of-work';
import { toRestUser } from '../users';
import type { RemovalReason, WebhookEventValue } from './webhook-events';

/** Where events go (WebhooksService): written in the transaction, and the sender told after the commit. */
export interface EventOutbox {
  enqueue(m: EntityManager, type: WebhookEventValue, data: Record<string, unknown>): Promise<number>;
  due(): void;
}

/**
 * Which domain events become which webhook events (docs/product.md#webhooks), each delivery written
 * in the transaction of its cause. A listing's `data` is the product in the REST shape as a visitor
 * sees it, with its seller as a visitor sees them: after the change, or, for a listing that leaves
 * the public lists, as it was while it was public.
 */
export function subscribeWebhookEvents(bus: EventBus, outbox: EventOutbox): void {
  const send = async (tx: Tx, type: WebhookEventValue, data: Record<string, unknown>) => {
    if (await outbox.enqueue(tx.manager, type, data)) tx.afterCommit(() => outbox.due());
  };
  const product = async (e: ListingEvent, when: 'before' | 'after' = 'after') => ({
    product: await e.publicView(when),
  });
  const removed = async (e: ListingEvent, tx: Tx, reason: RemovalReason) =>
    send(tx, 'product.removed', { ...(await product(e, 'before')), reason });

  bus.inTransaction('listing.approved', async (e, tx) => {
    if (e.before?.status !== 'Approved') await send(tx, 'product.approved', await product(e));
  });
  bus.inTransaction('listing.sold', async (e, tx) => send(tx, 'product.sold', await product(e)));
  bus.inTransaction('listing.deleted', (e, tx) => removed(e, tx, 'deleted'));
  bus.inTransaction('listing.hidden', (e, tx) => removed(e, tx, 'hidden'));
  // A public listing taken down leaves; a hidden one left when it was hidden.
  bus.inTransaction('listing.takenDown', async (e, tx) => {
    if (e.before?.status === 'Approved' && !e.before.hidden) await removed(e, tx, 'taken-down');
  });
  // A hidden listing whose reports are dismissed is public again: told like an approval.
  bus.inTransaction('listing.restored', async (e, tx) => {
    if (e.before?.hidden) await send(tx, 'product.approved', await product(e));
  });

  bus.inTransaction('role.changed', ({ user, previousRole }, tx) =>
    send(tx, 'role.changed', { user: toRestUser(viewUser(user, null)), previousRole }),
  );
}
