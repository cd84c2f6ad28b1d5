import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

// Each table one CREATE TABLE, skipped when it exists (complete on re-run, like the accounts migration).
const id = (name = 'id', primary = false, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '36',
  isPrimary: primary,
  isNullable: nullable,
});
const date = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: nullable,
});
const cascade = (column: string, table: string) => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: ['id'],
  onDelete: 'CASCADE',
});

export class WishlistAndRoleRequests1700000000005 implements MigrationInterface {
  name = 'WishlistAndRoleRequests1700000000005';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'wishlist_items',
        columns: [id('user_id', true), id('product_id', true), date('created_at')],
        indices: [
          // The wishlist page, most recently added first.
          { name: 'IDX_wishlist_user_created', columnNames: ['user_id', 'created_at'] },
          // A deleted product cascades out of every wishlist.
          { name: 'IDX_wishlist_product', columnNames: ['product_id'] },
        ],
        // Deleting a product or a user removes its wishlist rows.
        foreignKeys: [cascade('user_id', 'users'), cascade('product_id', 'products')],
      }),
      true,
    );
    await q.createTable(
      new Table({
        name: 'role_requests',
        columns: [
          id('id', true),
          id('user_id'),
          { name: 'status', type: 'varchar', length: '16' },
          id('open_key', false, true),
          id('decided_by', false, true),
          date('decided_at', true),
          date('created_at'),
        ],
        indices: [
          { name: 'UQ_role_requests_open', columnNames: ['open_key'], isUnique: true },
          { name: 'IDX_role_requests_user_created', columnNames: ['user_id', 'created_at'] },
          // The admins' queue: pending, oldest first.
          { name: 'IDX_role_requests_status_created', columnNames: ['status', 'created_at'] },
        ],
        foreignKeys: [
          cascade('user_id', 'users'),
          {
            columnNames: ['decided_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          },
        ],
      }),
      true,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('role_requests', true);
    await q.dropTable('wishlist_items', true);
  }
}
