import type { EntityManager } from 'typeorm';
import { SEARCH_ROW_COLUMNS } from './rows';
import { type PostedProduct, insertPostingsOf } from './postings';

/**
 * The batches of MySQL/MariaDB's search backfill (backfill.ts) and the check that decides
 * whether one is needed. Each batch runs in a REPEATABLE READ transaction of its own, racing the
 * products service, which rewrites a product's search row and postings in the transaction of each
 * write (`syncSearchRow`, which locks the product's row first). A batch takes its locks in the
 * same order, products first, and only ever adds what is missing (INSERT IGNORE), so whichever of
 * the two runs second finds the other's rows and the result is the same.
 */

type Queryable = Pick<EntityManager, 'query'>;

/** What the search index lacks: approved products without their search row, and search rows without postings. */
export interface MissingFromSearch {
  rows: number;
  postings: number;
}

/**
 * Counts what the search index lacks, by two anti-joins over every product (a primary-key lookup
 * each: a few seconds at a million products). A product whose postings are all gone counts; one
 * that lost only some of them does not (`npm run search:check` compares those).
 */
export async function missingFromSearch(q: Queryable): Promise<MissingFromSearch> {
  const [rows] = await q.query<{ n: number | string }[]>(
    `SELECT COUNT(*) AS n FROM products p WHERE p.status = 'Approved' AND NOT EXISTS (SELECT 1 FROM product_search s WHERE s.id = p.id)`,
  );
  // A search text without a word (a title of symbols only) has no postings to miss.
  const [postings] = await q.query<{ n: number | string }[]>(
    `SELECT COUNT(*) AS n FROM product_search s WHERE NOT EXISTS (SELECT 1 FROM product_terms t WHERE t.id = s.id) AND s.search_text <> ''`,
  );
  return { rows: Number(rows?.n ?? 0), postings: Number(postings?.n ?? 0) };
}

/** One batch: the last id it covered (null: it reached the end) and the products it indexed. */
export interface FillStep {
  last: string | null;
  done: number;
}

/**
 * Adds the missing search rows of the next `limit` products after `after` (by id, whatever their
 * status). INSERT … SELECT reads the products' rows with shared locks under REPEATABLE READ, so a
 * status change waits for the batch, then rewrites the search row itself; one that came first is
 * already what the batch reads.
 */
export async function fillSearchRows(m: Queryable, after: string, limit: number): Promise<FillStep> {
  const [edge] = await m.query<{ id: string }[]>(
    `SELECT id FROM products WHERE id > ? ORDER BY id LIMIT 1 OFFSET ${Math.trunc(limit) - 1}`,
    [after],
  );
  const last = edge?.id ?? null;
  const result = await m.query(
    `INSERT IGNORE INTO product_search (${SEARCH_ROW_COLUMNS})
     SELECT ${SEARCH_ROW_COLUMNS} FROM products FORCE INDEX (PRIMARY) WHERE id > ? ${last ? 'AND id <= ?' : ''} AND status = 'Approved'`,
    last ? [after, last] : [after],
  );
  return { last, done: Number((result as { affectedRows?: number }).affectedRows ?? 0) };
}

/**
 * Writes the postings of the search rows of the next `limit` products after `after` that have
 * none. Locks the range's products, then their search rows (shared, the service's order): while
 * the batch holds them no write changes a search row, so the postings it adds are those of the
 * row as it stands, and a write that came first left its postings, which the batch sees and skips.
 */
export async function fillPostings(m: Queryable, after: string, limit: number): Promise<FillStep> {
  const ids = await m.query<{ id: string }[]>(
    `SELECT id FROM product_search WHERE id > ? ORDER BY id LIMIT ${Math.trunc(limit)}`,
    [after],
  );
  if (!ids.length) return { last: null, done: 0 };
  const last = ids[ids.length - 1].id;
  await m.query('SELECT id FROM products WHERE id > ? AND id <= ? LOCK IN SHARE MODE', [after, last]);
  const rows = await m.query<PostedProduct[]>(
    'SELECT id, created_at, search_text FROM product_search WHERE id > ? AND id <= ? LOCK IN SHARE MODE',
    [after, last],
  );
  if (!rows.length) return { last, done: 0 };
  const posted = await m.query<{ id: string }[]>(
    `SELECT DISTINCT id FROM product_terms WHERE id IN (${rows.map(() => '?').join(', ')})`,
    rows.map((r) => r.id),
  );
  const have = new Set(posted.map((r) => r.id));
  const missing = rows.filter((r) => !have.has(r.id) && r.search_text !== '');
  await insertPostingsOf(m, missing, true);
  return { last, done: missing.length };
}
