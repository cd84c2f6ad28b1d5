import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `products.availability`: Available, Reserved or Sold, set by the seller on an approved listing
 * (docs/product.md#reserved-and-sold). Every existing listing is Available.
 *
 * No new index: a sold listing's `status` column holds `Sold` (SOLD_STATUS, product.entity.ts), so
 * the lists' `status = 'Approved'` and their four status indexes (migration 3) already leave it
 * out, the search table and postings drop it like a rejected one, and a seller's "Sold" section
 * reads the seller's index. Reserved listings stay in the lists; `availableOnly` filters the few
 * of them out of a page read in index order.
 *
 * One statement on both databases, skipped when the column is there (a start killed after it
 * finishes on the next): MariaDB adds a column with a constant default instantly, SQLite changes
 * only the table's definition, so neither rewrites the table.
 */
export class ProductAvailability1700000000013 implements MigrationInterface {
  name = 'ProductAvailability1700000000013';

  async up(q: QueryRunner): Promise<void> {
    if (!(await q.hasColumn('products', 'availability')))
      await q.query("ALTER TABLE products ADD COLUMN availability varchar(16) NOT NULL DEFAULT 'Available'");
  }

  async down(q: QueryRunner): Promise<void> {
    // Sold listings were approved ones: they go back to the lists' status before the column goes.
    await q.query("UPDATE products SET status = 'Approved' WHERE status = 'Sold'");
    // Plain DROP COLUMN on both: TypeORM's SQLite dropColumn rebuilds the table and its FTS triggers with it.
    if (await q.hasColumn('products', 'availability')) await q.query('ALTER TABLE products DROP COLUMN availability');
  }
}
