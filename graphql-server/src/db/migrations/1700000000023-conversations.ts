import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * In-app conversations between a listing's seller and one buyer:
 * - `conversations`: one per listing and buyer (the pair is unique); the listing's title and cover
 *   picture are kept from the start, so a conversation still says what it was about once the
 *   listing is gone (no foreign key to products for that reason); `last_message_id` points at the
 *   newest message for the inbox row;
 * - `conversation_members`: one row per member of a conversation, the inbox's own table: its
 *   `updated_at` copies the conversation's last activity so each member's inbox is one keyset read
 *   of one index (with and without the role filter), `unread_count` makes the badge a count of an
 *   index range, `last_read_at` is what the other member sees as "Seen";
 * - `chat_messages`: the messages, read backwards by their time-ordered id within a conversation.
 *
 * Each table skipped when there (a start killed after it finishes on the next); the column types
 * mean the same on SQLite and MySQL/MariaDB.
 */
export class Conversations1700000000023 implements MigrationInterface {
  name = 'Conversations1700000000023';

  async up(q: QueryRunner): Promise<void> {
    const users = (column: string) => ({
      columnNames: [column],
      referencedTableName: 'users',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    });
    await q.createTable(
      new Table({
        name: 'conversations',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'product_id', type: 'varchar', length: '36' },
          { name: 'buyer_id', type: 'varchar', length: '36' },
          { name: 'seller_id', type: 'varchar', length: '36' },
          { name: 'product_title', type: 'varchar', length: '200' },
          { name: 'product_picture', type: 'varchar', length: '100', isNullable: true },
          { name: 'last_message_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'last_message_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          // One per listing and buyer; also a listing's conversations (its first column), for its system messages.
          { name: 'UQ_conversations_product_buyer', columnNames: ['product_id', 'buyer_id'], isUnique: true },
          // A member's new conversations of the last day (the daily limit).
          { name: 'IDX_conversations_buyer_created', columnNames: ['buyer_id', 'created_at'] },
        ],
        foreignKeys: [users('buyer_id'), users('seller_id')],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'conversation_members',
        columns: [
          { name: 'conversation_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'role', type: 'varchar', length: '8' },
          { name: 'updated_at', type: 'datetime', precision: 3 },
          { name: 'unread_count', type: 'int', default: 0 },
          { name: 'last_read_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          // The inbox, most recent activity first, and its keyset.
          { name: 'IDX_conversation_members_inbox', columnNames: ['user_id', 'updated_at', 'conversation_id'] },
          // The inbox of one role (buying or selling).
          {
            name: 'IDX_conversation_members_role',
            columnNames: ['user_id', 'role', 'updated_at', 'conversation_id'],
          },
          // The unread badge: a count of one member's rows with something unread.
          { name: 'IDX_conversation_members_unread', columnNames: ['user_id', 'unread_count'] },
        ],
        foreignKeys: [
          {
            columnNames: ['conversation_id'],
            referencedTableName: 'conversations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          users('user_id'),
        ],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'chat_messages',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'conversation_id', type: 'varchar', length: '36' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'sender_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'body', type: 'varchar', length: '2000' },
          { name: 'image_keys', type: 'text' },
          { name: 'flags', type: 'varchar', length: '32' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        // A sender is always one of the two members, whose account's deletion removes the conversation.
        indices: [
          // A thread page: backwards from the newest by the time-ordered id.
          { name: 'IDX_chat_messages_thread', columnNames: ['conversation_id', 'id'] },
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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('chat_messages', true);
    await q.dropTable('conversation_members', true);
    await q.dropTable('conversations', true);
  }
}
