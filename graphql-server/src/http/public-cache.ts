import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import {
  type CachedResponse,
  type Lookup,
  LruMap,
  MemoryResponseCache,
  RedisResponseCache,
  type ResponseCache,
} from '../lib/response-cache';
import type { Services } from '../services';
import { clientAddress, compileTrust, type TrustFunction } from './client-address';
import { GraphQLKeys, REST_BASE, type Target, isObject, targetOf } from './public-cache-keys';

export { isPublicRestList } from './public-cache-keys';
import { latencyRecorder, logRequestLine, logsRequestLines, requestIdOf } from './request-log';

/**
 * The public response cache (docs/operations.md "Public cache"): anonymous requests for the public
 * product lists are answered from a cache that every instance shares (Redis with REDIS_URL, else
 * this process), and every product or user write clears it at once.
 *
 * It sits in front of Express, on the HTTP server itself: a hit skips Express, helmet, the session
 * lookup, Apollo and type-graphql (no GraphQL document is parsed), and replays the headers stored
 * with the body (helmet's among them). It still gets its X-Request-Id, its log line and its latency sample, as
 * requestLog gives every other request, and answers `X-Cache: hit` (`miss` on an answer that is
 * being stored).
 */

/** Larger answers are served, not stored. */
const MAX_ENTRY_BYTES = 1024 * 1024;
/** Distinct request bodies (query and variables) remembered as public lists, with their keys. */
const PUBLIC_BODIES = 5000;

