import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';
import type { CategoryValue, ConditionValue } from '../products';

/** A user's saved search (migration 14): the list filter it stands for, and its alerts' state. */
@Entity({ name: 'saved_searches' })
export class SavedSearchEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('user_id'))
  userId: string;

  @Column({ name: 'name', type: 'varchar', length: 80 })
  name: string;

  /** The search words as typed (null: none). */
  @Column({ name: 'search', type: 'varchar', length: 200, nullable: true })
  search: string | null;

  @Column({ name: 'category', type: 'varchar', length: 16, nullable: true })
  category: CategoryValue | null;

  @Column({ name: 'item_condition', type: 'varchar', length: 16, nullable: true })
  condition: ConditionValue | null;

  @Column({ name: 'min_paise', type: 'int', nullable: true })
  minPaise: number | null;

  @Column({ name: 'max_paise', type: 'int', nullable: true })
  maxPaise: number | null;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  /** When the last alert went out (null: never). */
  @Column(dateColumn('last_alert_at', true))
  lastAlertAt: Date | null;

  /** The end of the quiet interval after the last alert (null: no alert yet, none to wait for). */
  @Column(dateColumn('next_alert_at', true))
  nextAlertAt: Date | null;

  /** When the waiting matches may be sent (null: none wait). */
  @Column(dateColumn('due_at', true))
  dueAt: Date | null;
}

/** A listing that matched a saved search: once per pair, sent or still waiting for its alert. */
@Entity({ name: 'saved_search_hits' })
export class SavedSearchHitEntity {
  @PrimaryColumn(idColumn('saved_search_id'))
  savedSearchId: string;

  @PrimaryColumn(idColumn('product_id'))
  productId: string;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  @Column(dateColumn('sent_at', true))
  sentAt: Date | null;
}
