import type { QueryRunner } from 'typeorm';
import { rebuildSearchIndex } from '../src/modules/search/rows';
import { searchText } from '../src/modules/search/words';
import type { Logger } from '../src/lib/logger';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { eventually, insertProducts, productIds } from './helpers/search-fixture';
import { USE_MYSQL } from './helpers/services';
import { PRODUCT_OPS } from './products.support';

/**
 * A restart on a database whose search fill has completed serves one-word searches from the
 * postings at once: the start trusts the fill's recorded completion and counts what the tables
 * lack only in the background (seconds at a million products, FULLTEXT meanwhile was 30 to 200
 * times slower). The first searches are told apart by a posting FULLTEXT cannot find: the word
 * "zebra", in the postings of the first product only, in no product's text.
 */

interface Lines {
  logger: Logger;
  lines: string[];
}

function capture(): Lines {
  const lines: string[] = [];
  const at = (level: string) => (message: string) => lines.push(`${level} ${message}`);
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}

/** The ids a public search for `word` finds (the first 50). */
async function found(app: TestApp, word: string): Promise<string[]> {
  const r = await gql(app.agent(), PRODUCT_OPS.products, { filter: { search: word }, first: 50 });
  expect(r.errors).toBeUndefined();
  return r.data!.products.nodes.map((n: { id: string }) => n.id).sort();
}

/** Whether a promise has settled, without waiting for it. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  return Promise.race([p.then(() => true), Promise.resolve().then(() => false)]);
}

describeApp('search index at a restart', () => {
  if (!USE_MYSQL) {
    it('SQLite: the FTS5 table follows the products by triggers, so a start has nothing to check and serves it at once', async () => {
      const app = await createTestApp({ startJobs: false });
      try {
        await insertProducts(app.services.db);
        await app.services.startBackgroundJobs();
        expect(app.services.searchBackfill).toMatchObject({ rowsComplete: true, postingsComplete: true, remaining: 0 });
        expect(await settled(app.services.searchBackfill.checked)).toBe(true);
        expect(await found(app, 'bookshelf')).toEqual([productIds[4], productIds[5]]);
      } finally {
        await app.close();
      }
    });
    return;
  }

  let base: TestApp;
  const apps: TestApp[] = [];
  // A slow fill, and no response cache: the same search is asked before and after the fill.
  const env = {
    SEARCH_BACKFILL_BATCH_SIZE: '2',
    SEARCH_BACKFILL_PAUSE_MS: '30',
    SEARCH_BACKFILL_LEASE_MS: '30000',
    PUBLIC_CACHE_TTL_SECONDS: '0',
  };
  /** An instance started as main.ts does: its jobs started (awaited) before the first request. */
  const restart = async (log: Lines) => {
    const app = await createTestApp({ sameDatabaseAs: base, logger: log.logger, env, startJobs: false });
    apps.push(app);
    await app.services.startBackgroundJobs();
    return app;
  };
  const job = async () =>
    (
      await base.services.db.query<{ remaining: string | number | null; finished_at: Date | null }[]>(
        "SELECT remaining, finished_at FROM background_jobs WHERE name = 'search-backfill'",
      )
    )[0];

  beforeAll(async () => {
    base = await createTestApp();
    // A database that never needed a fill: the start's count found nothing missing and recorded so.
    expect(await job()).toMatchObject({ remaining: expect.anything(), finished_at: expect.any(Date) });
    await insertProducts(base.services.db); // a bulk load around the service, then its reindex
    await rebuildSearchIndex(base.services.db);
    await base.services.db.query(
      'INSERT INTO product_terms (term, hits, created_at, id) SELECT ?, 1, created_at, id FROM product_search WHERE id = ?',
      [searchText('zebra', ''), productIds[0]],
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await base?.close();
  });

  it('the fill recorded complete: the first search after the start reads the postings while the check still runs', async () => {
    expect(Number((await job()).remaining)).toBe(0);
    // Holds the start's count (it reads product_search; a one-word search reads only the postings).
    const gate: QueryRunner = base.services.db.createQueryRunner();
    await gate.query('LOCK TABLES product_search WRITE');
    const log = capture();
    let app: TestApp;
    try {
      app = await restart(log);
      expect(app.services.searchBackfill).toMatchObject({ rowsComplete: true, postingsComplete: true, remaining: 0 });
      expect(await found(app, 'zebra')).toEqual([productIds[0]]); // FULLTEXT finds nothing
      expect(await settled(app.services.searchBackfill.checked)).toBe(false);
    } finally {
      await gate.query('UNLOCK TABLES');
      await gate.release();
    }
    await app.services.searchBackfill.checked;
    expect(app.services.searchBackfill).toMatchObject({ rowsComplete: true, postingsComplete: true, remaining: 0 });
    expect(log.lines.filter((l) => /search index (incomplete|complete as recorded)/.test(l))).toEqual([
      expect.stringMatching(/^info search index complete as recorded \(the fill finished .+\): one-word searches/),
    ]);
    expect(log.lines).toContainEqual(
      expect.stringMatching(/^info search index checked in the background: complete, as recorded \(\d+\.\d s\)$/),
    );
    expect(log.lines.filter((l) => /^(warn|error)/.test(l))).toEqual([]);
  }, 30_000);

  it('the record says a fill is still to run: FULLTEXT from the start until the fill completes, then the postings', async () => {
    const db = base.services.db;
    await db.query('DELETE FROM product_terms WHERE id IN (?, ?)', productIds.slice(5, 7));
    await db.query(
      "UPDATE background_jobs SET position = '', remaining = 2, finished_at = NULL, lease_owner = NULL, lease_until = NULL WHERE name = 'search-backfill'",
    );
    const app = await restart(capture());
    expect(app.services.searchBackfill).toMatchObject({ rowsComplete: false, postingsComplete: false });
    expect(await found(app, 'zebra')).toEqual([]);
    await eventually(() => app.services.searchBackfill.postingsComplete, 30_000, 'the fill');
    expect(await found(app, 'zebra')).toEqual([productIds[0]]);
    expect(await found(app, 'bookshelf')).toEqual([productIds[4], productIds[5]]);
  }, 60_000);

  it('the record says complete but the background check finds drift: FULLTEXT until the fill repairs it', async () => {
    const db = base.services.db;
    expect(await job()).toMatchObject({ finished_at: expect.any(Date) });
    // A bulk load around the service after the fill: two approved products without their search row.
    await db.query('DELETE FROM product_search WHERE id IN (?, ?)', productIds.slice(4, 6));
    const log = capture();
    const app = await restart(log);
    expect(app.services.searchBackfill.postingsComplete).toBe(true); // the record, until the count
    await app.services.searchBackfill.checked;
    expect(app.services.searchBackfill).toMatchObject({ rowsComplete: false, postingsComplete: false, remaining: 2 });
    expect(await found(app, 'bookshelf')).toEqual([productIds[4], productIds[5]]); // FULLTEXT on products
    expect(log.lines).toContainEqual(
      'info search index incomplete, although the fill is recorded complete: 2 approved products lack their search row, 0 their postings; searches use the full-text index until the backfill completes',
    );
    await eventually(() => app.services.searchBackfill.postingsComplete, 30_000, 'the repair');
    expect(await found(app, 'bookshelf')).toEqual([productIds[4], productIds[5]]);
    expect(await job()).toMatchObject({ finished_at: expect.any(Date) });
    expect(Number((await job()).remaining)).toBe(0);
  }, 60_000);
});
