import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlDate } from '../../core/list-cursor';
import {
  type Drift,
  type DriftKind,
  type SearchTables,
  countStatuses,
  productsOfRange,
  rangeWhere,
} from './drift-ranges';
import { SEARCH_ROW_COLUMNS } from './rows';
import { type PostedProduct, insertPostingsOf, termHits } from './postings';

/**
 * MySQL/MariaDB: `product_search` holds exactly the approved products' SEARCH_ROW_COLUMNS, and
 * `product_terms` exactly their postings (postings.ts). Per range, each side is summed up
 * as a count and the XOR of a 64-bit fingerprint per row (the first 16 hex digits of the MD5 of
 * its columns joined by NUL bytes); only a range whose sums differ is compared id by id.
 *
 * The search rows' expected sum is computed in SQL from `products` with the same expression as
 * their actual one, so no value passes through JavaScript. The postings' expected sum is computed
 * here with the service's own `termHits`, as the fill and every write derive them, while the
 * database sums the rows it holds (the `(id, term)` index covers them: it carries the primary key).
 */

/** A row's fingerprint in SQL; XOR over unique rows, with a count, stands for the set. */
const fingerprint = (columns: string[]) =>
  `CAST(CONV(LEFT(MD5(CONCAT_WS(X'00', ${columns.join(', ')})), 16), 16, 10) AS UNSIGNED)`;
const sums = (columns: string[]) => `COUNT(*) AS n, HEX(BIT_XOR(${fingerprint(columns)})) AS x`;

/** NULL marked apart from '' (CONCAT_WS skips a NULL). */
const SEARCH_COLUMNS = SEARCH_ROW_COLUMNS.split(', ').map((c) => `IFNULL(${c}, X'01')`);
const POSTING_COLUMNS = ['term', 'hits', 'created_at', 'id'];

interface Sum {
  n: number;
  x: bigint;
}
interface SqlSum {
  n: number | string;
  x: string;
}
const sameSum = (a: Sum, b: SqlSum) =>
  a.n === Number(b.n) && a.x.toString(16).toUpperCase() === String(b.x).toUpperCase();

/** The same fingerprint as the SQL above, of one posting. */
function postingFingerprint(term: string, hits: number, createdAt: string, id: string): bigint {
  return BigInt(
    `0x${createHash('md5').update(`${term}\u0000${hits}\u0000${createdAt}\u0000${id}`).digest('hex').slice(0, 16)}`,
  );
}

/** Ids in `want` only (missing), in `have` only (stale), and in both with other values (differs). */
function compareById<V>(
  table: string,
  want: Map<string, V>,
  have: Map<string, V>,
  same: (a: V, b: V) => boolean,
): Drift[] {
  const found: Record<DriftKind, string[]> = { missing: [], stale: [], differs: [] };
  for (const [id, w] of want) {
    const h = have.get(id);
    if (h === undefined) found.missing.push(id);
    else if (!same(w, h)) found.differs.push(id);
  }
  for (const id of have.keys()) if (!want.has(id)) found.stale.push(id);
  return (Object.keys(found) as DriftKind[])
    .filter((k) => found[k].length)
    .map((kind) => ({ table, kind, ids: found[kind] }));
}

type Where = ReturnType<typeof rangeWhere>;

async function searchRowDrift(m: EntityManager, w: Where): Promise<Drift[]> {
  const approved = `status = 'Approved' AND ${w.sql}`;
  const [want] = await m.query<SqlSum[]>(`SELECT ${sums(SEARCH_COLUMNS)} FROM products WHERE ${approved}`, w.params);
  const [have] = await m.query<SqlSum[]>(`SELECT ${sums(SEARCH_COLUMNS)} FROM product_search WHERE ${w.sql}`, w.params);
  if (want.n === have.n && want.x === have.x) return [];
  const byId = async (from: string, where: string) => {
    const rows = await m.query<{ id: string; f: string }[]>(
      `SELECT id, HEX(${fingerprint(SEARCH_COLUMNS)}) AS f FROM ${from} WHERE ${where}`,
      w.params,
    );
    return new Map(rows.map((r) => [r.id, r.f]));
  };
  return compareById(
    'product_search',
    await byId('products', approved),
    await byId('product_search', w.sql),
    (a, b) => a === b,
  );
}