/** Not stored: they belong to one answer (or are recomputed on the way out). */
const PER_ANSWER_HEADERS = new Set([
  'x-request-id',
  'x-cache',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/** A body the front read, as express.json would have parsed it; its error when it is not JSON. */
const BODY_ERROR = Symbol('publicCacheBodyError');
type ReadRequest = IncomingMessage & { body?: unknown; [BODY_ERROR]?: Error };

function attachBody(req: ReadRequest, raw: Buffer): unknown {
  const text = raw.toString('utf8').replace(/^\uFEFF/, '');
  // express.json's strict mode: an object or an array, nothing else.
  const first = text.trimStart()[0];
  try {
    if (first !== '{' && first !== '[') throw new SyntaxError('not an object or array');
    req.body = JSON.parse(text);
    return req.body;
  } catch (err) {
    // The same error express.json raises, so the app's error handler answers it the same way.
    req[BODY_ERROR] = Object.assign(new Error((err as Error).message), {
      status: 400,
      statusCode: 400,
      expose: true,
      type: 'entity.parse.failed',
    });
    return undefined;
  }
}

/**
 * Before express.json on /graphql: a body the front already read is in req.body (express.json then
 * sees a finished stream and passes); a malformed one is raised as express.json would raise it.
 */
export const bodyReadByFront: RequestHandler = (req, _res, next) => {
  const err = (req as ReadRequest)[BODY_ERROR];
  next(err);
};

/** A request's If-None-Match names the stored answer's ETag (weak comparison, as Express's `fresh`). */
function notModified(req: IncomingMessage, headers: string[]): boolean {
  const given = req.headers['if-none-match'];
  if (!given || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  let etag: string | undefined;
  for (let i = 0; i < headers.length; i += 2) if (headers[i] === 'etag') etag = headers[i + 1];
  if (etag === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return given.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export class PublicCache {
  private readonly graphqlKeys = new GraphQLKeys();
  /** GraphQL bodies (a hash of their bytes) already judged public lists, with their keys: their lookups skip parsing the body. */
  private readonly publicBodies = new LruMap<string, string>(PUBLIC_BODIES);
  private readonly trust: TrustFunction;
  private readonly counts;
  private readonly recordLatency: ReturnType<typeof latencyRecorder>;
  private readonly logHits: boolean;
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly services: Services,
    private readonly store: ResponseCache,
  ) {
    const { metrics } = services;
    this.trust = compileTrust(services.config.trustProxy);
    this.logHits = logsRequestLines(services.config.logLevel);
    this.recordLatency = latencyRecorder(metrics);
    this.counts = {
      hit: metrics.publicCacheLookups.labels('hit'),
      miss: metrics.publicCacheLookups.labels('miss'),
      error: metrics.publicCacheLookups.labels('error'),
    };
    // Emitted after every committed write: the next anonymous list is read fresh, on every instance.
    const clear = () => this.clear();
    this.unsubscribe = [services.products.changed.on(clear), services.users.changed.on(clear)];
  }

  /** Forgets every stored answer (every instance's, with Redis). */
  clear(): void {
    this.services.metrics.publicCacheClears.inc();
    this.store.clear();
  }

  close(): void {
    for (const off of this.unsubscribe) off();
  }

  /** The HTTP server's request listener: the cache in front of `app`. */
  front(app: RequestListener): RequestListener {
    return (req, res) => {
      const target = targetOf(req);
      if (!target) app(req, res);
      else if (target.kind === 'rest') this.lookup(req, res, app, target, target.key);
      else this.readGraphQL(req, res, app, target);
    };
  }

  /**
   * Reads the (small) body. A body seen before as a public list (by a hash of its bytes) is looked
   * up under the key it had, and parsed (once, for the app as well: express.json then passes) only
   * when the app must answer it. Other bodies are parsed and judged first (public-cache-keys.ts);
   * the verdict per query text is remembered, so no document is parsed twice.
   */
  private readGraphQL(req: ReadRequest, res: ServerResponse, app: RequestListener, target: Target) {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const raw = Buffer.concat(chunks);
      const accept = req.headers.accept ?? '';
      const seen = createHash('sha256').update(`${accept}\n`).update(raw).digest('base64url');
      const known = this.publicBodies.get(seen);
      if (known) {
        // Parsed only if the app answers it (a miss, or a store that does not answer).
        const parseThenApp: RequestListener = (q, r) => {
          attachBody(q, raw);
          app(q, r);
        };
        return this.lookup(req, res, parseThenApp, target, known);
      }
      // Anything else (a login, a product's detail) goes on without a lookup.
      const key = this.graphqlKeys.keyOf(attachBody(req, raw), accept);
      if (key === null) return app(req, res);
      this.publicBodies.set(seen, key);
      this.lookup(req, res, app, target, key);
    });
    // A client gone mid-body: Express sees a finished stream and logs the request as abandoned.
    req.once('error', () => app(req, res));
  }

  private lookup(req: IncomingMessage, res: ServerResponse, app: RequestListener, target: Target, key: string) {
    const found = this.store.get(key);
    if (!(found instanceof Promise)) return this.answer(req, res, app, target, key, found);
    found.then(
      (lookup) => this.answer(req, res, app, target, key, lookup),
      () => {
        // The store did not answer (already logged): serve the request as if there were no cache.
        this.counts.error.inc();
        app(req, res);
      },
    );
  }

  private answer(
    req: IncomingMessage,
    res: ServerResponse,
    app: RequestListener,
    target: Target,
    key: string,
    lookup: Lookup,
  ) {
    if (lookup.entry) {
      this.counts.hit.inc();
      this.serve(req, res, target, lookup.entry);
      return;
    }
    this.counts.miss.inc();
    this.capture(res, target, key, lookup.generation);
    app(req, res);
  }

  /**
   * Replays a stored answer with its own request id, then writes the request's log line and latency
   * sample as requestLog (request-log.ts) does, with the route label Express would have matched.
   * Leaner than going through requestLog: the headers go out in one writeHead without re-validation.
   */
  private serve(req: IncomingMessage, res: ServerResponse, target: Target, entry: CachedResponse) {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req);
    let status = 200;
    let headers: string[];
    if (target.kind === 'rest' && notModified(req, entry.headers)) {
      status = 304;
      // As Express answers a 304: without the body's headers.
      headers = [];
      for (let i = 0; i < entry.headers.length; i += 2) {
        if (!entry.headers[i].startsWith('content-')) headers.push(entry.headers[i], entry.headers[i + 1]);
      }
      headers.push('x-request-id', id, 'x-cache', 'hit');
      res.writeHead(status, headers);
      res.end();
    } else {
      headers = entry.headers.slice();
      headers.push('x-request-id', id, 'x-cache', 'hit', 'content-length', String(entry.body.length));
      res.writeHead(status, headers);
      res.end(entry.body);
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = target.kind === 'rest' ? `${REST_BASE}${target.route}` : '/graphql';
    this.recordLatency(req.method ?? 'GET', route, status, seconds);
    if (!this.logHits) return;
    logRequestLine(this.services.logger, {
      id,
      method: req.method,
      url: req.url ?? '',
      status,
      seconds,
      ip: clientAddress(req, this.trust),
      extra: { cache: 'hit' },
    });
  }

  /** Keeps what the app sends for a miss, and stores it if it is a clean 200 for everyone. */
  private capture(res: ServerResponse, target: Target, key: string, generation: string) {
    res.setHeader('X-Cache', 'miss');
    const chunks: Buffer[] = [];
    let bytes = 0;
    let headers: CachedResponse['headers'] | null = null;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (bytes > MAX_ENTRY_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      const buf =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      bytes += buf.length;
      chunks.push(buf);
    };
    const { write, end } = res;
    res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown) {
      keep(chunk, encoding);
      return write.apply(this, arguments as unknown as Parameters<typeof write>);
    } as typeof res.write;
    res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown) {
      keep(chunk, encoding);
      headers = storedHeaders(this);
      return end.apply(this, arguments as unknown as Parameters<typeof end>);
    } as typeof res.end;
    res.once('finish', () => {
      if (res.statusCode !== 200 || !headers || bytes > MAX_ENTRY_BYTES) return;
      const body = Buffer.concat(chunks);
      if (target.kind === 'graphql' && !cleanGraphQLAnswer(body)) return;
      this.store.set(key, { headers, body }, generation);
    });
  }
}

/** The headers of an answer as stored; null when it must not be (it sets a cookie, or has no type). */
function storedHeaders(res: ServerResponse): CachedResponse['headers'] | null {
  const all = res.getHeaders();
  if (all['set-cookie'] !== undefined || all['content-type'] === undefined) return null;
  const kept: string[] = [];
  for (const [name, value] of Object.entries(all)) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) kept.push(name, String(one));
  }
  return kept;
}

/** Data and no errors (a resolver error answers 200 too, and must not be replayed). */
function cleanGraphQLAnswer(body: Buffer): boolean {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    return isObject(parsed) && isObject(parsed.data) && parsed.errors === undefined;
  } catch {
    return false;
  }
}

/** The cache when PUBLIC_CACHE_TTL_SECONDS is above 0: in Redis with REDIS_URL, else in this process. */
export function createPublicCache(services: Services): PublicCache | null {
  const { config } = services;
  if (config.publicCacheTtlSeconds === 0) return null;
  const ttlMs = config.publicCacheTtlSeconds * 1000;
  const store = services.redis
    ? new RedisResponseCache(services.redis, ttlMs, services.logger)
    : new MemoryResponseCache(ttlMs, services.clock);
  return new PublicCache(services, store);
}
