import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';

// Dialect-neutral through the QueryRunner Table API, except the full-text index, which each
// database does its own way (docs/product.md#search-and-lists). Complete on re-run: on MySQL/MariaDB the table
// and the FULLTEXT index are two statements, each committed by itself, so each is made only when
// missing (a start killed between them adds the index on the next run). SQLite runs the whole
// migration in one transaction; its statements are guarded the same way all the same.
const id = (name = 'id', primary = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: '36',
  isPrimary: primary,
});
const date = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3 });
const str = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});

export class Products1700000000003 implements MigrationInterface {
  name = 'Products1700000000003';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'products',
        columns: [
          id('id', true),
          str('title', 120),
          { name: 'description', type: 'text' },
          { name: 'price_paise', type: 'int' },
          { name: 'discounted_price_paise', type: 'int', isNullable: true },
          { name: 'discount_period_days', type: 'int', default: 0 },
          { name: 'negotiable', type: 'boolean', default: false },
          str('category', 16),
          str('item_condition', 16, true),
          { name: 'payment_methods', type: 'text' },
          str('location', 120, true),
          str('delivery_type', 120, true),
          { name: 'quantity', type: 'int', default: 1 },
          { name: 'image_keys', type: 'text' },
          str('status', 16),
          str('rejection_reason', 500, true),
          id('seller_id'),
          { name: 'search_text', type: 'text' },
          date('created_at'),
          date('updated_at'),
        ],
        // One index per list shape (docs/product.md#search-and-lists): home/newest, category, price sorts, a seller's list.
        indices: [
          { name: 'IDX_products_status_created', columnNames: ['status', 'created_at', 'id'] },
          { name: 'IDX_products_status_category_created', columnNames: ['status', 'category', 'created_at', 'id'] },
          { name: 'IDX_products_status_price', columnNames: ['status', 'price_paise', 'id'] },
          { name: 'IDX_products_status_category_price', columnNames: ['status', 'category', 'price_paise', 'id'] },
          { name: 'IDX_products_seller_created', columnNames: ['seller_id', 'created_at', 'id'] },
        ],
        foreignKeys: [
          {
            columnNames: ['seller_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
      true,
    );

    if (q.connection.options.type === 'mysql') {
      const index = await q.query(
        "SELECT 1 FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = 'products' AND index_name = 'FT_products_search_text' LIMIT 1",
      );
      if (index.length) return;
      await q.createIndex(
        'products',
        new TableIndex({ name: 'FT_products_search_text', columnNames: ['search_text'], isFulltext: true }),
      );
    } else {
      // FTS5 keyed by the products rowid, kept in step by triggers. (A later migration that
      // rebuilds `products` must rebuild these triggers and the index too.)
      await q.query(`CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5(search_text, tokenize = 'unicode61')`);
      await q.query(
        `CREATE TRIGGER IF NOT EXISTS products_fts_insert AFTER INSERT ON products BEGIN
           INSERT INTO products_fts(rowid, search_text) VALUES (new.rowid, new.search_text);
         END`,
      );
      await q.query(
        `CREATE TRIGGER IF NOT EXISTS products_fts_update AFTER UPDATE OF search_text ON products BEGIN
           UPDATE products_fts SET search_text = new.search_text WHERE rowid = old.rowid;
         END`,
      );
      await q.query(
        `CREATE TRIGGER IF NOT EXISTS products_fts_delete AFTER DELETE ON products BEGIN
           DELETE FROM products_fts WHERE rowid = old.rowid;
         END`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql') {
      for (const t of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER IF EXISTS products_fts_${t}`);
      await q.query('DROP TABLE IF EXISTS products_fts');
    }
    await q.dropTable('products', true);
  }
}
