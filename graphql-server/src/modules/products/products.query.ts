import { type DataSource, In } from 'typeorm';
import { dialectOf } from '../../db/data-source';
import type { CategoryValue, ConditionValue } from './categories';
import { type CursorKey, type ListOrder, sqlDate } from './product-cursor';
import { ProductEntity, type ProductStatusValue } from './product.entity';
import { ftsMatch, mysqlMatch } from './search-text';

/** One list request after the service applied the rules (who may see which statuses). */
export interface ListSpec {
  /** null: every status. */
  status: ProductStatusValue | null;
  category?: CategoryValue | null;
  condition?: ConditionValue | null;
  minPaise?: number | null;
  maxPaise?: number | null;
  sellerId?: string | null;
  /** Prefixed search words (search-text.ts); empty or absent: no search. */
  terms?: string[];
  order: ListOrder;
  first: number;
  after: CursorKey | null;
}

export interface ListPage {
  nodes: ProductEntity[];
  keys: CursorKey[];
  hasNextPage: boolean;
  totalCount: number;
}

interface KeyColumn {
  expr: string;
  desc: boolean;
}

const ORDERS: Record<ListOrder, KeyColumn[]> = {
  NEWEST: [
    { expr: 'created_at', desc: true },
    { expr: 'id', desc: true },
  ],
  OLDEST: [
    { expr: 'created_at', desc: false },
    { expr: 'id', desc: false },
  ],
  PRICE_ASC: [
    { expr: 'price_paise', desc: false },
    { expr: 'id', desc: false },
  ],
  PRICE_DESC: [
    { expr: 'price_paise', desc: true },
    { expr: 'id', desc: true },
  ],
  RELEVANCE: [
    { expr: 'score', desc: true },
    { expr: 'created_at', desc: true },
    { expr: 'id', desc: true },
  ],
};

/**
 * `(a, b, id) < (?, ?, ?)` spelled as `a <= ? AND (a < ? OR (b, id) < (?, ?))`: the leading
 * `a <= ?` lets both databases range-scan the matching index from the cursor on.
 */
function keysetCondition(columns: KeyColumn[], prefix: string): string {
  const [head, ...rest] = columns as [KeyColumn, ...KeyColumn[]];
  const op = head.desc ? '<' : '>';
  const col = `${prefix}${head.expr}`;
  if (!rest.length) return `${col} ${op} ?`;
  return `(${col} ${op}= ? AND (${col} ${op} ? OR ${keysetCondition(rest, prefix)}))`;
}

function keysetParams(key: CursorKey): unknown[] {
  const [head, ...rest] = key as [string | number, ...(string | number)[]];
  if (!rest.length) return [head];
  return [head, head, ...keysetParams(rest)];
}

/**
 * The list queries of every screen, as SQL both databases run from an index (DESIGN.md "Lists",
 * "Search"): a COUNT with the filter, the page's ids by keyset, then the page's rows by id. Three
 * statements whatever the page size.
 */
export class ProductListQuery {
  constructor(private readonly ds: DataSource) {}

