import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * MySQL/MariaDB: `product_search`, the approved products only, with the columns a public search
 * filters and orders by and a FULLTEXT index of their words. A common word ("book" in
 * 5% of a million rows) then ranks and sorts within one narrow table instead of fetching every
 * match's full row from `products` to read its status and date. The products service keeps it in
 * step in the same transaction as each write; a product's deletion (or its seller's) cascades.
 *
 * (An explicit FTS_DOC_ID primary key read matches faster, but a fresh MariaDB 10.11 refused the
 * first insert with "Failed to read auto-increment value from storage engine" in the cluster test,
 * so InnoDB keeps its hidden one.)
 *
 * Schema only, one statement (`IF NOT EXISTS`: a start killed anywhere re-runs it whole). The rows
 * are filled by the background search backfill (search-backfill.ts), which the app runs whenever
 * its start finds approved products missing here: a fill inside the migration was not atomic on
 * MariaDB, whose DDL commits at once, and a start killed mid-fill recorded it done, half full.
 *
 * SQLite keeps its FTS5 table over every product (there is no target for it).
 */
export class ProductSearch1700000000009 implements MigrationInterface {
  name = 'ProductSearch1700000000009';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql') return;
    await q.query(
      `CREATE TABLE IF NOT EXISTS product_search (
         id varchar(36) NOT NULL PRIMARY KEY,
         category varchar(16) NOT NULL,
         item_condition varchar(16) NULL,
         price_paise int NOT NULL,
         seller_id varchar(36) NOT NULL,
         created_at datetime(3) NOT NULL,
         search_text text NOT NULL,
         FULLTEXT KEY FT_product_search_text (search_text),
         CONSTRAINT FK_product_search_product FOREIGN KEY (id) REFERENCES products (id) ON DELETE CASCADE
       ) ENGINE=InnoDB`, // the database's default charset, like products (the foreign key needs the same)
    );
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql') await q.query('DROP TABLE IF EXISTS product_search');
  }
}
