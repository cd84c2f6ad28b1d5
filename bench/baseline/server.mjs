// The bare server the app is measured against: node:http and one database pool, answering the
// REST paths the bench's scenarios use with the JSON the app's REST bridge answers (same fields,
// same order, same cursors), using the SQL of sql.mjs. No framework, no ORM, no GraphQL.
//
// Environment: PORT, BASELINE_DB (mysql | sqlite), DATABASE_URL or SQLITE_FILE, DB_POOL_SIZE,
// SESSION_SECRET (the app's, to read its sessions), CACHE_HOME=1 (the home page from memory).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { canSee, cursorKey, decodeCursor, encodeCursor, parseCategory, parseCondition, restProduct } from './shape.mjs';
import { SEARCH_COUNT_CAP, listStatements, openDatabase, productById, sessionByToken, wishlistOf } from './sql.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(ROOT, 'graphql-server', 'package.json'));
// The app's own query builder for search words, so both send the database the same MATCH.
const { queryTerms, mysqlMatch, ftsMatch } = require(path.join(ROOT, 'graphql-server', 'dist', 'modules', 'search', 'words.js'));
// MariaDB's postings (modules/search/postings.ts), when the build has them: a one-word search reads its
// word's rows in order, with the app's own statements (the best SQL for that answer we know).
const postingsModule = path.join(ROOT, 'graphql-server', 'dist', 'modules', 'search', 'postings.js');
const postings = fs.existsSync(postingsModule) ? require(postingsModule) : null;

const env = process.env;
const db = await openDatabase({
  dialect: env.BASELINE_DB === 'sqlite' ? 'sqlite' : 'mysql',
  databaseUrl: env.DATABASE_URL,
  sqliteFile: env.SQLITE_FILE,
  poolSize: Number(env.DB_POOL_SIZE || 10),
  require,
});
const secret = env.SESSION_SECRET ?? '';
// MariaDB: search the narrow table of approved products when the schema has one.
const hasTable = async (name) =>
  db.dialect === 'mysql' && (await db.all('SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?', [name]))[0].n > 0;
const searchTable = await hasTable('product_search');
const postingsTable = !!postings && (await hasTable('product_terms'));
const cacheHome = env.CACHE_HOME === '1';
const homeCache = new Map();

const IDLE_MS = 30 * 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class HttpError extends Error {
  constructor(status, body) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}
const badInput = (fields) => new HttpError(400, { message: Object.values(fields)[0], error: 'BAD_USER_INPUT', fields });
const notFound = (message = 'Product not found') => new HttpError(404, { message, error: 'NOT_FOUND' });

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** The signed-in user of the request's session cookie, or null; one statement, only when a cookie is sent. */
async function viewerOf(req) {
  const header = req.headers.cookie;
  if (!header) return null;
  const m = /(?:^|;\s*)(?:__Host-)?cm_session=([^;]+)/.exec(header);
  if (!m) return null;
  const hash = crypto.createHmac('sha256', secret).update('session').update('\0').update(decodeURIComponent(m[1])).digest('hex');
  const [row] = await db.all(sessionByToken, [hash]);
  if (!row) return null;
  const now = Date.now();
  const at = (s) => Date.parse(`${s.replace(' ', 'T')}Z`);
  if (at(row.expires_at) <= now || at(row.last_seen_at) + IDLE_MS <= now) return null;
  return { id: row.id, role: row.role, is_verified: !!row.is_verified };
}

/** ?first=&after=&sort=&category=&condition=&minPrice=&maxPrice= as the app reads them. */
function listSpec(query, extra = {}) {
  const s = (name) => (query.get(name) ? query.get(name) : undefined);
  const fields = {};
  const category = extra.category ?? s('category');
  const condition = s('condition');
  const spec = {
    category: category === undefined ? null : parseCategory(category),
    condition: condition === undefined ? null : parseCondition(condition),
    minPaise: null,
    maxPaise: null,
  };
  if (category !== undefined && !spec.category) fields.category = 'Unknown category';
  if (condition !== undefined && !spec.condition) fields.condition = 'Unknown condition';
  for (const [name, key] of [['minPrice', 'minPaise'], ['maxPrice', 'maxPaise']]) {
    if (s(name) === undefined) continue;
    const n = Number(s(name));
    if (!Number.isFinite(n) || n < 0) fields[name] = 'Price must be a number';
    else spec[key] = Math.round(n * 100);
  }
  const first = s('first') === undefined ? 20 : Number(s('first'));
  if (!Number.isInteger(first) || first < 1) fields.first = 'first must be a whole number from 1 to 100';
  spec.first = Math.min(first, 100);
  const terms = queryTerms(extra.search ?? '');
  spec.terms = terms;
  spec.match = terms.length ? (db.dialect === 'mysql' ? mysqlMatch(terms) : ftsMatch(terms)) : null;
  const sort = (s('sort') ?? (spec.match ? 'relevance' : 'newest')).toUpperCase();
  // The scenarios use newest and relevance; relevance without a search is newest, as in the app.
  if (sort !== 'NEWEST' && sort !== 'RELEVANCE') fields.sort = 'The baseline answers newest and relevance only';
  spec.order = sort === 'RELEVANCE' && spec.match ? 'RELEVANCE' : 'NEWEST';
  const after = decodeCursor(spec.order, s('after'));
  if (after === undefined) fields.after = 'This page link is out of date; start from the first page';
  spec.after = after ?? null;
  if (Object.keys(fields).length) throw badInput(fields);
  return spec;
}