  async page(spec: ListSpec): Promise<ListPage> {
    const mysql = dialectOf(this.ds) === 'mysql';
    const where: string[] = [];
    const params: unknown[] = [];
    let from = 'products p';
    let score: { expr: string; params: unknown[] } | null = null;

    const terms = spec.terms ?? [];
    if (terms.length) {
      if (mysql) {
        const q = mysqlMatch(terms);
        where.push('MATCH(p.search_text) AGAINST(? IN BOOLEAN MODE)');
        params.push(q);
        score = { expr: 'MATCH(p.search_text) AGAINST(? IN BOOLEAN MODE)', params: [q] };
      } else {
        from = 'products_fts JOIN products p ON p.rowid = products_fts.rowid';
        where.push('products_fts MATCH ?');
        params.push(ftsMatch(terms));
        // bm25 is lower for better matches; negated, "higher is better" on both databases.
        score = { expr: '-bm25(products_fts)', params: [] };
      }
    }
    if (spec.status) {
      where.push('p.status = ?');
      params.push(spec.status);
    }
    if (spec.sellerId) {
      where.push('p.seller_id = ?');
      params.push(spec.sellerId);
    }
    if (spec.category) {
      where.push('p.category = ?');
      params.push(spec.category);
    }
    if (spec.condition) {
      where.push('p.item_condition = ?');
      params.push(spec.condition);
    }
    if (spec.minPaise !== null && spec.minPaise !== undefined) {
      where.push('p.price_paise >= ?');
      params.push(spec.minPaise);
    }
    if (spec.maxPaise !== null && spec.maxPaise !== undefined) {
      where.push('p.price_paise <= ?');
      params.push(spec.maxPaise);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';

    // Relevance needs a score; without a search it means newest.
    const order: ListOrder = spec.order === 'RELEVANCE' && !score ? 'NEWEST' : spec.order;
    const columns = ORDERS[order];
    const after = spec.after ? keysetParams(spec.after) : [];
    const limit = spec.first + 1;

    let pageSql: string;
    let pageParams: unknown[];
    if (order === 'RELEVANCE' && score) {
      const inner = `SELECT p.id AS id, p.created_at AS created_at, ${score.expr} AS score FROM ${from} ${whereSql}`;
      pageSql = `SELECT t.id AS id, t.score AS score FROM (${inner}) t ${spec.after ? `WHERE ${keysetCondition(columns, 't.')}` : ''} ORDER BY ${columns.map((c) => `t.${c.expr} ${c.desc ? 'DESC' : 'ASC'}`).join(', ')} LIMIT ${limit}`;
      pageParams = [...score.params, ...params, ...after];
    } else {
      const keyset = spec.after ? keysetCondition(columns, 'p.') : null;
      const allWhere = [whereSql.replace(/^WHERE /, ''), keyset].filter(Boolean).join(' AND ');
      pageSql = `SELECT p.id AS id FROM ${from} ${allWhere ? `WHERE ${allWhere}` : ''} ORDER BY ${columns.map((c) => `p.${c.expr} ${c.desc ? 'DESC' : 'ASC'}`).join(', ')} LIMIT ${limit}`;
      pageParams = [...params, ...after];
    }

    const [countRows, idRows] = await Promise.all([
      this.ds.query(`SELECT COUNT(*) AS n FROM ${from} ${whereSql}`, params) as Promise<{ n: number | string }[]>,
      this.ds.query(pageSql, pageParams) as Promise<{ id: string; score?: number | string }[]>,
    ]);
    const hasNextPage = idRows.length > spec.first;
    const pageRows = idRows.slice(0, spec.first);
    const ids = pageRows.map((r) => r.id);
    const rows = ids.length ? await this.ds.getRepository(ProductEntity).find({ where: { id: In(ids) } }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const nodes: ProductEntity[] = [];
    const keys: CursorKey[] = [];
    for (const r of pageRows) {
      const p = byId.get(r.id);
      if (!p) continue; // deleted between the two statements
      nodes.push(p);
      keys.push(cursorKey(order, p, Number(r.score)));
    }
    return { nodes, keys, hasNextPage, totalCount: Number(countRows[0]?.n ?? 0) };
  }

  /** The order actually used (RELEVANCE without a search is NEWEST). */
  static effectiveOrder(spec: Pick<ListSpec, 'order' | 'terms'>): ListOrder {
    return spec.order === 'RELEVANCE' && !spec.terms?.length ? 'NEWEST' : spec.order;
  }
}

function cursorKey(order: ListOrder, p: ProductEntity, score: number): CursorKey {
  switch (order) {
    case 'NEWEST':
    case 'OLDEST':
      return [sqlDate(p.createdAt), p.id];
    case 'PRICE_ASC':
    case 'PRICE_DESC':
      return [p.pricePaise, p.id];
    case 'RELEVANCE':
      return [score, sqlDate(p.createdAt), p.id];
  }
}
