import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * MySQL/MariaDB: `product_terms`, the postings of the approved products' words, so
 * that a one-word search reads a page of its word's rows in relevance order instead of ranking
 * every match (search-postings.ts). The key is the order a search reads; the `(id, term)` index
 * serves the foreign key and a search's check that a product was not shown on an earlier page.
 * Terms compare as bytes: they are lower case and without accents already (`postingTerm`).
 *
 * The products service keeps the rows in step with `product_search`, in the same transaction;
 * a product's deletion (or its seller's) cascades. SQLite searches through its FTS5 table.
 *
 * Schema only, one statement, like migration 9: the background search backfill writes the rows
 * (about 25 a product: minutes at a million products, far too long for a start).
 */
export class ProductTerms1700000000010 implements MigrationInterface {
  name = 'ProductTerms1700000000010';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql') return;
    await q.query(
      `CREATE TABLE IF NOT EXISTS product_terms (
         term varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
         hits smallint unsigned NOT NULL,
         created_at datetime(3) NOT NULL,
         id varchar(36) NOT NULL,
         PRIMARY KEY (term, hits, created_at, id),
         KEY IDX_product_terms_id (id, term),
         CONSTRAINT FK_product_terms_product FOREIGN KEY (id) REFERENCES products (id) ON DELETE CASCADE
       ) ENGINE=InnoDB`, // id in the database's default charset, like products (the foreign key needs the same)
    );
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql') await q.query('DROP TABLE IF EXISTS product_terms');
  }
}
