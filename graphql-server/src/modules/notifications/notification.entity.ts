import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';
import type { NotificationKindValue } from './notification-kind';

/** One thing a user should know about. Ids are UUIDv7, so ordering by id is ordering by time. */
@Entity({ name: 'notifications' })
export class NotificationEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('user_id'))
  userId: string;

  /**
   * What it is about (notification-kind.ts), for its icon. Always written; NULL on rows older than
   * the column, which are read through `kindOf`.
   */
  @Column({ name: 'kind', type: 'varchar', length: 32, nullable: true })
  kind: NotificationKindValue | null;

  @Column({ name: 'message', type: 'varchar', length: 500 })
  message: string;

  /** Root-relative path in the web app (/product/ID), or null when there is nothing to open. */
  @Column({ name: 'link', type: 'varchar', length: 300, nullable: true })
  link: string | null;

  @Column({ name: 'is_read', type: 'boolean' })
  isRead: boolean;

  @Column(dateColumn('created_at'))
  createdAt: Date;
}
