import type { DataSource, EntityManager } from 'typeorm';

/**
 * The pieces `npm run search:check` (drift.ts) shares between the databases: ranges of
 * products' keys, what differs in one, and what each database's comparison provides.
 */

/** Keys above `after`, up to and including `upTo`; null is unbounded. Products' ids, or rowids on SQLite. */
export interface KeyRange {
  after: string | number | null;
  upTo: string | number | null;
}

/** A range to read: the next `size` products after a key, or a range known already (a recheck). */
export type RangeBounds = { after: string | number | null; size: number } | { range: KeyRange };

/** What a table lacks (`missing`), holds that it should not (`stale`), or holds wrongly (`differs`). */
export type DriftKind = 'missing' | 'stale' | 'differs';

export interface Drift {
  table: string;
  kind: DriftKind;
  /** The products concerned (SQLite's rows of no product: `rowid N`). */
  ids: string[];
}

export interface RangeResult {
  range: KeyRange;
  /** The range's products per status. */
  statuses: Record<string, number>;
  drift: Drift[];
}

/** One database's search tables and how to compare and rebuild a range of them. */
export interface SearchTables {
  /** The tables compared, with the migration that creates each. */
  tables: { name: string; migration: string }[];
  /** Reads a range of products and compares the `present` tables' rows of it with them. */
  checkRange(m: EntityManager, present: string[], bounds: RangeBounds): Promise<RangeResult>;
  /** Rebuilds the range's rows of the `present` tables in one transaction; the rows written per table. */
  mendRange(ds: DataSource, present: string[], range: KeyRange): Promise<Record<string, number>>;
  /** How a count of one kind of drift reads, e.g. "3 approved products missing". */
  describe(table: string, kind: DriftKind, n: number): string;
}

/** `column > after AND column <= upTo`, leaving out an unbounded side. */
export function rangeWhere(column: string, r: KeyRange): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (r.after !== null) {
    parts.push(`${column} > ?`);
    params.push(r.after);
  }
  if (r.upTo !== null) {
    parts.push(`${column} <= ?`);
    params.push(r.upTo);
  }
  return { sql: parts.length ? parts.join(' AND ') : '1 = 1', params };
}

/**
 * The products of a range, in key order; `select` names the key `k`. Reading the next `size`
 * products fixes the range's end at the last one's key; the last range is unbounded above, so
 * rows past every product's key are compared too.
 */
export async function productsOfRange<T extends { k: string | number }>(
  m: EntityManager,
  select: string,
  key: string,
  bounds: RangeBounds,
): Promise<{ rows: T[]; range: KeyRange }> {
  if ('range' in bounds) {
    const w = rangeWhere(key, bounds.range);
    return {
      rows: await m.query<T[]>(`SELECT ${select} FROM products WHERE ${w.sql} ORDER BY ${key}`, w.params),
      range: bounds.range,
    };
  }
  const w = rangeWhere(key, { after: bounds.after, upTo: null });
  const rows = await m.query<T[]>(
    `SELECT ${select} FROM products WHERE ${w.sql} ORDER BY ${key} LIMIT ${bounds.size}`,
    w.params,
  );
  const upTo = rows.length === bounds.size ? rows[rows.length - 1].k : null;
  return { rows, range: { after: bounds.after, upTo } };
}

export function countStatuses(rows: { status: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of rows) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
