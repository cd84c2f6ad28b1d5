import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

// Like migration 14: one CREATE TABLE each, skipped when it exists; the same column types on
// SQLite and MySQL/MariaDB.
const id = (name = 'id', primary = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '36',
  isPrimary: primary,
});
const date = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: nullable,
});
const text = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const cascade = (column: string, table: string) => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
});

/**
 * Signed webhooks (docs/product.md#webhooks):
 * - `webhooks`: the endpoints admins registered, the events each wants, its signing secret (kept
 *   as is: every delivery is signed with it) and whether it is still enabled (a 410 disables it);
 * - `webhook_deliveries`: one row per event per endpoint, written in the event's own transaction;
 *   `due_at` is when the worker should send it next (null: nothing to send), found by its index
 *   and claimed with a conditional UPDATE so that two instances never send it at once;
 * - `webhook_attempts`: each try, with the endpoint's status or the network error and the next retry.
 */
export class Webhooks1700000000016 implements MigrationInterface {
  name = 'Webhooks1700000000016';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'webhooks',
        columns: [
          id('id', true),
          text('url', 2000),
          text('events', 200),
          text('secret', 100),
          { name: 'enabled', type: 'boolean', default: true },
          text('disabled_reason', 200, true),
          id('created_by'),
          date('created_at'),
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          id('id', true),
          id('webhook_id'),
          text('message_id', 40),
          text('event_type', 40),
          { name: 'payload', type: 'text' },
          text('status', 16),
          { name: 'attempt_count', type: 'int', default: 0 },
          date('created_at'),
          date('due_at', true),
        ],
        indices: [
          // An endpoint's deliveries, newest first (ids are UUIDv7).
          { name: 'IDX_webhook_deliveries_webhook', columnNames: ['webhook_id', 'id'] },
          // The worker: the due ones.
          { name: 'IDX_webhook_deliveries_due', columnNames: ['due_at'] },
        ],
        foreignKeys: [cascade('webhook_id', 'webhooks')],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'webhook_attempts',
        columns: [
          id('id', true),
          id('delivery_id'),
          date('attempted_at'),
          { name: 'status_code', type: 'int', isNullable: true },
          text('error', 300, true),
          { name: 'duration_ms', type: 'int' },
          date('next_retry_at', true),
        ],
        indices: [{ name: 'IDX_webhook_attempts_delivery', columnNames: ['delivery_id', 'attempted_at'] }],
        foreignKeys: [cascade('delivery_id', 'webhook_deliveries')],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('webhook_attempts', true);
    await q.dropTable('webhook_deliveries', true);
    await q.dropTable('webhooks', true);
  }
}
