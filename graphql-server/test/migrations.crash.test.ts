import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createDataSource } from '../src/app/database';
import { openDatabase } from '../src/db/data-source';
import { migrations } from '../src/db/migrations';
import { silentLogger } from '../src/lib/logger';
import { SearchBackfill } from '../src/modules/search/backfill';
import { describeApp, emptyMysql } from './helpers/app';
import { type DatabaseState, databaseState, eventually, insertProducts } from './helpers/search-fixture';
import { ServerProcess, buildServer } from './helpers/server-process';
import { MYSQL_URL, USE_MYSQL } from './helpers/services';

/**
 * No migration is recorded done with partial work. A start is cut short with a
 * real SIGKILL right after a chosen statement of the migrations (test/helpers/migrate-killed.cjs
 * runs the built app's migrations and kills its own process there); MariaDB has committed every
 * DDL statement before it, SQLite rolls the open transaction back. The next start must leave the
 * database exactly as a start that was never cut: the same tables, indexes and rows, the same
 * migrations recorded, and the search tables filled (by the background backfill, which the
 * migrations leave to the app).
 */

const HELPER = path.join(__dirname, 'helpers', 'migrate-killed.cjs');

/** Where to cut: after the first statement matching, or after its n-th match (negative: from the end). */
type Cut = RegExp | [RegExp, number];
const RECORD = /^INSERT INTO .*migrations/;

