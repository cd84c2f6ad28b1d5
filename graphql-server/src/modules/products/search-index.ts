import type { DataSource, EntityManager } from 'typeorm';
import { dialectOf } from '../../db/data-source';

/** The columns `product_search` copies from `products` (same names on both tables). */
export const SEARCH_ROW_COLUMNS = 'id, category, item_condition, price_paise, seller_id, created_at, search_text';

/**
 * MySQL/MariaDB's search table (migration 9) holds exactly the approved products. Called inside
 * the transaction of every write that can change a product's status or searched columns, after
 * the write; SQLite's FTS5 table follows `products` by triggers instead, so there is nothing to do.
 *
 * The search row is deleted only when it is there: deleting a row that is not there locks the gap
 * around it, and another transaction's insert into that gap then waits for this one, so two
 * approvals at once deadlocked. The write before this holds the product's own row, so no one else
 * changes its search row between the look and the change.
 */
export async function syncSearchRow(m: EntityManager, productId: string): Promise<void> {
  if (dialectOf(m.connection) !== 'mysql') return;
  const indexed = (await m.query('SELECT 1 AS one FROM product_search WHERE id = ?', [productId])) as unknown[];
  if (indexed.length) await m.query('DELETE FROM product_search WHERE id = ?', [productId]);
  await m.query(`INSERT INTO product_search (${SEARCH_ROW_COLUMNS}) SELECT ${SEARCH_ROW_COLUMNS} FROM products WHERE id = ? AND status = 'Approved'`, [productId]);
}

/**
 * Rebuilds the whole search table from `products`: after a bulk load that bypassed the service
 * (the benchmark's seeding, an import), `npm run search:reindex`. Returns the rows indexed.
 */
export async function rebuildSearchIndex(ds: DataSource): Promise<number> {
  if (dialectOf(ds) !== 'mysql') return 0;
  return ds.transaction(async (m) => {
    await m.query('DELETE FROM product_search');
    await m.query(`INSERT INTO product_search (${SEARCH_ROW_COLUMNS}) SELECT ${SEARCH_ROW_COLUMNS} FROM products WHERE status = 'Approved'`);
    const [row] = (await m.query('SELECT COUNT(*) AS n FROM product_search')) as { n: number | string }[];
    return Number(row?.n ?? 0);
  });
}
