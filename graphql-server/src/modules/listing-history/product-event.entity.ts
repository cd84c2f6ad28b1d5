import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';
import type { ProductEventAction } from './product-event-actions';

/** One change of a listing's moderation status or availability, or a report decision (migration 16). */
@Entity({ name: 'product_events' })
export class ProductEventEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('product_id'))
  productId: string;

  /** Who made the change: the seller, or a moderator or admin; null for the system. */
  @Column({ ...idColumn('actor_id'), nullable: true })
  actorId: string | null;

  @Column({ name: 'action', type: 'varchar', length: 24 })
  action: ProductEventAction;

  /** The moderation status (Pending, Approved, Rejected) or availability (Available, Reserved, Sold) before; null for a new listing. */
  @Column({ name: 'from_state', type: 'varchar', length: 16, nullable: true })
  from: string | null;

  /** The status or availability after. */
  @Column({ name: 'to_state', type: 'varchar', length: 16 })
  to: string;

  @Column({ name: 'reason', type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column(dateColumn('created_at'))
  createdAt: Date;
}
