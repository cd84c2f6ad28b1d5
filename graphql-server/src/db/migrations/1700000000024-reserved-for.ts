import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `products.reserved_for_id`: the member a listing is reserved for when the seller accepted their
 * offer; NULL for every other listing (a listing the seller marked reserved without naming anyone
 * included), so existing rows need no value.
 *
 * One statement on both databases, skipped when the column is there: a start killed after it
 * finishes on the next. A nullable column changes only the table's definition (MariaDB's instant
 * ADD COLUMN, SQLite's schema text); no row is rewritten.
 */
export class ReservedFor1700000000024 implements MigrationInterface {
  name = 'ReservedFor1700000000024';

  async up(q: QueryRunner): Promise<void> {
    if (!(await q.hasColumn('products', 'reserved_for_id')))
      await q.query('ALTER TABLE products ADD COLUMN reserved_for_id varchar(36) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    if (await q.hasColumn('products', 'reserved_for_id')) await q.dropColumn('products', 'reserved_for_id');
  }
}
