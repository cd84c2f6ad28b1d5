import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * `product_events`: the moderation history (docs/product.md#moderation-history). One row per change
 * of a listing's moderation status or availability, and per report decision, written in the same
 * transaction as the change: when, who (`actor_id`), what (`action`), from, to and the reason.
 *
 * No foreign keys: it is a record of decisions, so a moderator's decisions stay listed after the
 * listing (or an account) is gone; the readers join what still exists.
 * - `(product_id, created_at)`: a listing's history, oldest first;
 * - `(actor_id, created_at)`: a moderator's decisions, newest first (the admins' list).
 *
 * One CREATE TABLE, skipped when it exists (complete on re-run); the column types mean the same on
 * SQLite and MariaDB.
 */
export class ProductEvents1700000000018 implements MigrationInterface {
  name = 'ProductEvents1700000000018';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'product_events',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'product_id', type: 'varchar', length: '36' },
          { name: 'actor_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'action', type: 'varchar', length: '24' },
          { name: 'from_state', type: 'varchar', length: '16', isNullable: true },
          { name: 'to_state', type: 'varchar', length: '16' },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'IDX_product_events_product', columnNames: ['product_id', 'created_at'] },
          { name: 'IDX_product_events_actor', columnNames: ['actor_id', 'created_at'] },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('product_events', true);
  }
}
