import type { DataSource } from 'typeorm';
import {
  type Drift,
  type DriftKind,
  type SearchTables,
  countStatuses,
  productsOfRange,
  rangeWhere,
} from './drift-ranges';

/**
 * SQLite: the FTS5 table `products_fts` holds one row per product (every status), keyed by the
 * product's rowid, with its search text; triggers on `products` keep it so. Ranges are of rowids,
 * the FTS table's key, so a row of no product falls in a range too. The database runs in this
 * process, so a range's texts are read and compared as they are (no sums needed to spare a
 * network); a product is named by its id, a row of no product by its rowid.
 */

interface ProductRow {
  k: number;
  id: string;
  status: string;
  search_text: string;
}

const LABELS: Record<DriftKind, (n: number, s: string) => string> = {
  missing: (n, s) => `${n} product${s} without a row`,
  stale: (n, s) => `${n} row${s} of no product`,
  differs: (n, s) => `${n} row${s} whose text differs from ${n === 1 ? 'its product' : 'their products'}`,
};

export const sqliteSearchTables: SearchTables = {
  tables: [{ name: 'products_fts', migration: 'Products1700000000003' }],

  async checkRange(m, present, bounds) {
    const { rows, range } = await productsOfRange<ProductRow>(
      m,
      'rowid AS k, id, status, search_text',
      'rowid',
      bounds,
    );
    const statuses = countStatuses(rows);
    if (!present.includes('products_fts')) return { range, statuses, drift: [] };
    const w = rangeWhere('rowid', range);
    const indexed = await m.query<{ k: number; search_text: string }[]>(
      `SELECT rowid AS k, search_text FROM products_fts WHERE ${w.sql}`,
      w.params,
    );
    const have = new Map(indexed.map((r) => [r.k, r.search_text]));
    const found: Record<DriftKind, string[]> = { missing: [], stale: [], differs: [] };
    for (const p of rows) {
      const text = have.get(p.k);
      if (text === undefined) found.missing.push(p.id);
      else if (text !== p.search_text) found.differs.push(p.id);
      have.delete(p.k);
    }
    for (const k of have.keys()) found.stale.push(`rowid ${k}`);
    const drift: Drift[] = (Object.keys(found) as DriftKind[])
      .filter((k) => found[k].length)
      .map((kind) => ({ table: 'products_fts', kind, ids: found[kind] }));
    return { range, statuses, drift };
  },

  /**
   * The delete comes first: it takes SQLite's write lock, so no other connection changes a
   * product (or its FTS row, by trigger) until the range is written again and committed.
   */
  async mendRange(ds: DataSource, present, range) {
    if (!present.includes('products_fts')) return {};
    return ds.transaction(async (m) => {
      const w = rangeWhere('rowid', range);
      await m.query(`DELETE FROM products_fts WHERE ${w.sql}`, w.params);
      await m.query(
        `INSERT INTO products_fts (rowid, search_text) SELECT rowid, search_text FROM products WHERE ${w.sql}`,
        w.params,
      );
      const [row] = await m.query<{ n: number }[]>(`SELECT COUNT(*) AS n FROM products WHERE ${w.sql}`, w.params);
      return { products_fts: Number(row?.n ?? 0) };
    });
  },

  describe(_table, kind, n) {
    return LABELS[kind](n, n === 1 ? '' : 's');
  },
};
