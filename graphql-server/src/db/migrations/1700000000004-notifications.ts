import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

// One CREATE TABLE, skipped when the table exists (complete on re-run, like the accounts migration).
const id = (name = 'id', primary = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '36',
  isPrimary: primary,
});

export class Notifications1700000000004 implements MigrationInterface {
  name = 'Notifications1700000000004';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'notifications',
        columns: [
          id('id', true),
          id('user_id'),
          { name: 'message', type: 'varchar', length: '500' },
          { name: 'link', type: 'varchar', length: '300', isNullable: true },
          { name: 'is_read', type: 'boolean' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          // A user's list, newest first (keyset on id, which is time-ordered).
          { name: 'IDX_notifications_user_id', columnNames: ['user_id', 'id'] },
          // The unread badge.
          { name: 'IDX_notifications_user_read', columnNames: ['user_id', 'is_read'] },
        ],
        foreignKeys: [
          {
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('notifications', true);
  }
}
