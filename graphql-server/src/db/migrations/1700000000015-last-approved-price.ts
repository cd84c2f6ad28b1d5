import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `products.last_approved_price_paise`: the effective price buyers last saw while a listing was
 * approved, written when it leaves Approved (an edit back to review, a rejection) and read once when
 * it is approved again, so that a drop since then alerts its wishlisters (docs/product.md#notifications,
 * price drop). NULL otherwise: existing rows need no value (a drop is then judged from the next approval on).
 *
 * One statement on both databases, skipped when the column is there: a start killed after it
 * finishes on the next. A nullable column changes only the table's definition (MariaDB's instant
 * ADD COLUMN, SQLite's schema text); no row is rewritten.
 */
export class LastApprovedPrice1700000000015 implements MigrationInterface {
  name = 'LastApprovedPrice1700000000015';

  async up(q: QueryRunner): Promise<void> {
    if (!(await q.hasColumn('products', 'last_approved_price_paise')))
      await q.query('ALTER TABLE products ADD COLUMN last_approved_price_paise int NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    if (await q.hasColumn('products', 'last_approved_price_paise'))
      await q.dropColumn('products', 'last_approved_price_paise');
  }
}
