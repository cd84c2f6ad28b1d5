import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * - `price_drop_alerts`: per follower and listing, when the last price-drop alert went out and the
 *   lowest price one told of (docs/product.md#notifications): a follower hears of a listing at most
 *   once per PRICE_DROP_ALERT_INTERVAL_HOURS, and only of a price below that one, so a see-saw of
 *   edits alerts once. The pair is the key; both rows' owners delete theirs (CASCADE).
 * - `cap_locks`: one row per cap shared by everybody (`webhooks`), locked by the transaction that
 *   counts and inserts under it (db/cap-lock.ts); a user's own caps lock the user's row instead.
 *
 * Each step skipped when done (a start killed after it finishes on the next); the column types
 * mean the same on SQLite and MySQL/MariaDB.
 */
export class PriceDropAlertsAndCapLocks1700000000020 implements MigrationInterface {
  name = 'PriceDropAlertsAndCapLocks1700000000020';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'price_drop_alerts',
        columns: [
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'product_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'lowest_paise', type: 'int' },
          { name: 'alerted_at', type: 'datetime', precision: 3 },
        ],
        // A listing's followers' rows, read by the alert (the key's first column is the user's).
        indices: [{ name: 'IDX_price_drop_alerts_product', columnNames: ['product_id'] }],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['product_id'],
            referencedTableName: 'products',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({ name: 'cap_locks', columns: [{ name: 'name', type: 'varchar', length: '32', isPrimary: true }] }),
      true,
    );
    const rows: unknown[] = await q.query("SELECT name FROM cap_locks WHERE name = 'webhooks'");
    if (!rows.length) await q.query("INSERT INTO cap_locks (name) VALUES ('webhooks')");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('cap_locks', true);
    await q.dropTable('price_drop_alerts', true);
  }
}
