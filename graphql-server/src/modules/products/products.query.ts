import type { DataSource } from 'typeorm';
import { dialectOf } from '../../db/data-source';
import { Hydrator } from '../../db/hydrate';
import { VIEWED_USER_FIELDS, type ViewedUser } from '../../core/privacy';
import { UserEntity } from '../users';
import type { CategoryValue, ConditionValue } from '../../core/listing-categories';
import { type CursorKey, type ListOrder, sqlDate } from '../../core/list-cursor';
import { type AvailabilityValue, ProductEntity } from './product.entity';
import { APPROVED_STORED_STATUSES, type StoredStatus } from './lifecycle/stored-status';
import { COUNT_TTL_MS, type ListCount } from './count-cache';
import { keysetCondition, keysetParams, orderBy, ORDERS } from '../../core/list-keyset';
import { COMPLETE_SEARCH_INDEX, ftsMatch, matchingTerms, mysqlMatch, postingCount, postingPageKeys } from '../search';
import type { PostingFilter, SearchIndexState } from '../search';

/** One list request after the service applied the rules (who may see which statuses). */
export interface ListSpec {
  /** The stored status a list filters on (lifecycle/stored-status.ts `listedStatus`); null: every status. */
  status: StoredStatus | null;
  /** Only this availability (Available hides the reserved); null or absent: any. */
  availability?: Exclude<AvailabilityValue, 'Sold'> | null;
  category?: CategoryValue | null;
  condition?: ConditionValue | null;
  minPaise?: number | null;
  maxPaise?: number | null;
  sellerId?: string | null;
  /** Prefixed search words (search/words.ts); empty or absent: no search. */
  terms?: string[];
  order: ListOrder;
  first: number;
  after: CursorKey | null;
}

/** A search stops counting here: past it the answer is "1,000+ results" (README, "Search"). */
export const SEARCH_COUNT_CAP = 1000;

/** A listed product with the seller's viewable columns, loaded in the same statement. */
export interface ListedProduct {
  product: ProductEntity;
  seller: ViewedUser;
}

// The count's shape is the cache's (count-cache.ts holds counts of this query); callers of the query read it here.
export type { ListCount };

export interface ListPage {
  rows: ListedProduct[];
  keys: CursorKey[];
  hasNextPage: boolean;
}

/** The FROM and WHERE of one list, with the relevance score when it searches. */
interface Filtered {
  /** Table expression; its product columns are under alias `p`. */
  from: string;
  where: string[];
  params: unknown[];
  score: { expr: string; params: unknown[] } | null;
}

/**
 * The list queries of every screen, as SQL both databases run from an index (docs/product.md#search-and-lists,
 * "Search"). A page is one statement: the page's keys by keyset in a derived table, joined to the
 * products and their sellers' viewable columns. The count is a second one, asked for only when
 * the caller shows it, and capped for searches. A product by id is one statement too.
 */
export class ProductListQuery {
  private readonly products: Hydrator<ProductEntity>;
  private readonly sellers: Hydrator<UserEntity>;
  private readonly mysql: boolean;
  /**
   * The stored terms each searched word starts, reused like a list's count (count-cache.ts): a
   * search is then one statement. A word another instance adds shows here within COUNT_TTL_MS.
   */
  private readonly terms = new Map<string, { at: number; terms: Promise<string[] | null> }>();

  /**
   * `search`: which MariaDB search tables are complete, as this instance knows (search/backfill.ts).
   * Searches read only those: until the postings are, one-word searches go through FULLTEXT, and
   * until `product_search` is, through `products`' own index.
   */
  constructor(
    private readonly ds: DataSource,
    private readonly search: SearchIndexState = COMPLETE_SEARCH_INDEX,
  ) {
    this.products = new Hydrator(ds, ProductEntity);
    this.sellers = new Hydrator(ds, UserEntity, VIEWED_USER_FIELDS);
    this.mysql = dialectOf(ds) === 'mysql';
  }