async function postingDrift(m: EntityManager, w: Where, approved: PostedProduct[]): Promise<Drift[]> {
  const want = new Map<string, Sum>();
  const total: Sum = { n: 0, x: 0n };
  for (const p of approved) {
    const createdAt = sqlDate(p.created_at);
    const own: Sum = { n: 0, x: 0n };
    for (const [term, hits] of termHits(p.search_text)) {
      own.n += 1;
      own.x ^= postingFingerprint(term, hits, createdAt, p.id);
    }
    if (own.n) want.set(p.id, own);
    total.n += own.n;
    total.x ^= own.x;
  }
  const [have] = await m.query<SqlSum[]>(`SELECT ${sums(POSTING_COLUMNS)} FROM product_terms WHERE ${w.sql}`, w.params);
  if (sameSum(total, have)) return [];
  const rows = await m.query<(SqlSum & { id: string })[]>(
    `SELECT id, ${sums(POSTING_COLUMNS)} FROM product_terms WHERE ${w.sql} GROUP BY id`,
    w.params,
  );
  const haveById = new Map(rows.map((r): [string, Sum] => [r.id, { n: Number(r.n), x: BigInt(`0x${r.x}`) }]));
  return compareById('product_terms', want, haveById, (a, b) => a.n === b.n && a.x === b.x);
}

interface ProductRow extends PostedProduct {
  k: string;
  status: string;
}

const LABELS: Record<string, Record<DriftKind, (n: number, s: string) => string>> = {
  product_search: {
    missing: (n, s) => `${n} approved product${s} missing`,
    stale: (n, s) => `${n} row${s} of products no longer approved`,
    differs: (n, s) => `${n} row${s} unlike ${n === 1 ? 'its product' : 'their products'}`,
  },
  product_terms: {
    missing: (n, s) => `no postings for ${n} approved product${s}`,
    stale: (n, s) => `postings of ${n} product${s} no longer approved`,
    differs: (n, s) => `postings of ${n} product${s} differ`,
  },
};

export const mysqlSearchTables: SearchTables = {
  tables: [
    { name: 'product_search', migration: 'ProductSearch1700000000009' },
    { name: 'product_terms', migration: 'ProductTerms1700000000010' },
  ],

  async checkRange(m, present, bounds) {
    const select = `id AS k, id, status, created_at, CASE WHEN status = 'Approved' THEN search_text END AS search_text`;
    const { rows, range } = await productsOfRange<ProductRow>(m, select, 'id', bounds);
    const w = rangeWhere('id', range);
    const drift: Drift[] = [];
    if (present.includes('product_search')) drift.push(...(await searchRowDrift(m, w)));
    if (present.includes('product_terms'))
      drift.push(
        ...(await postingDrift(
          m,
          w,
          rows.filter((r) => r.status === 'Approved'),
        )),
      );
    return { range, statuses: countStatuses(rows), drift };
  },

  /**
   * Locks the range's products first (and, by InnoDB's next-key locks, the gaps between them),
   * so an edit or a decision on one of them waits for the rebuild and then syncs its rows as
   * usual: the same order of locks as a write, products before their search rows.
   */
  async mendRange(ds: DataSource, present, range) {
    return ds.transaction(async (m) => {
      const w = rangeWhere('id', range);
      await m.query(`SELECT id FROM products WHERE ${w.sql} FOR UPDATE`, w.params);
      const approved = await m.query<PostedProduct[]>(
        `SELECT id, created_at, search_text FROM products WHERE status = 'Approved' AND ${w.sql} ORDER BY id`,
        w.params,
      );
      const written: Record<string, number> = {};
      if (present.includes('product_terms')) await m.query(`DELETE FROM product_terms WHERE ${w.sql}`, w.params);
      if (present.includes('product_search')) {
        await m.query(`DELETE FROM product_search WHERE ${w.sql}`, w.params);
        await m.query(
          `INSERT INTO product_search (${SEARCH_ROW_COLUMNS}) SELECT ${SEARCH_ROW_COLUMNS} FROM products WHERE status = 'Approved' AND ${w.sql}`,
          w.params,
        );
        written.product_search = approved.length;
      }
      if (present.includes('product_terms')) written.product_terms = await insertPostingsOf(m, approved);
      return written;
    });
  },

  describe(table, kind, n) {
    return LABELS[table][kind](n, n === 1 ? '' : 's');
  },
};
