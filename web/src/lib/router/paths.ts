import type { Location, To } from './context';

/** `/path?search#hash`; a search or hash given without its `?` or `#` gets it. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Location>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/** Splits `/path?search#hash`. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/**
 * Where `to` goes from `from`: an absolute path as it is; a query (`?a=1`) or a fragment alone keep
 * the current path (and a fragment the query); an object fills in what it leaves out from the current path.
 */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search'>): string {
  if (typeof to !== 'string') return createPath({ pathname: from.pathname, ...to });
  if (to.startsWith('?')) return createPath({ pathname: from.pathname, search: to });
  if (to.startsWith('#')) return createPath({ pathname: from.pathname, search: from.search, hash: to });
  return to;
}
