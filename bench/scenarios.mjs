// What the bench asks for: the web's screens, each over GraphQL (the web's own operations and
// variables) and over the REST bridge (the documented paths), plus the baseline's REST path for
// the same data. Page sizes and variables are the web's (NewListings, CategoryPage, SearchPage).
import { operation } from './documents.mjs';

export const HOME_PAGE_SIZE = 12;
export const LIST_PAGE_SIZE = 24;
/** The category screen with the filters its panel offers: a condition and the maximum-price slider. */
const CATEGORY = { category: 'ELECTRONICS', condition: 'USED', maxPrice: 5000 };
const CATEGORY_REST = '/api/v1/product/category/electronics?condition=used&maxPrice=5000';

const GRAPHQL_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json,application/json;q=0.9',
};

const graphql = (name, variables, headers = {}) => ({
  method: 'POST',
  path: '/graphql',
  headers: { ...GRAPHQL_HEADERS, ...headers },
  body: JSON.stringify({ operationName: name, variables, query: operation(name) }),
});
const rest = (path, headers = {}) => ({ method: 'GET', path, headers });
/** A server-rendered page as a browser asks for it: HTML, brotli accepted (what the app sends to browsers). */
const page = (path) => ({ method: 'GET', path, headers: { accept: 'text/html', 'accept-encoding': 'br' } });

/** What the app answers a scenario over: `html` for the server-rendered pages. */
export const JSON_TRANSPORTS = ['graphql', 'rest'];
export const PAGE_TRANSPORTS = ['html'];

/** One request per value in turn (autocannon's setupRequest), shared by every connection. */
function rotating(values, make) {
  const requests = values.map(make);
  let i = 0;
  return [{ ...requests[0], setupRequest: (req) => ({ ...req, ...requests[i++ % requests.length] }) }];
}

/**
 * The scenarios of one seeded database. `ctx`: { rareTerms, commonTerms, detailIds, deepCursor, cookie }.
 * Searches take their words in turn, as details take their ids: many users rarely search the
 * same word at the same instant (and an app may merge identical requests in flight).
 * Each has `transports` and a request list for each (`graphql`, `rest`, or `html` for a page: autocannon
 * request lists for the app) and `baseline` (for the bare server); `cached` ones run against the app
 * with its shared response cache on, and the baseline answering the home page from memory.
 */
export function scenarios(ctx) {
  const browse = (variables) => graphql('BrowseProducts', variables);
  const search = (terms) => ({
    graphql: rotating(terms, (term) => browse({ filter: { search: term }, sort: 'RELEVANCE', first: LIST_PAGE_SIZE })),
    rest: rotating(terms, (term) =>
      rest(`/api/v1/product/search?query=${encodeURIComponent(term)}&first=${LIST_PAGE_SIZE}`),
    ),
  });
  const home = {
    graphql: [browse({ filter: {}, first: HOME_PAGE_SIZE })],
    rest: [rest(`/api/v1/product/all-products-for-homepage?first=${HOME_PAGE_SIZE}`)],
  };
  const deep = `/api/v1/product/all-products-for-homepage?first=${HOME_PAGE_SIZE}&after=${ctx.deepCursor}`;
  const cookie = { cookie: ctx.cookie };
  const list = [
    { name: 'home', ...home },
    {
      name: 'category',
      graphql: [browse({ filter: CATEGORY, sort: 'NEWEST', first: LIST_PAGE_SIZE })],
      rest: [rest(`${CATEGORY_REST}&first=${LIST_PAGE_SIZE}`)],
    },
    { name: 'search (rare)', ...search(ctx.rareTerms) },
    { name: 'search (common)', ...search(ctx.commonTerms) },
    ...(ctx.deepCursor
      ? [
          {
            name: 'deep page',
            graphql: [browse({ filter: {}, first: HOME_PAGE_SIZE, after: ctx.deepCursor })],
            rest: [rest(deep)],
          },
        ]
      : []),
    {
      name: 'detail',
      graphql: rotating(ctx.detailIds, (id) => graphql('ProductDetail', { id })),
      rest: rotating(ctx.detailIds, (id) => rest(`/api/v1/product/${id}`)),
    },
    {
      name: 'wishlist',
      graphql: [graphql('Wishlist', {}, cookie)],
      rest: [rest('/api/v1/product/get-wishlist', cookie)],
    },
    { name: 'cached home', cached: true, ...home },
  ].map((s) => ({ ...s, transports: JSON_TRANSPORTS, baseline: s.rest }));
  // The baseline answers every scenario over REST: the same paths and answers as the app's REST.
  // A page's baseline is the JSON of its data (what the bare server does without rendering); a
  // cached page's is the bare server's home from memory (the target: a cached page ≥ 0.85× it).
  // Uncached, a render is CPU in the one event loop: PAGE_CONNECTIONS clients, app and baseline alike.
  // Cached pages run with every connection, as cached home, after `fill` has put each page in the cache.
  const detailPath = (id) => `/product/${id}`;
  const popular = ctx.detailIds.slice(0, CACHED_DETAILS);
  const pages = [
    { name: 'page: home', connections: PAGE_CONNECTIONS, html: [page('/')], baseline: home.rest },
    {
      name: 'page: detail',
      connections: PAGE_CONNECTIONS,
      html: rotating(ctx.detailIds, (id) => page(detailPath(id))),
      baseline: list.find((s) => s.name === 'detail').rest,
    },
    { name: 'cached page: home', cached: true, html: [page('/')], fill: ['/'], baseline: home.rest },
    {
      name: 'cached page: detail',
      cached: true,
      html: rotating(popular, (id) => page(detailPath(id))),
      fill: popular.map(detailPath),
      baseline: home.rest,
    },
  ].map((s) => ({ ...s, transports: PAGE_TRANSPORTS }));
  return [...list, ...pages];
}

/**
 * Concurrent uncached renders: on two cores, more only lengthen the queue, and at 32 every render
 * waits for 31 others and passes SSR_TIMEOUT_MS (1 s), so the app answers the shell by design and a
 * run would measure the fallback, not the render.
 */
export const PAGE_CONNECTIONS = 4;
/** The cached detail pages: the most shared listings, each rendered once before the run. */
const CACHED_DETAILS = 50;
/** The request headers of a page (`fill` asks for each path with them). */
export const PAGE_HEADERS = page('/').headers;

/** The checks of a server-rendered page: a 200 with the markup and its state, never the fallback shell. */
export const SHELL_HEADER = 'x-rendered-shell';
export const SSR_STATE_MARK = 'id="ssr-state"';
/** `html` null: the body was not read (measure.mjs reads a sample), the status and headers are judged. */
export function wrongPage(status, headers, html) {
  if (status !== 200) return `answered ${status}`;
  if (headers[SHELL_HEADER] !== undefined) return 'answered the client shell (X-Rendered-Shell: a failed render)';
  if (html !== null && !html.includes(SSR_STATE_MARK)) return `holds no ${SSR_STATE_MARK}`;
  return null;
}

/** The product ids of an answer, whatever its shape (for comparing app and baseline). */
export function answerIds(body) {
  const json = typeof body === 'string' ? JSON.parse(body) : body;
  const data = json.data ?? json;
  const list = Array.isArray(data)
    ? data
    : (data.products?.nodes ?? data.products ?? data.wishlist ?? (data.product ? [data.product] : null));
  if (!Array.isArray(list)) return null;
  return list.map((p) => p.id ?? p._id);
}
