import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `notifications.kind`: what a notification is about (modules/notifications/notification-kind.ts),
 * so that clients give each its icon. The app writes it with every new notification.
 *
 * Rows written before it keep NULL and are read with the kind their link has always implied
 * (`kindFromLink`, docs/product.md#notifications): rewriting every row here would hold the whole
 * table locked for seconds on a big database (a set-based UPDATE of 200,000 rows took 7 s on
 * MariaDB), and a migration never fills a table (docs/architecture.md#database-and-migrations).
 * One statement, skipped when the column is there: a start killed after it finishes on the next.
 * Adding a nullable column changes only the table's definition on both databases (MariaDB's
 * instant ADD COLUMN, SQLite's schema text).
 */
export class NotificationKind1700000000012 implements MigrationInterface {
  name = 'NotificationKind1700000000012';

  async up(q: QueryRunner): Promise<void> {
    if (!(await q.hasColumn('notifications', 'kind')))
      await q.query('ALTER TABLE notifications ADD COLUMN kind varchar(32) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    if (await q.hasColumn('notifications', 'kind')) await q.dropColumn('notifications', 'kind');
  }
}