/** One page: the joined rows and the count, side by side. */
async function listPage(spec, viewer) {
  // A one-word search by relevance: the stored terms its word starts, as the app looks them up.
  const words =
    postingsTable && spec.order === 'RELEVANCE' && spec.terms.length === 1 ? await postings.matchingTerms({ query: (sql, params) => db.all(sql, params) }, spec.terms[0]) : null;
  const { page, count } = listStatements(db.dialect, spec, spec.first + 1, searchTable, words && { words, ...postings });
  const [rows, counted] = page ? await Promise.all([db.all(page, page.params), db.all(count, count.params)]) : [[], [{ n: 0 }]];
  const now = Date.now();
  const pageRows = rows.slice(0, spec.first);
  const last = pageRows[pageRows.length - 1];
  const n = Number(counted[0]?.n ?? 0);
  const capped = !!spec.match && n > SEARCH_COUNT_CAP;
  return {
    products: pageRows.map((r) => restProduct(r, viewer, now)),
    totalCount: capped ? SEARCH_COUNT_CAP : n,
    totalCountCapped: capped,
    pageInfo: { hasNextPage: rows.length > spec.first, endCursor: last ? encodeCursor(spec.order, cursorKey(spec.order, last)) : null },
  };
}

const listAnswer = (p) => ({ message: 'Products found', products: p.products, totalCount: p.totalCount, totalCountCapped: p.totalCountCapped, pageInfo: p.pageInfo });

const routes = [
  [/^\/readyz$/, async () => ({ status: 'ok' })],
  [
    /^\/api\/v1\/product\/(?:all-products|all-products-for-homepage)$/,
    async (req, res, query) => {
      const cacheable = cacheHome && !req.headers.cookie;
      const hit = cacheable && homeCache.get(req.url);
      if (hit) return send(res, 200, hit);
      const body = JSON.stringify(listAnswer(await listPage(listSpec(query), await viewerOf(req))));
      if (cacheable) homeCache.set(req.url, body);
      return send(res, 200, body);
    },
  ],
  [
    /^\/api\/v1\/product\/category\/([^/]+)$/,
    async (req, res, query, m) => listAnswer(await listPage(listSpec(query, { category: decodeURIComponent(m[1]) }), await viewerOf(req))),
  ],
  [
    /^\/api\/v1\/product\/search$/,
    async (req, res, query, m, url) => {
      const page = await listPage(listSpec(query, { search: query.get('query') ?? '' }), await viewerOf(req));
      const headers = { 'x-total-count': page.totalCountCapped ? `${page.totalCount}+` : String(page.totalCount) };
      if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
        const next = new URLSearchParams(query);
        next.delete('after');
        next.set('after', page.pageInfo.endCursor);
        headers['x-next-cursor'] = page.pageInfo.endCursor;
        headers.link = `<${url.pathname}?${next}>; rel="next"`;
      }
      return send(res, 200, page.products, headers);
    },
  ],
  [
    /^\/api\/v1\/product\/search\/([^/]+)$/,
    async (req, res, query, m) => listAnswer(await listPage(listSpec(query, { search: decodeURIComponent(m[1]) }), await viewerOf(req))),
  ],
  [
    /^\/api\/v1\/product\/get-wishlist$/,
    async (req) => {
      const viewer = await viewerOf(req);
      if (!viewer) throw new HttpError(401, { message: 'User not found', error: 'UNAUTHENTICATED' });
      if (!viewer.is_verified) throw new HttpError(400, { message: 'Please verify your email', error: 'EMAIL_NOT_VERIFIED' });
      const now = Date.now();
      return { message: 'Wishlist found', wishlist: (await db.all(wishlistOf, [viewer.id])).map((r) => restProduct(r, viewer, now)) };
    },
  ],
  [
    /^\/api\/v1\/product\/(?:home\/)?([^/]+)$/,
    async (req, res, query, m) => {
      const id = decodeURIComponent(m[1]).trim();
      if (!UUID.test(id)) throw notFound();
      const [[row], viewer] = await Promise.all([db.all(productById, [id]), viewerOf(req)]);
      if (!row || !canSee(row, viewer)) throw notFound();
      return { message: 'Product found', product: restProduct(row, viewer, Date.now()) };
    },
  ],
];

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://baseline');
    if (req.method !== 'GET') throw new HttpError(404, { message: 'Not found', error: 'NOT_FOUND' });
    for (const [pattern, handler] of routes) {
      const m = pattern.exec(url.pathname);
      if (!m) continue;
      const body = await handler(req, res, url.searchParams, m, url);
      if (!res.headersSent) send(res, 200, body);
      return;
    }
    throw new HttpError(404, { message: 'Not found', error: 'NOT_FOUND' });
  } catch (err) {
    if (res.headersSent) return res.destroy();
    if (err instanceof HttpError) return send(res, err.status, err.body);
    console.error(err);
    send(res, 500, { message: 'Something went wrong on our side. Please try again.', error: 'INTERNAL_SERVER_ERROR' });
  }
});
// As the app: keep-alive longer than a proxy's idle timeout.
server.keepAliveTimeout = 65_000;
server.listen(Number(env.PORT || 0), '127.0.0.1', () => console.log(`baseline listening on ${server.address().port}`));

const stop = () => {
  server.close(() => db.close().finally(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
