import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

// Dialect-neutral through the QueryRunner Table API, and complete on re-run (a table that exists is
// skipped), like the accounts migration.
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

export class Uploads1700000000002 implements MigrationInterface {
  name = 'Uploads1700000000002';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'uploads',
        columns: [
          id('id', true),
          id('owner_id'),
          { name: 'kind', type: 'varchar', length: '16' },
          // `key` is a reserved word in MySQL.
          { name: 'storage_key', type: 'varchar', length: '64' },
          { name: 'width', type: 'int' },
          { name: 'height', type: 'int' },
          { name: 'bytes', type: 'int' },
          date('attached_at', true),
          date('created_at'),
        ],
        indices: [
          { name: 'UQ_uploads_key', columnNames: ['storage_key'], isUnique: true },
          { name: 'IDX_uploads_owner_created', columnNames: ['owner_id', 'created_at'] },
          // Orphan cleanup: unattached rows older than a day.
          { name: 'IDX_uploads_attached_created', columnNames: ['attached_at', 'created_at'] },
        ],
        foreignKeys: [
          {
            columnNames: ['owner_id'],
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
    await q.dropTable('uploads', true);
  }
}
