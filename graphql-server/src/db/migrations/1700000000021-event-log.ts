import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * The webhook event log and secret rotation (docs/product.md#webhooks):
 * - `webhook_events`: one row per event (its `msg_…` id, type, when, and the JSON body its
 *   deliveries carry, byte for byte), written in the event's own transaction whether or not an
 *   endpoint subscribes, so an app can catch up from it; kept 30 days (ids are UUIDv7, so the
 *   primary key is the log's order, and `created_at` is what the sweep deletes by);
 * - `webhooks.previous_secret` and `previous_secret_expires_at`: after a rotation the old secret
 *   signs beside the new one until then.
 *
 * A new table (skipped when it exists) and two nullable columns (skipped when there), so a start
 * killed midway finishes on the next; a nullable column changes only the table's definition
 * (MariaDB's instant ADD COLUMN, SQLite's schema text). The same types on SQLite and MariaDB.
 */
export class EventLog1700000000021 implements MigrationInterface {
  name = 'EventLog1700000000021';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'webhook_events',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'message_id', type: 'varchar', length: '40' },
          { name: 'event_type', type: 'varchar', length: '40' },
          { name: 'payload', type: 'text' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'UQ_webhook_events_message', columnNames: ['message_id'], isUnique: true },
          { name: 'IDX_webhook_events_created', columnNames: ['created_at'] },
        ],
      }),
      true,
    );
    if (!(await q.hasColumn('webhooks', 'previous_secret')))
      await q.query('ALTER TABLE webhooks ADD COLUMN previous_secret varchar(100) NULL');
    if (!(await q.hasColumn('webhooks', 'previous_secret_expires_at')))
      await q.query('ALTER TABLE webhooks ADD COLUMN previous_secret_expires_at datetime(3) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    if (await q.hasColumn('webhooks', 'previous_secret_expires_at'))
      await q.dropColumn('webhooks', 'previous_secret_expires_at');
    if (await q.hasColumn('webhooks', 'previous_secret')) await q.dropColumn('webhooks', 'previous_secret');
    await q.dropTable('webhook_events', true);
  }
}
