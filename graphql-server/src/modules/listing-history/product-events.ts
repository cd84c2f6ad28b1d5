import type { EntityManager } from 'typeorm';
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
 * exactly when the change committed. Every writer of a listing's status or availability calls it
 * (ListingsService, ModerationService, AvailabilityService; the report decisions too).
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
