import type { EntityManager } from 'typeorm';
import { type CursorKey, sqlDate } from '../products/product-cursor';
import { type KeyColumn, keysetCondition, keysetParams, orderBy } from '../products/list-keyset';

/**
 * MySQL/MariaDB's postings (migration 10): one row per word of each approved product, keyed
 * `(term, hits, created_at, id)`. A one-word search reads its word's rows in key order, most hits
 * first and then newest, and stops after a page: the same few rows whether the word is rare or
 * in every twentieth product. InnoDB FULLTEXT instead finds every match of a common word and reads
 * each one's row to order them (about 200 ms for "book" at a million products), so it stays for
 * searches of several words only.
 *
 * Relevance of a one-word search here: how often the product's best matching word occurs in its
 * title and description (the query is a prefix, so "book" also matches "books"; a product counts
 * once, with its best word), then newest.
 */

/** Longest term stored; a longer word is cut, and a query word is cut the same way. */
const MAX_TERM_LENGTH = 100;

/**
 * The combining accents (acute, umlaut, cedilla…) that an accent-insensitive collation ignores. Two
 * classes: the blocks that end in unassigned code points each close a class, so no class reads as a
 * letter followed by a combining mark.
 */
const ACCENTS = /[\u0300-\u036f\u1dc0-\u1dff\ufe20-\ufe2f\u1ab0-\u1aff]|[\u20d0-\u20ff]/g;

/**
 * A search word as the postings hold it: accents dropped, as the full-text index's
 * accent-insensitive collation does (the table itself compares bytes), cut to MAX_TERM_LENGTH.
 * Only Latin-style accents go: the vowel signs of Indic scripts are letters of the word. Takes
 * and returns the prefixed words of words.ts.
 */
export function postingTerm(word: string): string {
  return word.normalize('NFKD').replace(ACCENTS, '').slice(0, MAX_TERM_LENGTH);
}

/** A product's postings: each distinct term of its search text with how often it occurs. */
export function termHits(searchText: string): Map<string, number> {
  const hits = new Map<string, number>();
  for (const word of searchText.split(' ')) {
    if (!word) continue;
    const term = postingTerm(word);
    hits.set(term, (hits.get(term) ?? 0) + 1);
  }
  return hits;
}

/** An indexed product as the postings see it: a row of `product_search`. */
export interface PostedProduct {
  id: string;
  created_at: Date;
  search_text: string;
}

/** Rows a single INSERT or DELETE names. */
const ROWS_PER_STATEMENT = 1000;

/**
 * Brings a product's postings from `before` (what the search table held) to `after` (what it
 * holds now); either may be null. Only the rows that differ are written. Each old row is deleted
 * by its whole primary key: a delete by key finds the row and locks it alone, so, unlike a delete
 * by `id` through the secondary index, it takes no gap lock for another approval's insert to wait
 * on (see `syncSearchRow`).
 */
export async function syncPostings(
  m: EntityManager,
  before: PostedProduct | null,
  after: PostedProduct | null,
): Promise<void> {
  const id = (after ?? before)?.id;
  if (!id) return; // not indexed before or after (a pending product rejected)
  const key = (term: string, hits: number, createdAt: string) => `${term}\u0000${hits}\u0000${createdAt}`;
  const old = new Map<string, [string, number, string]>();
  if (before) {
    const createdAt = sqlDate(before.created_at);
    for (const [term, hits] of termHits(before.search_text))
      old.set(key(term, hits, createdAt), [term, hits, createdAt]);
  }
  const added: [string, number, string][] = [];
  if (after) {
    const createdAt = sqlDate(after.created_at);
    for (const [term, hits] of termHits(after.search_text)) {
      if (!old.delete(key(term, hits, createdAt))) added.push([term, hits, createdAt]);
    }
  }
  const removed = [...old.values()];
  for (let i = 0; i < removed.length; i += ROWS_PER_STATEMENT) {
    const chunk = removed.slice(i, i + ROWS_PER_STATEMENT);
    await m.query(
      `DELETE FROM product_terms WHERE ${chunk.map(() => '(term = ? AND hits = ? AND created_at = ? AND id = ?)').join(' OR ')}`,
      chunk.flatMap(([term, hits, createdAt]) => [term, hits, createdAt, id]),
    );
  }
  await insertPostings(
    m,
    added.map(([term, hits, createdAt]): Posting => [term, hits, createdAt, id]),
  );
}

/** Anything that runs a statement: a DataSource, an EntityManager, a migration's QueryRunner. */
type Queryable = Pick<EntityManager, 'query'>;

/** A row of product_terms: term, hits, created_at, id. */
type Posting = [string, number, string, string];

