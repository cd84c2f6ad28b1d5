import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Buyers' offers on a listing, made in its conversation:
 * - `offers`: one row per offer, the amount in paise like the listings' prices; `open_conversation_id`
 *   holds the conversation's id while the offer is PENDING and NULL after, and is unique, so the
 *   database itself keeps one open offer per buyer and listing (a conversation is one listing and one
 *   buyer; NULLs never collide on SQLite or MariaDB);
 * - `chat_messages.offer_id`: the offer a message shows (its OFFER message, and the system lines
 *   about its answer or expiry); NULL for every other message, so existing rows need no value.
 *
 * Each step skipped when done (a start killed after it finishes on the next); the column types mean
 * the same on SQLite and MySQL/MariaDB, and a nullable column rewrites no row.
 */
export class Offers1700000000025 implements MigrationInterface {
  name = 'Offers1700000000025';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'offers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'conversation_id', type: 'varchar', length: '36' },
          { name: 'product_id', type: 'varchar', length: '36' },
          { name: 'buyer_id', type: 'varchar', length: '36' },
          { name: 'amount_paise', type: 'int' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'open_conversation_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'expires_at', type: 'datetime', precision: 3 },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'answered_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          // One open offer per buyer and listing.
          { name: 'UQ_offers_open', columnNames: ['open_conversation_id'], isUnique: true },
          // The other buyers' open offers on a listing, declined when one is accepted.
          { name: 'IDX_offers_product_status', columnNames: ['product_id', 'status'] },
          // The expiry worker's scan: pending offers past their time, oldest first.
          { name: 'IDX_offers_status_expires', columnNames: ['status', 'expires_at'] },
          // A conversation's offers (and its removal's cascade).
          { name: 'IDX_offers_conversation', columnNames: ['conversation_id'] },
        ],
        foreignKeys: [
          {
            columnNames: ['conversation_id'],
            referencedTableName: 'conversations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
      true,
    );
    if (!(await q.hasColumn('chat_messages', 'offer_id')))
      await q.query('ALTER TABLE chat_messages ADD COLUMN offer_id varchar(36) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    if (await q.hasColumn('chat_messages', 'offer_id')) await q.dropColumn('chat_messages', 'offer_id');
    await q.dropTable('offers', true);
  }
}
