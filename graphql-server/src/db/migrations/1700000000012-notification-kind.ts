import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `notifications.kind`: what a notification is about (modules/notifications/notification-kind.ts),
 * so that clients give each its icon. Rows written before it are classified by the link every kind
 * has always carried (docs/product.md#notifications):
 *
 * | link                         | kind             |
 * | ---------------------------- | ---------------- |
 * | `/product-moderation`        | pending-review   |
 * | `/user-products`             | product-rejected |
 * | `/approve-or-reject-request` | role-request     |
 * | `/request-role`              | role-decided     |
 * | none                         | product-removed  |
 * | anything else (`/product/…`) | product-approved |
 *
 * The column's default, `product-approved`, is what is left after the rules (the app always writes
 * the kind). The same two statements on SQLite and MariaDB: `ADD COLUMN` when the column is not
 * there yet (MariaDB commits it at once), then the backfill, which gives the same answer however
 * often it runs, so a start killed between them finishes on the next.
 */
export class NotificationKind1700000000012 implements MigrationInterface {
  name = 'NotificationKind1700000000012';

  async up(q: QueryRunner): Promise<void> {
    if (!(await q.hasColumn('notifications', 'kind'))) {
      await q.query(`ALTER TABLE notifications ADD COLUMN kind varchar(32) NOT NULL DEFAULT 'product-approved'`);
    }
    await q.query(
      `UPDATE notifications SET kind = CASE
         WHEN link = '/product-moderation' THEN 'pending-review'
         WHEN link = '/user-products' THEN 'product-rejected'
         WHEN link = '/approve-or-reject-request' THEN 'role-request'
         WHEN link = '/request-role' THEN 'role-decided'
         WHEN link IS NULL THEN 'product-removed'
         ELSE 'product-approved'
       END`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    if (await q.hasColumn('notifications', 'kind')) await q.dropColumn('notifications', 'kind');
  }
}
