import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/**
 * Reports on listings (docs/product.md#reports):
 * - `product_reports`: one row per reporter and listing (the pair is unique: a second report is a
 *   conflict, also after staff decided, so nobody reports the same listing twice); `resolved_at`
 *   set when staff dismiss or take down, so the queue and the hiding threshold count open ones;
 * - `products.hidden_by_reports`: reported by REPORT_HIDE_THRESHOLD users and not decided yet. The
 *   status column holds `Hidden` meanwhile (HIDDEN_STATUS, product.entity.ts), so the lists, the
 *   search table and the postings leave it out by their `status = 'Approved'`, with no new index.
 *
 * Each step skipped when done (a start killed after it finishes on the next); the column types
 * mean the same on SQLite and MySQL/MariaDB, and the column's constant default rewrites no table.
 */
export class ProductReports1700000000019 implements MigrationInterface {
  name = 'ProductReports1700000000019';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'product_reports',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'product_id', type: 'varchar', length: '36' },
          { name: 'reporter_id', type: 'varchar', length: '36' },
          { name: 'reason', type: 'varchar', length: '16' },
          { name: 'details', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'resolved_at', type: 'datetime', precision: 3, isNullable: true },
        ],
        indices: [
          // Once per listing and reporter; also the listing's reports (its first column).
          { name: 'UQ_product_reports_product_reporter', columnNames: ['product_id', 'reporter_id'], isUnique: true },
          // A reporter's reports of the last day (the daily limit).
          { name: 'IDX_product_reports_reporter_created', columnNames: ['reporter_id', 'created_at'] },
          // The queue: open reports, oldest first.
          { name: 'IDX_product_reports_open', columnNames: ['resolved_at', 'created_at'] },
        ],
        foreignKeys: [
          {
            columnNames: ['product_id'],
            referencedTableName: 'products',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            columnNames: ['reporter_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
      true,
    );
    if (!(await q.hasColumn('products', 'hidden_by_reports')))
      await q.query('ALTER TABLE products ADD COLUMN hidden_by_reports boolean NOT NULL DEFAULT 0');
  }

  async down(q: QueryRunner): Promise<void> {
    // Hidden listings were approved ones (sold ones keep their own status).
    await q.query(
      "UPDATE products SET status = CASE WHEN availability = 'Sold' THEN 'Sold' ELSE 'Approved' END WHERE status = 'Hidden'",
    );
    if (await q.hasColumn('products', 'hidden_by_reports'))
      await q.query('ALTER TABLE products DROP COLUMN hidden_by_reports');
    await q.dropTable('product_reports', true);
  }
}
