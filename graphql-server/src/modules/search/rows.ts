import type { DataSource, EntityManager } from 'typeorm';
import { markJobFinished } from '../../db/background-jobs';
import { dialectOf } from '../../db/data-source';
import type { EventBus } from '../../core/unit-of-work';
import { type PostedProduct, rebuildPostings, syncPostings } from './postings';

/** The columns `product_search` copies from `products` (same names on both tables). */
export const SEARCH_ROW_COLUMNS = 'id, category, item_condition, price_paise, seller_id, created_at, search_text';

/** The search backfill's row of `background_jobs` (backfill.ts). */
export const SEARCH_BACKFILL_JOB = 'search-backfill';

/**
 * MySQL/MariaDB's search table (migration 9) holds exactly the approved products. Called inside
 * the transaction of every change of a listing, after the write (subscribeSearchRows); SQLite's FTS5 table follows `products` by triggers instead, so there is nothing to do.
 *
 * The product's postings (postings.ts) follow its search row.
 *
 * The search row is deleted only when it is there: deleting a row that is not there locks the gap
 * around it, and another transaction's insert into that gap then waits for this one, so two
 * approvals at once deadlocked. The write before this holds the product's own row, so no one else
 * changes its search row between the look and the change.
 */
export async function syncSearchRow(m: EntityManager, productId: string): Promise<void> {
  if (dialectOf(m.connection) !== 'mysql') return;
  const [before] = await m.query<PostedProduct[]>(
    'SELECT id, created_at, search_text FROM product_search WHERE id = ?',
    [productId],
  );
  if (before) await m.query('DELETE FROM product_search WHERE id = ?', [productId]);
  await m.query(
    `INSERT INTO product_search (${SEARCH_ROW_COLUMNS}) SELECT ${SEARCH_ROW_COLUMNS} FROM products WHERE id = ? AND status = 'Approved'`,
    [productId],
  );
  const [after] = await m.query<PostedProduct[]>(
    'SELECT id, created_at, search_text FROM product_search WHERE id = ?',
    [productId],
  );
  await syncPostings(m, before ?? null, after ?? null);
}

/**
 * The search rows follow every change of a listing, in its transaction. Not a new listing (pending:
 * never searched) nor a deleted one (its rows go with it, ON DELETE CASCADE).
 */
export function subscribeSearchRows(bus: EventBus): void {
  bus.inTransaction('listing.changed', async (e, tx) => {
    if (e.transition !== 'submit' && e.transition !== 'delete') await syncSearchRow(tx.manager, e.listing.id);
  });
}

/**
 * Rebuilds the search table and the postings from `products`: after a bulk load that bypassed
 * the service (the benchmark's seeding, an import), `npm run search:reindex`, while nothing else
 * writes products. Returns the products indexed. Faster than the background fill (no checks, no
 * pauses); it records the fill as complete, so running instances that wait for one learn it.
 */
export async function rebuildSearchIndex(ds: DataSource): Promise<number> {
  if (dialectOf(ds) !== 'mysql') return 0;
  const n = await ds.transaction(async (m) => {
    await m.query('DELETE FROM product_search');
    await m.query(
      `INSERT INTO product_search (${SEARCH_ROW_COLUMNS}) SELECT ${SEARCH_ROW_COLUMNS} FROM products WHERE status = 'Approved'`,
    );
    const [row] = await m.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM product_search');
    return Number(row?.n ?? 0);
  });
  const runner = ds.createQueryRunner();
  try {
    await rebuildPostings(runner);
  } finally {
    await runner.release();
  }
  await markJobFinished(ds, SEARCH_BACKFILL_JOB);
  return n;
}
