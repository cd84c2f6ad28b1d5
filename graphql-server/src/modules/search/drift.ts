import type { DataSource } from 'typeorm';
import { dialectOf } from '../../db/data-source';
import { mysqlSearchTables } from './drift-mysql';
import { SEARCH_BACKFILL_JOB } from './rows';
import type { Drift, KeyRange, RangeBounds, RangeResult, SearchTables } from './drift-ranges';
import { sqliteSearchTables } from './drift-sqlite';

/**
 * `npm run search:check`: do the search tables hold exactly what they should, given `products`?
 * They are derived data (MariaDB: `product_search` and the postings `product_terms`; SQLite: the
 * FTS5 table `products_fts`), kept in step by the products service or by triggers, so they drift
 * only when something bypasses those: a bulk load, a restore, an interrupted fill, a hand edit.
 *
 * The products are walked in ranges of consecutive keys (keyset on id; SQLite's FTS table is keyed
 * by rowid), each range compared in one read transaction, so the comparison sees one moment even
 * while the app writes. A range that differs is named by the ids that differ, and `repair`
 * rebuilds only those ranges, then compares them again. Nothing here migrates or starts a fill:
 * a table whose migration has not run yet is reported as pending and skipped.
 */

export interface TableState {
  name: string;
  migration: string;
  /** `pending`: its migration has not run yet; `lost`: it ran, yet the table is gone. */
  state: 'present' | 'pending' | 'lost';
}

export interface SearchCheck {
  tables: TableState[];
  ranges: number;
  rangeSize: number;
  statuses: Record<string, number>;
  /** What differed when compared, merged over the ranges, and in how many ranges. */
  drift: Drift[];
  differing: number;
  /** The app's background fill of the search tables (backfill.ts), when a run is wanted or under way. */
  fill: { remaining: number | null } | null;
  /** With repair: the ranges rebuilt, the rows written per table, and what still differs after. */
  repaired: { ranges: number; rows: Record<string, number>; remaining: Drift[] } | null;
  ms: number;
  describe: SearchTables['describe'];
}

/** A few thousand products a range: one range's rows and postings are read and rebuilt at once. */
export const DEFAULT_RANGE_SIZE = 5000;

/** Which of the tables exist, and for a missing one whether its migration is still to run. */
async function tableStates(ds: DataSource, tables: SearchTables['tables']): Promise<TableState[]> {
  const runner = ds.createQueryRunner();
  try {
    if (!(await runner.hasTable('products')))
      throw new Error('The database has no products table yet: start the app once to create the schema.');
    const ran = new Set<string>();
    if (await runner.hasTable('migrations'))
      for (const r of (await runner.query('SELECT name FROM migrations')) as { name: string }[]) ran.add(r.name);
    const states: TableState[] = [];
    for (const t of tables) {
      const state = (await runner.hasTable(t.name)) ? 'present' : ran.has(t.migration) ? 'lost' : 'pending';
      states.push({ ...t, state });
    }
    return states;
  } finally {
    await runner.release();
  }
}

/**
 * The background fill's job, if it has not finished: what it has yet to write shows as drift
 * until it has. Read only; the fill runs in the app, never here.
 */
async function unfinishedFill(ds: DataSource): Promise<SearchCheck['fill']> {
  if (dialectOf(ds) !== 'mysql') return null;
  const runner = ds.createQueryRunner();
  try {
    if (!(await runner.hasTable('background_jobs'))) return null;
    const [job] = (await runner.query('SELECT remaining FROM background_jobs WHERE name = ? AND finished_at IS NULL', [
      SEARCH_BACKFILL_JOB,
    ])) as { remaining: number | string | null }[];
    return job ? { remaining: job.remaining === null ? null : Number(job.remaining) } : null;
  } finally {
    await runner.release();
  }
}

/** Adds a range's drift into the running totals, one entry per table and kind. */
function merge(into: Drift[], more: Drift[]): void {
  for (const d of more) {
    const same = into.find((x) => x.table === d.table && x.kind === d.kind);
    if (same) same.ids.push(...d.ids);
    else into.push({ ...d, ids: [...d.ids] });
  }
}

/** Compares the search tables with the products, range by range; with `repair`, rebuilds the ranges that differ. */
export async function checkSearchTables(
  ds: DataSource,
  options: { rangeSize?: number; repair?: boolean } = {},
): Promise<SearchCheck> {
  const started = Date.now();
  const dialect = dialectOf(ds) === 'mysql' ? mysqlSearchTables : sqliteSearchTables;
  const rangeSize = options.rangeSize ?? DEFAULT_RANGE_SIZE;
  const tables = await tableStates(ds, dialect.tables);
  const present = tables.filter((t) => t.state === 'present').map((t) => t.name);
  const fill = await unfinishedFill(ds);
  const statuses: Record<string, number> = {};
  const drift: Drift[] = [];
  const differing: KeyRange[] = [];
  let ranges = 0;
  let after: string | number | null = null;
  for (;;) {
    const bounds: RangeBounds = { after, size: rangeSize };
    const result: RangeResult = await ds.transaction((m) => dialect.checkRange(m, present, bounds));
    ranges += 1;
    for (const [status, n] of Object.entries(result.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
    if (result.drift.length) {
      merge(drift, result.drift);
      differing.push(result.range);
    }
    if (result.range.upTo === null) break;
    after = result.range.upTo;
  }
  let repaired: SearchCheck['repaired'] = null;
  if (options.repair && differing.length) {
    const rows: Record<string, number> = {};
    const remaining: Drift[] = [];
    for (const range of differing) {
      for (const [table, n] of Object.entries(await dialect.mendRange(ds, present, range)))
        rows[table] = (rows[table] ?? 0) + n;
      merge(remaining, (await ds.transaction((m) => dialect.checkRange(m, present, { range }))).drift);
    }
    repaired = { ranges: differing.length, rows, remaining };
  }
  return {
    tables,
    ranges,
    rangeSize,
    statuses,
    drift,
    differing: differing.length,
    fill,
    repaired,
    ms: Date.now() - started,
    describe: dialect.describe.bind(dialect),
  };
}