  async page(spec: ListSpec): Promise<ListPage> {
    const f = this.filtered(spec);
    const order = ProductListQuery.effectiveOrder(spec);
    const columns = ORDERS[order];
    const limit = spec.first + 1;
    const keyset = spec.after ? keysetCondition(columns, order === 'RELEVANCE' ? 't.' : 'p.') : null;
    const after = spec.after ? keysetParams(spec.after) : [];
    const postings = order === 'RELEVANCE' ? await this.postingTerms(spec) : null;
    if (postings?.length === 0) return { rows: [], keys: [], hasNextPage: false };

    // The page's keys: ids (and the score), found from an index, before any wide row is read.
    let keysSql: string;
    let keysParams: unknown[];
    if (postings) {
      ({ sql: keysSql, params: keysParams } = postingPageKeys(postings, this.productFilter(spec), spec.after, limit));
    } else if (order === 'RELEVANCE' && f.score) {
      const inner = `SELECT p.id AS id, p.created_at AS created_at, ${f.score.expr} AS score FROM ${f.from} ${whereOf(f.where)}`;
      keysSql = `SELECT t.id AS id, t.score AS score FROM (${inner}) t ${keyset ? `WHERE ${keyset}` : ''} ORDER BY ${orderBy(columns, 't.')} LIMIT ${limit}`;
      keysParams = [...f.score.params, ...f.params, ...after];
    } else {
      keysSql = `SELECT p.id AS id, 0 AS score FROM ${f.from} ${whereOf(keyset ? [...f.where, keyset] : f.where)} ORDER BY ${orderBy(columns, 'p.')} LIMIT ${limit}`;
      keysParams = [...f.params, ...after];
    }
    const pageOrder = order === 'RELEVANCE' ? `k.score DESC, p.created_at DESC, p.id DESC` : orderBy(columns, 'p.');
    // The join order is forced (the page's few keys first, then two primary-key lookups each):
    // on small tables MariaDB would otherwise start from a scan of users.
    const join = this.mysql ? 'STRAIGHT_JOIN' : 'CROSS JOIN';
    const raw = await this.ds.query<Record<string, unknown>[]>(
      `SELECT k.score AS k_score, ${this.products.select('p', 'p_')}, ${this.sellers.select('u', 'u_')}
       FROM (${keysSql}) k ${join} products p ON p.id = k.id ${join} users u ON u.id = p.seller_id
       ORDER BY ${pageOrder}`,
      keysParams,
    );

    const hasNextPage = raw.length > spec.first;
    const rows: ListedProduct[] = [];
    const keys: CursorKey[] = [];
    for (const r of raw.slice(0, spec.first)) {
      const product = this.products.from(r, 'p_');
      rows.push({ product, seller: this.sellers.from(r, 'u_') });
      keys.push(cursorKey(order, product, Number(r.k_score)));
    }
    return { rows, keys, hasNextPage };
  }

  /** All matches of the list's filter; a search stops at SEARCH_COUNT_CAP. */
  async count(spec: ListSpec): Promise<ListCount> {
    const postings = await this.postingTerms(spec);
    if (postings) {
      if (!postings.length) return { totalCount: 0, capped: false };
      const { sql, params } = postingCount(postings, this.productFilter(spec), SEARCH_COUNT_CAP + 1);
      return ProductListQuery.capped(await this.ds.query(sql, params));
    }
    const f = this.filtered(spec);
    if (!f.score) {
      const [row] = await this.ds.query<{ n: number | string }[]>(
        `SELECT COUNT(*) AS n FROM ${f.from} ${whereOf(f.where)}`,
        f.params,
      );
      return { totalCount: Number(row?.n ?? 0), capped: false };
    }
    // One past the cap says "more": the match stops there instead of counting every row of a common word.
    return ProductListQuery.capped(
      await this.ds.query(
        `SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM ${f.from} ${whereOf(f.where)} LIMIT ${SEARCH_COUNT_CAP + 1}) c`,
        f.params,
      ),
    );
  }

  /** A search's count from its `SELECT COUNT(*) AS n` of at most SEARCH_COUNT_CAP + 1 matches. */
  private static capped([row]: { n: number | string }[]): ListCount {
    const n = Number(row?.n ?? 0);
    return n > SEARCH_COUNT_CAP ? { totalCount: SEARCH_COUNT_CAP, capped: true } : { totalCount: n, capped: false };
  }

  /**
   * The postings' terms of a public one-word search on MySQL/MariaDB (search/postings.ts), or
   * null when the full-text index answers: other databases, other statuses, several words, a
   * prefix matching too many terms, or postings not known to be complete yet.
   */
  private async postingTerms(spec: ListSpec): Promise<string[] | null> {
    if (!this.mysql || !this.search.postingsComplete || spec.status !== 'Approved' || spec.terms?.length !== 1)
      return null;
    const word = spec.terms[0];
    const hit = this.terms.get(word);
    if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.terms;
    const terms = matchingTerms(this.ds, word);
    if (this.terms.size >= 2_000) this.terms.delete(this.terms.keys().next().value as string);
    this.terms.set(word, { at: Date.now(), terms });
    terms.catch(() => this.terms.delete(word)); // a failed lookup is not kept
    return terms;
  }