describeApp('migrations cut short by SIGKILL', () => {
  let dataDir = '';
  beforeAll(() => buildServer(), 120_000);
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const env = () => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: USE_MYSQL ? MYSQL_URL : '', NODE_ENV: 'test' });
  const config = () => loadConfig({ DATA_DIR: dataDir, ...(USE_MYSQL ? { DATABASE_URL: MYSQL_URL } : {}) });

  /** An empty database, or one at migration `upTo` holding a seller and products (an older release's). */
  async function prepare(upTo: number): Promise<void> {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-crash-'));
    if (USE_MYSQL) await emptyMysql(MYSQL_URL);
    if (!upTo) return;
    const ds = createDataSource(config());
    Object.assign(ds.options, { migrations: migrations.slice(0, upTo) });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
      await insertProducts(ds);
    } finally {
      await ds.destroy();
    }
  }

  /** Runs the migrations in a child process that SIGKILLs itself after statement `killAfter` (0: never; then lists them). */
  function migrate(killAfter: number): { signal: NodeJS.Signals | null; statements: string[] } {
    const run = spawnSync(process.execPath, [HELPER], {
      env: { ...env(), KILL_AFTER_STATEMENT: String(killAfter) },
      encoding: 'utf8',
    });
    if (killAfter === 0 && run.status !== 0) throw new Error(`migrations failed:\n${run.stdout}${run.stderr}`);
    return { signal: run.signal, statements: run.stdout.split('\n').filter(Boolean) };
  }

  /** A start after it: the migrations, then the search backfill until the search tables are complete. */
  async function restart(): Promise<DatabaseState> {
    const ds = await openDatabase(createDataSource(config()));
    const backfill = new SearchBackfill(ds, silentLogger, { batchSize: 4, pauseMs: 0, leaseMs: 5000 });
    try {
      await backfill.start();
      await eventually(() => backfill.postingsComplete, 30_000, 'the search backfill');
      await backfill.stop();
      return await databaseState(ds);
    } finally {
      await backfill.stop();
      await ds.destroy();
    }
  }

  /**
   * The statement numbers (1-based) right after which to cut: for each pattern, its first match,
   * or with a count the count-th (negative: from the end). A pattern this database does not run is left out.
   */
  function cutPoints(statements: string[], patterns: Cut[]): number[] {
    const points = patterns.flatMap((p) => {
      const [re, nth] = p instanceof RegExp ? [p, 1] : p;
      const hits = statements.flatMap((s, i) => (re.test(s.slice(s.indexOf('\t') + 1)) ? [i + 1] : []));
      const hit = nth > 0 ? hits[nth - 1] : hits[hits.length + nth];
      return hit === undefined ? [] : [hit];
    });
    return [...new Set(points)].sort((a, b) => a - b);
  }

  /** Cuts a start from `upTo` at each point, restarts, and compares with the uncut start. */
  async function cutAndCompare(upTo: number, patterns: Cut[], minPoints: number): Promise<void> {
    await prepare(upTo);
    const { statements } = migrate(0);
    const expected = await restart();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(expected.migrations).toEqual(migrations.map((m) => m.name));
    const points = [...cutPoints(statements, patterns), statements.length];
    expect(points.length).toBeGreaterThanOrEqual(minPoints);
    for (const point of points) {
      await prepare(upTo);
      const cut = migrate(point);
      expect({ point, signal: cut.signal }).toEqual({ point, signal: 'SIGKILL' });
      const after = await restart();
      expect({ point, statement: statements[point - 1], state: after }).toEqual({
        point,
        statement: statements[point - 1],
        state: expected,
      });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('on an empty database: cut inside the first migrations, the next start creates the rest', async () => {
    await cutAndCompare(
      0,
      [
        /CREATE TABLE [`"]migrations/,
        /CREATE TABLE [`"]users[`"]/, // between two tables of migration 1 (MariaDB has committed the first)
        /CREATE TABLE [`"]products[`"]/, // between the table and its full-text index (MariaDB) or FTS table (SQLite)
        /CREATE FULLTEXT INDEX|CREATE VIRTUAL TABLE/,
        [RECORD, 3], // migration 3 recorded, not yet committed
      ],
      4,
    );
  }, 300_000);

  it('on an older release with products: cut in the rewrites and the search migrations, the next start finishes them and fills the search tables', async () => {
    await cutAndCompare(
      5,
      [
        /ALTER TABLE [`"]users[`"] CHANGE/, // migration 6: the first key column's collation (MariaDB)
        /^UPDATE users SET email/, // migration 6: the first row rewritten
        /ALTER TABLE [`"]users[`"] ADD|CREATE TABLE "temporary_users"/, // migration 8
        /CREATE TABLE IF NOT EXISTS product_search/, // migration 9
        /CREATE TABLE IF NOT EXISTS product_terms/, // migration 10
        /CREATE TABLE IF NOT EXISTS background_jobs/, // migration 11
        /ALTER TABLE notifications ADD COLUMN kind/, // migration 12: its one statement, not yet recorded
        [RECORD, -1], // the last migration recorded, not yet committed
      ],
      4,
    );
  }, 300_000);

  it('a server killed in the middle of the search fill, twice, resumes where it stopped and ends as an uncut fill', async () => {
    // Every migration run, then a bulk load: the search tables are empty.
    await prepare(migrations.length);
    const expected = await restart(); // the uncut fill
    fs.rmSync(dataDir, { recursive: true, force: true });
    await prepare(migrations.length);
    const ds = await openState();
    const position = async () =>
      USE_MYSQL
        ? ((
            await ds.query<{ position: string }[]>(
              "SELECT position FROM background_jobs WHERE name = 'search-backfill'",
            )
          )[0]?.position ?? '')
        : '';
    const settings = {
      SEARCH_BACKFILL_BATCH_SIZE: '2',
      SEARCH_BACKFILL_PAUSE_MS: '100',
      SEARCH_BACKFILL_LEASE_MS: '1200',
    };
    const start = () =>
      ServerProcess.start({ ...settings, DATA_DIR: dataDir, ...(USE_MYSQL ? { DATABASE_URL: MYSQL_URL } : {}) });
    try {
      // Cut once among the search rows, once among the postings (MariaDB; SQLite has no fill: cut after the start).
      for (const phase of [/^rows:./, /^postings:./]) {
        const server = await start();
        try {
          if (USE_MYSQL) await eventually(async () => phase.test(await position()), 30_000, `a position like ${phase}`);
          server.kill('SIGKILL');
          expect((await server.exited).signal).toBe('SIGKILL');
        } finally {
          await server.cleanUp();
        }
      }
      if (USE_MYSQL) {
        const [counts] = await ds.query<Record<string, string>[]>(
          'SELECT (SELECT COUNT(*) FROM product_search) AS searched, (SELECT COUNT(DISTINCT id) FROM product_terms) AS posted',
        );
        expect(Number(counts.posted)).toBeGreaterThan(0); // cut midway: some postings, not all
        expect(Number(counts.posted)).toBeLessThan(Number(counts.searched));
      }
      const last = await start();
      try {
        if (USE_MYSQL) {
          await last.waitForLine(/search backfill: started \(resuming after postings:./);
          await eventually(
            () => last.output.some((l) => /search backfill: complete/.test(l)),
            30_000,
            'the fill to complete',
          );
        }
        last.kill('SIGTERM');
        await last.exited;
        expect(last.output.filter((l) => /"level":"(error|fatal)"/.test(l))).toEqual([]);
      } finally {
        await last.cleanUp();
      }
      expect(await databaseState(ds)).toEqual(expected);
    } finally {
      await ds.destroy();
    }
  }, 180_000);

  /** A connection to the prepared database, for the test's own reads and writes. */
  async function openState() {
    const ds = createDataSource(config());
    Object.assign(ds.options, { migrations: [] });
    return ds.initialize();
  }
});
