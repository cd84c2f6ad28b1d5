import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import querystring from 'node:querystring';
import { carriesCredentials } from './public-cache-keys';

/**
 * The server-rendered landing pages (ssr-pages.ts) in the public cache (public-cache.ts): an
 * anonymous visitor's page is the same for every anonymous visitor, so it is kept like the JSON
 * lists (same TTL, cleared by the same writes). A key names the page, not the request's spelling:
 * the route, its parameter, the query parameters the page reads (web/src/features/products/browse/
 * filterParams.ts and SearchPage), the compression, and the build (index.html's hash), so a deploy
 * never serves a page naming the old build's files.
 */

const FILTERS = ['availableOnly', 'category', 'condition', 'maxPrice', 'sort'];
const PAGES: { pattern: RegExp; route: string; params: readonly string[] }[] = [
  { pattern: /^\/$/, route: '/', params: [] },
  { pattern: /^\/category\/([^/]+)\/?$/i, route: '/category/:category', params: FILTERS },
  { pattern: /^\/search\/?$/i, route: '/search', params: ['query', ...FILTERS] },
  { pattern: /^\/product\/([^/]+)\/?$/i, route: '/product/:id', params: [] },
  { pattern: /^\/profile\/([^/]+)\/?$/i, route: '/profile/:id', params: [] },
];

export interface PageTarget {
  kind: 'page';
  /** The route as ssr-pages.ts declares it (the metrics label of a hit). */
  route: string;
  key: string;
}

/** How a page goes out to a client that accepts these encodings: brotli, gzip, or as is (null). */
export function htmlEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  // "br;q=0" refuses: rare enough to send that client the plain page.
  if (/\bq=0(\.0+)?\b/.test(accepted)) return null;
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** `template()` is index.html as served now (ssr-pages.ts templateReader); its hash names the build. */
export function pageTargets(template: () => string | null): (req: IncomingMessage) => PageTarget | null {
  let seen: string | null = null;
  let build = '';
  return (req) => {
    const { headers } = req;
    if (req.method !== 'GET' || !String(headers.accept ?? '').includes('text/html')) return null;
    // A signed-in page holds that user's details: never kept (and answered private, no-store).
    if (carriesCredentials(headers.cookie, headers.authorization)) return null;
    const url = req.url ?? '';
    if (url.includes('#')) return null;
    const q = url.indexOf('?');
    const path = url.slice(0, q < 0 ? undefined : q);
    const page = PAGES.find((p) => p.pattern.test(path));
    if (!page) return null;
    const html = template();
    if (html === null) return null;
    if (html !== seen) [seen, build] = [html, createHash('sha256').update(html).digest('base64url').slice(0, 16)];
    let param: string;
    try {
      param = decodeURIComponent(page.pattern.exec(path)?.[1] ?? '').toLowerCase();
    } catch {
      return null; // Express answers the malformed escape
    }
    const query = q < 0 ? {} : querystring.parse(url.slice(q + 1));
    // One value each, as the page reads it (URLSearchParams.get: the first of a repeated one).
    const read = page.params.map((name) => {
      const value = query[name];
      return `${name}=${Array.isArray(value) ? value[0] : (value ?? '')}`;
    });
    const encoding = htmlEncoding(headers['accept-encoding']) ?? 'identity';
    return {
      kind: 'page',
      route: page.route,
      key: `PAGE ${build} ${encoding} ${page.route} ${param}\n${read.join('&')}`,
    };
  };
}