  /** Forgets the words' stored terms: after a product write, as the counts are (count-cache.ts). */
  forgetTerms(): void {
    this.terms.clear();
  }

  /** A list's conditions on the search table's columns (alias p), without its search and status. */
  private productFilter(spec: ListSpec): PostingFilter {
    const { where, params } = this.filtered({ ...spec, terms: [], status: null }, true);
    return { where, params };
  }

  /** One product with its seller, in one statement (whoever may see it is the service's rule). */
  async byId(id: string): Promise<ListedProduct | null> {
    const [r] = await this.ds.query<Record<string, unknown>[]>(
      `SELECT ${this.products.select('p', 'p_')}, ${this.sellers.select('u', 'u_')} FROM products p JOIN users u ON u.id = p.seller_id WHERE p.id = ?`,
      [id],
    );
    return r ? { product: this.products.from(r, 'p_'), seller: this.sellers.from(r, 'u_') } : null;
  }

  /** A user's wishlist, newest first: approved products (sold and hidden by reports too), with their sellers, one statement. */
  async wishlist(userId: string, limit: number): Promise<ListedProduct[]> {
    const raw = await this.ds.query<Record<string, unknown>[]>(
      `SELECT ${this.products.select('p', 'p_')}, ${this.sellers.select('u', 'u_')}
       FROM wishlist_items w JOIN products p ON p.id = w.product_id JOIN users u ON u.id = p.seller_id
       WHERE w.user_id = ? AND p.status IN (${APPROVED_STORED_STATUSES.map(() => '?').join(', ')}) ORDER BY w.created_at DESC, p.id DESC LIMIT ${Math.trunc(limit)}`,
      [userId, ...APPROVED_STORED_STATUSES],
    );
    return raw.map((r) => ({ product: this.products.from(r, 'p_'), seller: this.sellers.from(r, 'u_') }));
  }

  /**
   * The tables and conditions of a list. A public search on MySQL/MariaDB reads the search table
   * (approved products only, with the filtered columns; migration 9), so neither the match nor
   * its filters touch `products`, once it is known complete; any other search goes through the
   * full-text index of products.
   */
  private filtered(spec: ListSpec, onSearchTable = false): Filtered {
    const where: string[] = [];
    const params: unknown[] = [];
    let from = 'products p';
    let searchTable = onSearchTable;
    let score: Filtered['score'] = null;
    let statusDone = false;

    const terms = spec.terms ?? [];
    if (terms.length && this.mysql) {
      const q = mysqlMatch(terms);
      if (spec.status === 'Approved' && this.search.rowsComplete) {
        from = 'product_search p';
        statusDone = true;
        searchTable = true;
      }
      where.push('MATCH(p.search_text) AGAINST(? IN BOOLEAN MODE)');
      params.push(q);
      score = { expr: 'MATCH(p.search_text) AGAINST(? IN BOOLEAN MODE)', params: [q] };
    } else if (terms.length) {
      from = 'products_fts JOIN products p ON p.rowid = products_fts.rowid';
      where.push('products_fts MATCH ?');
      params.push(ftsMatch(terms));
      // bm25 is lower for better matches; negated, "higher is better" on both databases.
      score = { expr: '-bm25(products_fts)', params: [] };
    }
    if (spec.status && !statusDone) {
      where.push('p.status = ?');
      params.push(spec.status);
    }
    if (spec.availability) {
      where.push(searchTable ? NO_OTHER_AVAILABILITY : 'p.availability = ?');
      params.push(spec.availability);
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
    return { from, where, params, score };
  }

  /** The order actually used (RELEVANCE without a search is NEWEST). */
  static effectiveOrder(spec: Pick<ListSpec, 'order' | 'terms'>): ListOrder {
    return spec.order === 'RELEVANCE' && !spec.terms?.length ? 'NEWEST' : spec.order;
  }
}

/** The search table has no availability column: the few listings with another one are looked up by id. */
const NO_OTHER_AVAILABILITY = 'NOT EXISTS (SELECT 1 FROM products r WHERE r.id = p.id AND r.availability <> ?)';
const whereOf = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

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
