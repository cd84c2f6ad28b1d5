import { parseAvailability } from './availability';
import { parseCategory, parseCondition } from '../../core/listing-categories';
import type { ListArgs } from './products.service';
import { queryTerms } from '../search';

/**
 * How a REST product list reads its query string, in one place: the list paths of products.rest.ts
 * read these and nothing else, and the public cache (http/public-cache.ts) keys their answers on
 * the same reading, so parameters a list ignores never make another cache entry.
 */
export const LIST_QUERY_PARAMS = [
  'first',
  'after',
  'sort',
  'minPrice',
  'maxPrice',
  'condition',
  'category',
  'availableOnly',
] as const;

/** A parsed query string (Express's `req.query`, or node:querystring's parse, which it uses). */
export type ListQuery = Record<string, unknown>;

/** One non-empty value, else absent (a repeated parameter is an array: absent too). */
function single(q: ListQuery, name: string): string | undefined {
  const value = q[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The list arguments of a REST list path; `filter` adds what the path itself says (a category, a search). */
export function restListArgs(q: ListQuery, filter: NonNullable<ListArgs['filter']> = {}): ListArgs {
  const first = single(q, 'first');
  return {
    first: first === undefined ? undefined : Number(first),
    after: single(q, 'after'),
    sort: single(q, 'sort'),
    filter: {
      category: single(q, 'category'),
      condition: single(q, 'condition'),
      minPrice: single(q, 'minPrice'),
      maxPrice: single(q, 'maxPrice'),
      // `?availableOnly=true` hides reserved listings; any other value (or none) shows them.
      availableOnly: single(q, 'availableOnly') === 'true',
      ...filter,
    },
  };
}

/** The search text of `/search?query=`. */
export function searchParam(q: ListQuery): string {
  const value = q.query;
  // A repeated parameter reads as its values joined, as String() of the array did; a nested one is no text.
  if (Array.isArray(value)) return value.join(',');
  return typeof value === 'string' ? value : '';
}

/**
 * The public list paths of products.rest.ts (under /api/v1/product) and the list each asks for,
 * from the path's parameter (decoded) and the query string: the answer is the same for every
 * anonymous caller, so the public cache may store it.
 */
export const PUBLIC_LISTS = {
  '/all-products': (q: ListQuery) => restListArgs(q),
  '/all-products-for-homepage': (q: ListQuery) => restListArgs(q),
  '/category/:category': (q: ListQuery, category: string) => restListArgs(q, { category }),
  '/search': (q: ListQuery) => restListArgs(q, { search: searchParam(q) }),
  '/search/:query': (q: ListQuery, search: string) => restListArgs(q, { search }),
} satisfies Record<string, (q: ListQuery, param: string) => ListArgs>;

export type PublicListRoute = keyof typeof PUBLIC_LISTS;

/** The parameters a list read, for a link to its next page: none it ignored. */
export function listParams(q: ListQuery, extra: readonly string[] = []): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of [...extra, ...LIST_QUERY_PARAMS]) {
    const value = single(q, name);
    if (value !== undefined) params.set(name, value);
  }
  return params;
}

/**
 * A list's identity: arguments with the same key get the same answer from ProductsService.list.
 * Spellings the service reads alike are one key: a category or condition in any case or as its
 * display name, a sort in any case, a search in any case or punctuation (its terms). Anything it
 * reads differently stays apart ("abc" as a page size is not the default page: that one is a 400).
 */
export function listArgsKey(args: ListArgs): string {
  const f = args.filter ?? {};
  const named = (value: unknown, parse: (v: unknown) => string | null) =>
    value === undefined || value === null || value === '' ? null : (parse(value) ?? `?${JSON.stringify(value)}`);
  return JSON.stringify([
    args.first === undefined || args.first === null ? null : String(args.first),
    args.after ?? null,
    typeof args.sort === 'string' && args.sort.trim() ? args.sort.trim().toUpperCase() : null,
    named(f.category, parseCategory),
    named(f.condition, parseCondition),
    f.minPrice ?? null,
    f.maxPrice ?? null,
    f.search === undefined || f.search === null ? null : queryTerms(f.search),
    f.sellerId ?? null,
    f.includeUnapproved ?? null,
    f.availableOnly === true || f.availableOnly === 'true',
    named(f.availability, parseAvailability),
  ]);
}
