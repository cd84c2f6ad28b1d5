import { rebuildSearchIndex } from '../src/modules/search/rows';
import type { Logger } from '../src/lib/logger';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { databaseState, eventually, insertProducts, productIds } from './helpers/search-fixture';
import { USE_MYSQL } from './helpers/services';
import { PRODUCT_OPS } from './products.support';

/**
 * MariaDB's search tables are filled by a background job, and every start
 * notices what they lack (a restore, a bulk load, postings that lost rows). Until an instance knows
 * they are complete its searches avoid them, so every search answers the same during the fill as
 * after it. One instance at a time fills (a lease row); the others wait and learn completion from
 * the row; a stop gives the lease back and the next start resumes at the recorded position.
 */

const TOKEN = 'metrics-token-for-the-backfill-test';

/** Searches whose answers (the set of ids and the count) must not change while the tables fill. */
const SEARCHES: Record<string, unknown>[] = [
  { search: 'act' }, // a prefix: action, actor, active
  { search: 'action' },
  { search: 'book' },
  { search: 'lamp book' }, // several words
  { search: 'lamp', category: 'FURNITURE' }, // with a filter
  { search: 'cafe' },
  { search: 'zzz' },
];

interface Lines {
  logger: Logger;
  lines: string[];
}

function capture(): Lines {
  const lines: string[] = [];
  const at = (level: string) => (message: string) => lines.push(`${level} ${message}`);
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}

async function answers(app: TestApp) {
  const out: unknown[] = [];
  for (const filter of SEARCHES) {
    const r = await gql(app.agent(), PRODUCT_OPS.products, { filter, first: 50 });
    expect(r.errors).toBeUndefined();
    out.push({
      filter,
      totalCount: r.data!.products.totalCount,
      ids: r.data!.products.nodes.map((n: { id: string }) => n.id).sort(),
    });
  }
  return out;
}

async function gauge(app: TestApp): Promise<string> {
  const r = await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  return /^campus_search_backfill_remaining (\S+)$/m.exec(r.text)?.[1] ?? 'absent';
}

