import type { DataSource } from 'typeorm';
import { dialectOf } from '../../src/db/data-source';
import { searchText } from '../../src/modules/search/words';

/**
 * A database's products as a bulk load or a restore leaves them (plain INSERTs, no service), and
 * the whole state of a database (schema and contents) for the crash and backfill tests to compare.
 */

export const SELLER_ID = '00000000-0000-7000-8000-00000000aaaa';

/** [title, description, status]; the words share prefixes ("act": action, actor, active). */
const PRODUCTS: [string, string, string][] = [
  ['Action camera', 'Waterproof action camera with a mount.', 'Approved'],
  ['Actor biography', 'A hardback about a stage actor.', 'Approved'],
  ['Active noise headphones', 'Over-ear, active cancelling.', 'Approved'],
  ['Book lamp', 'Clip-on book light.', 'Approved'],
  ['Books books books', 'Three paperbacks, one bookshelf.', 'Approved'],
  ['Bookshelf', 'A bookshelf in teak.', 'Approved'],
  ['Table lamp', 'Warm light, no shade.', 'Approved'],
  ['Cycle helmet', 'Barely used helmet.', 'Approved'],
  ['Scientific calculator', 'Casio, works well.', 'Approved'],
  ['Lab coat', 'White lab coat, size M.', 'Approved'],
  ['Guitar', 'Acoustic guitar with a bag.', 'Approved'],
  ['Café table', 'Small round café table.', 'Approved'],
  ['Action figure', 'Pending review: an action figure.', 'Pending'],
  ['Rejected lamp', 'A lamp that was rejected.', 'Rejected'],
  ['Kettle', 'Electric kettle, pending.', 'Pending'],
];

const CATEGORIES = ['ELECTRONICS', 'BOOKS', 'FURNITURE', 'MISCELLANEOUS'];

/** The products' ids, in insertion (and id) order. */
export const productIds = PRODUCTS.map((_, i) => `01900000-0000-7000-8000-${String(i + 1).padStart(12, '0')}`);

const date = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString().replace('T', ' ').replace('Z', '');

/**
 * Inserts a seller (with an email in mixed case, which migration 6 rewrites) and PRODUCTS, with the
 * columns every version since migration 5 has.
 */
export async function insertProducts(q: Pick<DataSource, 'query'>): Promise<void> {
  await q.query(
    `INSERT INTO users (id, college_id, college_id_key, name, email, email_key, password_hash, role, is_verified, show_contact_details, created_at, updated_at)
     VALUES (?, '21CS1001', '21cs1001', 'Asha Rao', 'Asha.Rao@College.EDU', 'Asha.Rao@College.EDU', 'x', 'user', 1, 0, ?, ?)`,
    [SELLER_ID, date(0), date(0)],
  );
  for (const [i, [title, description, status]] of PRODUCTS.entries()) {
    await q.query(
      `INSERT INTO products (id, title, description, price_paise, category, payment_methods, image_keys, status, seller_id, search_text, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, '[]', '[]', ?, ?, ?, ?, ?)`,
      [
        productIds[i],
        title,
        description,
        1000 * (i + 1),
        CATEGORIES[i % CATEGORIES.length],
        status,
        SELLER_ID,
        searchText(title, description),
        date(i + 1),
        date(i + 1),
      ],
    );
  }
}

export interface DatabaseState {
  schema: unknown[];
  migrations: string[];
  rows: Record<string, string[]>;
}

/** Tables compared by the migrations they record (names) and the state of their jobs (not times or holders). */
const BOOKKEEPING = ['migrations', 'background_jobs'];

/** Everything a run leaves: each table's definition and rows (sorted), the migrations done, the jobs' state. */
export async function databaseState(ds: DataSource): Promise<DatabaseState> {
  const mysql = dialectOf(ds) === 'mysql';
  const schema: unknown[] = [];
  const tables: string[] = [];
  if (mysql) {
    const names = await ds.query<{ name: string }[]>(
      'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name',
    );
    for (const { name } of names) {
      const [row] = await ds.query<Record<string, string>[]>(`SHOW CREATE TABLE \`${name}\``);
      schema.push(String(row['Create Table']).replace(/ AUTO_INCREMENT=\d+/, ''));
      tables.push(name);
    }
  } else {
    const entries = await ds.query<{ type: string; name: string; sql: string | null }[]>(
      "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name",
    );
    schema.push(...entries);
    // The FTS5 table by its rows; its shadow tables are its storage.
    tables.push(...entries.filter((e) => e.type === 'table' && !/^products_fts/.test(e.name)).map((e) => e.name));
  }
  const rows: Record<string, string[]> = {};
  for (const table of tables.filter((t) => !BOOKKEEPING.includes(t))) {
    const all = await ds.query<unknown[]>(`SELECT * FROM ${mysql ? `\`${table}\`` : `"${table}"`}`);
    rows[table] = all.map((r) => JSON.stringify(r)).sort();
  }
  if (!mysql)
    rows.products_fts = (await ds.query<unknown[]>('SELECT rowid, search_text FROM products_fts'))
      .map((r) => JSON.stringify(r))
      .sort();
  if (tables.includes('background_jobs')) {
    const jobs = await ds.query<unknown[]>(
      'SELECT name, position, remaining, finished_at IS NOT NULL AS finished FROM background_jobs ORDER BY name',
    );
    rows.background_jobs = jobs.map((r) => JSON.stringify(r));
  }
  const migrations = tables.includes('migrations')
    ? (await ds.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY id')).map((r) => r.name)
    : [];
  return { schema, migrations, rows };
}

/** Polls an async condition every 50 ms until it holds (no fixed sleeps). */
export async function eventually(
  check: () => Promise<boolean> | boolean,
  ms = 20_000,
  what = 'condition',
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