async function insertPostings(m: Queryable, rows: Posting[], ignore = false): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    await m.query(
      `INSERT${ignore ? ' IGNORE' : ''} INTO product_terms (term, hits, created_at, id) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
      chunk.flat(),
    );
  }
}

/**
 * Rebuilds every posting from the search table, a batch of products at a time (a million
 * products make about 25 million rows: one transaction would hold them all). Run after
 * `product_search` is rebuilt, while nothing else writes products (an operator command, a
 * migration), on one connection: its session skips the foreign-key and unique checks, which the
 * rows pass by construction, and each batch goes in in key order.
 */
export async function rebuildPostings(q: Queryable, batch = 5000): Promise<void> {
  await q.query('TRUNCATE TABLE product_terms');
  await q.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  try {
    let after = '';
    for (;;) {
      const rows = await q.query<PostedProduct[]>(
        `SELECT id, created_at, search_text FROM product_search WHERE id > ? ORDER BY id LIMIT ${batch}`,
        [after],
      );
      if (!rows.length) return;
      const postings: Posting[] = [];
      for (const row of rows) {
        const createdAt = sqlDate(row.created_at);
        for (const [term, hits] of termHits(row.search_text)) postings.push([term, hits, createdAt, row.id]);
      }
      await insertPostings(q, postings.sort(byKey));
      after = rows[rows.length - 1].id;
    }
  } finally {
    await q.query('SET SESSION foreign_key_checks = 1, unique_checks = 1');
  }
}

/**
 * Writes the postings of indexed products that have none (their old rows deleted first), in key
 * order: `npm run search:check -- --repair` rebuilding one id range. Returns the rows written.
 * With `ignore`, rows already there are skipped (INSERT IGNORE): the background fill
 * (fill.ts), whose products' rows the service may have written a moment before.
 */
export async function insertPostingsOf(q: Queryable, products: PostedProduct[], ignore = false): Promise<number> {
  const postings: Posting[] = [];
  for (const row of products) {
    const createdAt = sqlDate(row.created_at);
    for (const [term, hits] of termHits(row.search_text)) postings.push([term, hits, createdAt, row.id]);
  }
  await insertPostings(q, postings.sort(byKey), ignore);
  return postings.length;
}

/** The primary key's order (the terms compare as bytes, as utf8mb4_bin does for these strings). */
function byKey(a: Posting, b: Posting): number {
  for (let i = 0; i < 4; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/** A prefix matching more terms than this is searched through the full-text index instead. */
export const MAX_POSTING_TERMS = 20;

/**
 * The stored terms a one-word search matches (the word is a prefix, as in the full-text search),
 * or null when there are more than MAX_POSTING_TERMS of them (a word of a letter or two). Reads
 * the primary key's distinct leading values, jumping from one term to the next.
 */
export async function matchingTerms(ds: Queryable, word: string): Promise<string[] | null> {
  const prefix = postingTerm(word).replace(/[\\%_]/g, '\\$&');
  const rows = await ds.query<{ term: string }[]>(
    `SELECT t.term AS term FROM product_terms t WHERE t.term LIKE ? GROUP BY t.term ORDER BY t.term LIMIT ${MAX_POSTING_TERMS + 1}`,
    [`${prefix}%`],
  );
  return rows.length > MAX_POSTING_TERMS ? null : rows.map((r) => r.term);
}

/** The postings' order: most hits, then newest (the RELEVANCE order's score is the hits). */
const POSTING_KEYS: KeyColumn[] = [
  { expr: 'hits', desc: true },
  { expr: 'created_at', desc: true },
  { expr: 'id', desc: true },
];

/** Conditions on the searched products' own columns, under alias `p` of `product_search`. */
export interface PostingFilter {
  where: string[];
  params: unknown[];
}

/** The postings of `terms`, joined to the search table when filters need its columns. */
function postingsOf(terms: string[], filter: PostingFilter) {
  const from = filter.where.length
    ? 'product_terms t STRAIGHT_JOIN product_search p ON p.id = t.id'
    : 'product_terms t';
  const term = terms.length === 1 ? 't.term = ?' : `t.term IN (${terms.map(() => '?').join(', ')})`;
  return { from, where: [term, ...filter.where], params: [...terms, ...filter.params] };
}

/**
 * The ids, scores and dates of a page of a one-word search, best first, as SQL with its
 * parameters. Each matching term's postings are read in key order, `limit` deep, and merged;
 * a product found under several terms counts once, with its best. That is exact: a product in
 * the page has its best posting within its term's first `limit` rows, since every row above
 * that one is a product ranked above it. After a cursor, a product whose best posting lies at or
 * above the cursor was on an earlier page, so it is left out even where another of its postings
 * lies below.
 */
export function postingPageKeys(
  terms: string[],
  filter: PostingFilter,
  after: CursorKey | null,
  limit: number,
): { sql: string; params: unknown[] } {
  const branch = (term: string) => {
    const own = postingsOf([term], filter);
    const where = [...own.where];
    const params = [...own.params];
    if (after) {
      where.push(keysetCondition(POSTING_KEYS, 't.'));
      params.push(...keysetParams(after));
      if (terms.length > 1) {
        where.push(
          `NOT EXISTS (SELECT 1 FROM product_terms x WHERE x.id = t.id AND x.term IN (${terms.map(() => '?').join(', ')}) AND NOT ${keysetCondition(POSTING_KEYS, 'x.')})`,
        );
        params.push(...terms, ...keysetParams(after));
      }
    }
    return {
      sql: `SELECT t.id AS id, t.hits AS score, t.created_at AS created_at FROM ${own.from} WHERE ${where.join(' AND ')} ORDER BY ${orderBy(POSTING_KEYS, 't.')} LIMIT ${limit}`,
      params,
    };
  };
  if (terms.length === 1) return branch(terms[0]);
  const branches = terms.map(branch);
  return {
    sql: `SELECT u.id AS id, MAX(u.score) AS score FROM (${branches.map((b) => `(${b.sql})`).join(' UNION ALL ')}) u
          GROUP BY u.id, u.created_at ORDER BY score DESC, u.created_at DESC, u.id DESC LIMIT ${limit}`,
    params: branches.flatMap((b) => b.params),
  };
}

/** How many products a one-word search matches, counting at most `cap` of them. */
export function postingCount(terms: string[], filter: PostingFilter, cap: number): { sql: string; params: unknown[] } {
  const p = postingsOf(terms, filter);
  const ids = terms.length === 1 ? 'SELECT 1 AS one' : 'SELECT DISTINCT t.id';
  return {
    sql: `SELECT COUNT(*) AS n FROM (${ids} FROM ${p.from} WHERE ${p.where.join(' AND ')} LIMIT ${cap}) c`,
    params: p.params,
  };
}
