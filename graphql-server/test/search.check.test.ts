import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/app/database';
import { verifiedAccount } from './helpers/accounts';
import { createTestApp, describeApp, emptyMysql } from './helpers/app';
import { buildServer } from './helpers/server-process';
import { MYSQL_URL, USE_MYSQL } from './helpers/services';
import { addApproved, addProduct, setStatus } from './products.support';

const SERVER_DIR = path.join(__dirname, '..');

/** Products per range in these tests: 16 products make 8 ranges, plus the open one after the last. */
const SIZE = 2;

/**
 * `npm run search:check` as an operator runs it: the built script in its own process, against
 * a database no app has open. Drift is made by hand, as a bulk load or a damaged restore would
 * leave it, in known ranges of products; the repair must mend exactly those ranges.
 */
describeApp('npm run search:check', () => {
  let dataDir: string;
  let db: DataSource;
  /** The products' keys in the order the check walks them (ids; rowids on SQLite) and their ids. */
  let keys: { k: string | number; id: string }[];

  function check(...args: string[]): { code: number | null; out: string } {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'LOG_LEVEL']) delete env[name];
    if (USE_MYSQL) env.DATABASE_URL = MYSQL_URL;
    const run = spawnSync(process.execPath, ['dist/scripts/search-check.js', ...args], {
      cwd: SERVER_DIR,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { code: run.status, out: `${run.stdout}${run.stderr}` };
  }

  /** The ids of the products of range `i`. */
  const rangeIds = (i: number) => keys.slice(i * SIZE, i * SIZE + SIZE).map((p) => p.id);
  const line = (out: string, table: string) => out.split('\n').find((l) => l.startsWith(`${table}: `)) ?? '';

  beforeAll(async () => {
    buildServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-search-check-'));
    if (USE_MYSQL) await emptyMysql(MYSQL_URL);
    // The app makes the schema and the products through its services, then stops: nothing of it
    // runs while the checks do.
    const app = await createTestApp({ sameDatabaseAs: { dataDir } });
    try {
      const seller = await verifiedAccount(app);
      for (let i = 0; i < 14; i++)
        await addApproved(app, seller.agent, seller.id, {
          title: `Lamp number ${i}`,
          description: `Desk lamp ${i}, warm light, with bulb.`,
        });
      await addProduct(app, seller.agent, seller.id, { title: 'Pending kettle' });
      await setStatus(app, await addProduct(app, seller.agent, seller.id, { title: 'Rejected kettle' }), 'Rejected');
    } finally {
      await app.close();
    }
    db = createDataSource({
      databaseUrl: USE_MYSQL ? MYSQL_URL : null,
      dataDir,
      dbStatementTimeoutMs: 5000,
      dbAcquireTimeoutMs: 5000,
      dbPoolSize: 2,
    });
    await db.initialize();
    keys = await db.query(
      USE_MYSQL ? 'SELECT id AS k, id FROM products ORDER BY id' : 'SELECT rowid AS k, id FROM products ORDER BY rowid',
    );
  }, 120_000);
  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a database in step checks clean: exit 0, each table matches, and a summary', () => {
    const { code, out } = check(`--range-size=${SIZE}`);
    expect({ code, out }).toEqual({ code: 0, out: expect.any(String) });
    for (const table of USE_MYSQL ? ['product_search', 'product_terms'] : ['products_fts'])
      expect(line(out, table)).toBe(`${table}: matches the products`);
    expect(out).toMatch(
      /Checked 16 products \(approved 14, pending 1, rejected 1\) in 9 ranges of up to 2, \d+\.\d s\./,
    );
    // The default range (5,000 products) holds them all, plus nothing: one range.
    expect(check().out).toMatch(/in 1 range of up to 5000/);
  });

  // Each database has its own search tables: one of the next two tests is defined per run.
  if (USE_MYSQL)
    it('MariaDB: finds each kind of drift by id, and --repair rewrites only the ranges that differ', async () => {
      const [r0, r1, r2, r3, r4] = [0, 1, 2, 3, 4].map(rangeIds);
      await db.query('DELETE FROM product_search WHERE id = ?', [r0[0]]); // a missing search row
      await db.query("UPDATE products SET status = 'Rejected' WHERE id = ?", [r1[0]]); // rejected behind the service's back
      await db.query("UPDATE product_search SET search_text = 'wstale wtext' WHERE id = ?", [r2[0]]); // a row whose text differs
      await db.query('DELETE FROM product_terms WHERE id = ?', [r3[0]]); // one product's postings lost
      await db.query(
        "INSERT INTO product_terms (term, hits, created_at, id) SELECT 'wghost', 1, created_at, id FROM products WHERE id = ?",
        [r4[0]],
      ); // an extra posting

      // As after a restore, with the app's background fill not finished yet: the check says so.
      await db.query(
        "INSERT INTO background_jobs (name, position, remaining, updated_at) VALUES ('search-backfill', '', 3, NOW(3)) ON DUPLICATE KEY UPDATE finished_at = NULL, remaining = 3",
      );
      const found = check(`--range-size=${SIZE}`);
      await db.query("UPDATE background_jobs SET finished_at = NOW(3) WHERE name = 'search-backfill'");
      expect(found.code).toBe(1);
      expect(found.out).toContain(
        "The app's background search fill has not finished (3 products left when it last counted)",
      );
      const search = line(found.out, 'product_search');
      expect(search).toContain(`1 approved product missing (${r0[0]})`);
      expect(search).toContain(`1 row of products no longer approved (${r1[0]})`);
      expect(search).toContain(`1 row unlike its product (${r2[0]})`);
      const terms = line(found.out, 'product_terms');
      expect(terms).toContain(`postings of 1 product no longer approved (${r1[0]})`);
      expect(terms).toContain(`no postings for 1 approved product (${r3[0]})`);
      expect(terms).toContain(`postings of 1 product differ (${r4[0]})`);
      expect(found.out).toContain('Drift in 5 ranges');

      // Every row the repair deletes or writes is logged by triggers: only the five ranges' ids appear.
      await db.query('CREATE TABLE search_touched (tbl varchar(20) NOT NULL, id varchar(36) NOT NULL)');
      for (const table of ['product_search', 'product_terms']) {
        for (const [event, row] of [
          ['INSERT', 'NEW'],
          ['DELETE', 'OLD'],
        ]) {
          await db.query(
            `CREATE TRIGGER touched_${table}_${event} AFTER ${event} ON ${table} FOR EACH ROW INSERT INTO search_touched VALUES ('${table}', ${row}.id)`,
          );
        }
      }
      const repaired = check(`--range-size=${SIZE}`, '--repair');
      expect(repaired.code).toBe(0);
      expect(repaired.out).toMatch(
        /Repaired 5 of 9 ranges: rows rewritten 9 in product_search, \d+ in product_terms\.\nThose ranges match the products now\./,
      );
      const touched = new Set(
        (await db.query<{ id: string }[]>('SELECT DISTINCT id FROM search_touched')).map((r) => r.id),
      );
      expect([...touched].sort()).toEqual([...r0, ...r1, ...r2, ...r3, ...r4].sort());

      const again = check(`--range-size=${SIZE}`);
      expect(again.code).toBe(0);
      expect(line(again.out, 'product_search')).toBe('product_search: matches the products');
      expect(line(again.out, 'product_terms')).toBe('product_terms: matches the products');
      expect(again.out).toMatch(/Checked 16 products \(approved 13, pending 1, rejected 2\)/);
      for (const table of ['product_search', 'product_terms'])
        for (const event of ['INSERT', 'DELETE']) await db.query(`DROP TRIGGER touched_${table}_${event}`);
    });

  if (!USE_MYSQL)
    it('SQLite: finds missing, extra and differing FTS rows, and --repair rewrites only the ranges that differ', async () => {
      const last = keys[keys.length - 1].k as number;
      const [r0, r1] = [rangeIds(0), rangeIds(1)];
      await db.query('DELETE FROM products_fts WHERE rowid = ?', [keys[0].k]); // a missing row
      await db.query("UPDATE products_fts SET search_text = 'wstale wtext' WHERE rowid = ?", [keys[2].k]); // a row whose text differs
      await db.query("INSERT INTO products_fts (rowid, search_text) VALUES (?, 'wghost')", [last + 100]); // a row of no product

      const found = check(`--range-size=${SIZE}`);
      expect(found.code).toBe(1);
      const fts = line(found.out, 'products_fts');
      expect(fts).toContain(`1 product without a row (${r0[0]})`);
      expect(fts).toContain(`1 row whose text differs from its product (${r1[0]})`);
      expect(fts).toContain(`1 row of no product (rowid ${last + 100})`);
      expect(found.out).toContain('Drift in 3 ranges');

      // The two ranges' four products, and the open range past the last product, which has none.
      const repaired = check(`--range-size=${SIZE}`, '--repair');
      expect(repaired.code).toBe(0);
      expect(repaired.out).toContain(
        'Repaired 3 of 9 ranges: rows rewritten 4 in products_fts.\nThose ranges match the products now.',
      );
      const again = check(`--range-size=${SIZE}`);
      expect({ code: again.code, fts: line(again.out, 'products_fts') }).toEqual({
        code: 0,
        fts: 'products_fts: matches the products',
      });
      // Searches read the mended table: the lost product is found again, the ghost row is gone.
      expect(await db.query('SELECT rowid AS k FROM products_fts WHERE products_fts MATCH \'"wghost"\'')).toEqual([]);
      expect(
        (await db.query<unknown[]>('SELECT rowid AS k FROM products_fts WHERE products_fts MATCH \'"wnumber"\''))
          .length,
      ).toBe(14);
    });

  it('runs on a database whose newest migrations have not run, without running them', async () => {
    const [newest] = await db.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1');
    await db.query('DELETE FROM migrations WHERE name = ?', [newest.name]);
    if (USE_MYSQL) {
      // Migration 10 still to run: its table is not there yet.
      await db.query('DROP TABLE product_terms');
      await db.query("DELETE FROM migrations WHERE name = 'ProductTerms1700000000010'");
    }
    for (const args of [[], ['--repair']]) {
      const { code, out } = check(`--range-size=${SIZE}`, ...args);
      expect({ args, code }).toEqual({ args, code: 0 });
      if (USE_MYSQL) {
        expect(line(out, 'product_terms')).toBe(
          "product_terms: not created yet: its migration ProductTerms1700000000010 has not run (the app's next start runs it); not checked",
        );
        expect(line(out, 'product_search')).toBe('product_search: matches the products');
      } else {
        expect(line(out, 'products_fts')).toBe('products_fts: matches the products');
      }
    }
    // Nothing was migrated.
    const ran = (await db.query<{ name: string }[]>('SELECT name FROM migrations')).map((r) => r.name);
    expect(ran).not.toContain(newest.name);
    if (USE_MYSQL)
      expect(
        await db.query(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'product_terms'",
        ),
      ).toEqual([]);
  });
});