describeApp('search backfill', () => {
  if (!USE_MYSQL) {
    it('SQLite: products loaded around the service are searchable at once; there is nothing to fill and the gauge says 0', async () => {
      const app = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
      try {
        await insertProducts(app.services.db);
        expect(app.services.searchBackfill).toMatchObject({ rowsComplete: true, postingsComplete: true, remaining: 0 });
        expect(await gauge(app)).toBe('0');
        const act = (await answers(app))[0] as { totalCount: number; ids: string[] };
        expect(act).toMatchObject({ totalCount: 3, ids: productIds.slice(0, 3) });
      } finally {
        await app.close();
      }
    });
    return;
  }

  let base: TestApp;
  let expectedAnswers: unknown[];
  let expectedRows: Record<string, string[]>;
  const apps: TestApp[] = [];
  const slow = {
    SEARCH_BACKFILL_BATCH_SIZE: '2',
    SEARCH_BACKFILL_PAUSE_MS: '30',
    // Long enough not to lapse between two batches even on a loaded CI machine (a 1.5 s lease did
    // once, and the other instance rightly took over): no test here waits for these instances' lease
    // to run out; the one that dies is 'elsewhere', whose lease the test ends itself.
    SEARCH_BACKFILL_LEASE_MS: '30000',
    METRICS_TOKEN: TOKEN,
  };
  const start = async (log: Lines, env: Record<string, string> = {}) => {
    const app = await createTestApp({ sameDatabaseAs: base, logger: log.logger, env: { ...slow, ...env } });
    apps.push(app);
    return app;
  };
  const job = async () =>
    (
      await base.services.db.query<{ position: string; lease_owner: string | null; finished_at: Date | null }[]>(
        "SELECT position, lease_owner, finished_at FROM background_jobs WHERE name = 'search-backfill'",
      )
    )[0];
  const searchRows = async () => {
    const { rows } = await databaseState(base.services.db);
    return { product_search: rows.product_search, product_terms: rows.product_terms };
  };

  beforeAll(async () => {
    base = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await insertProducts(base.services.db); // a bulk load around the service
    await rebuildSearchIndex(base.services.db);
    expectedRows = await searchRows();
    expectedAnswers = await answers(base);
    expect(expectedAnswers[0]).toMatchObject({ totalCount: 3, ids: productIds.slice(0, 3) });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await base?.close();
  });

  it('a restored database is found incomplete at start; searches answer as after the fill; one instance fills, from the position recorded, and all learn it is complete', async () => {
    // A restore that lost rows: four products without their search row (and so their postings), three without postings.
    const db = base.services.db;
    await db.query(`DELETE FROM product_search WHERE id IN (?, ?, ?, ?)`, productIds.slice(0, 4));
    await db.query(`DELETE FROM product_terms WHERE id IN (?, ?, ?)`, productIds.slice(4, 7));
    // Another instance holds the job, alive for now.
    await db.query(
      `INSERT INTO background_jobs (name, position, finished_at, lease_owner, lease_until, updated_at) VALUES ('search-backfill', '', NULL, 'elsewhere', NOW(3) + INTERVAL 1 HOUR, NOW(3))
       ON DUPLICATE KEY UPDATE position = '', remaining = NULL, finished_at = NULL, lease_owner = 'elsewhere', lease_until = NOW(3) + INTERVAL 1 HOUR`,
    );

    const [bLog, cLog] = [capture(), capture()];
    const [b, c] = [await start(bLog), await start(cLog)];
    for (const app of [b, c]) {
      expect(app.services.searchBackfill).toMatchObject({ rowsComplete: false, postingsComplete: false, remaining: 7 });
      expect(await gauge(app)).toBe('7');
      expect(await answers(app)).toEqual(expectedAnswers); // FULLTEXT on products meanwhile
    }
    // Neither touched the tables while the other instance held the lease.
    expect((await searchRows()).product_search).toHaveLength(expectedRows.product_search.length - 4);

    // That instance dies after the search rows: the lease runs out, one of the two resumes at its position.
    await db.query(
      "UPDATE background_jobs SET position = 'postings:', lease_until = NOW(3) - INTERVAL 1 SECOND WHERE name = 'search-backfill'",
    );
    await eventually(
      () => b.services.searchBackfill.postingsComplete && c.services.searchBackfill.postingsComplete,
      30_000,
      'both instances to know',
    );
    const started = [...bLog.lines, ...cLog.lines].filter((l) => l.startsWith('info search backfill: started'));
    expect(started).toEqual([
      'info search backfill: started (resuming after postings:): 7 products to index, 2 a batch, 30 ms apart',
    ]);
    // It resumed at the postings, so its first pass missed the search rows; a second pass added them.
    expect([...bLog.lines, ...cLog.lines].some((l) => /another pass/.test(l))).toBe(true);
    expect(
      [...bLog.lines, ...cLog.lines].filter((l) => /search index complete \(filled by another instance\)/.test(l)),
    ).toHaveLength(1);
    expect([...bLog.lines, ...cLog.lines].filter((l) => /^(warn|error)/.test(l))).toEqual([]);

    expect(await searchRows()).toEqual(expectedRows);
    expect(await job()).toMatchObject({ position: '', lease_owner: null, finished_at: expect.any(Date) });
    for (const app of [b, c]) {
      expect(await gauge(app)).toBe('0');
      expect(await answers(app)).toEqual(expectedAnswers); // the postings and product_search now
    }
  }, 60_000);

  it('a fill stopped with its app gives the lease back without an error line; the next start resumes at the recorded position', async () => {
    const db = base.services.db;
    await db.query('DELETE FROM product_search'); // a bulk load into products only; the postings cascade
    const dLog = capture();
    const d = await start(dLog, { SEARCH_BACKFILL_PAUSE_MS: '200' });
    expect(await gauge(d)).toBe(String(expectedRows.product_search.length));
    await eventually(async () => /^rows:./.test((await job())?.position ?? ''), 20_000, 'a recorded position');
    await d.close();
    apps.splice(apps.indexOf(d), 1);
    expect(dLog.lines.filter((l) => /^(warn|error)/.test(l))).toEqual([]);
    const stopped = await job();
    expect(stopped).toMatchObject({ lease_owner: null, finished_at: null });
    expect(stopped.position).toMatch(/^(rows|postings):./);

    const eLog = capture();
    const e = await start(eLog);
    await eventually(() => e.services.searchBackfill.postingsComplete, 30_000, 'the fill');
    expect(eLog.lines.find((l) => l.includes('search backfill: started'))).toContain(
      `(resuming after ${stopped.position})`,
    );
    expect(await searchRows()).toEqual(expectedRows);
    expect(await answers(e)).toEqual(expectedAnswers);
    expect(await gauge(e)).toBe('0');
  }, 60_000);
});
