import { createHash } from 'node:crypto';
import path from 'node:path';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import {
  CACHE_BOUNDS,
  type CachedResponse,
  type Lookup,
  LruMap,
  MemoryResponseCache,
  RedisResponseCache,
  type ResponseCache,
} from '../lib/response-cache';
import type { Services } from '../services';
import { clientAddress, compileTrust, type TrustFunction } from './client-address';
import { type ReadRequest, attachBody } from './public-cache-body';
import { GraphQLKeys, type HashedGet, REST_BASE, type Target, targetOf } from './public-cache-keys';
import { type PersistedDocuments, loadPersistedDocuments, persistedDocumentsFile } from './persisted-documents';
import { captureAnswer, cleanGraphQLAnswer, notModified } from './public-cache-answers';
import { type PageTarget, pageTargets } from './public-cache-pages';
import { SHELL_HEADER } from './ssr-pages';
import { templateReader } from './built-files';
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

/** Distinct request bodies (query and variables) remembered as public lists, with their keys. */
const PUBLIC_BODIES = 5000;

/** A public list (REST or GraphQL) or a server-rendered landing page. */
type AnyTarget = Target | PageTarget;

export class PublicCache {
  private readonly graphqlKeys = new GraphQLKeys();
  /** GraphQL bodies (a hash of their bytes) already judged public lists, with their keys: their lookups skip parsing the body. */
  private readonly publicBodies = new LruMap<string, string>(PUBLIC_BODIES);
  private readonly trust: TrustFunction;
  private readonly counts;
  private readonly recordLatency: ReturnType<typeof latencyRecorder>;
  private readonly logHits: boolean;
  private readonly unsubscribe: (() => void)[];
  private readonly pageTarget: ReturnType<typeof pageTargets>;

  constructor(
    private readonly services: Services,
    private readonly store: ResponseCache,
    private readonly persisted: PersistedDocuments,
  ) {
    const { metrics } = services;
    this.trust = compileTrust(services.config.trustProxy);
    this.pageTarget = pageTargets(templateReader(path.join(services.config.webDist, 'index.html')));
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
      const target = targetOf(req) ?? this.pageTarget(req);
      if (!target) app(req, res);
      else if (target.kind === 'page') this.lookup(req, res, app, target, target.key);
      else if (target.kind === 'rest') this.lookup(req, res, app, target, target.key);
      else if (target.get) this.hashedGet(req, res, app, target, target.get);
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

  /**
   * A GET by hash (graphql-get.ts): the document is the persisted one of that hash, judged as a
   * body with that text would be; an unknown hash, or one that is not a public list, goes on.
   */
  private hashedGet(req: IncomingMessage, res: ServerResponse, app: RequestListener, target: Target, get: HashedGet) {
    const query = this.persisted.get(get.hash);
    const body = { query, operationName: get.operationName, variables: get.variables };
    const key = query === undefined ? null : this.graphqlKeys.keyOf(body, req.headers.accept ?? '');
    if (key === null) app(req, res);
    else this.lookup(req, res, app, target, `GET ${key}`);
  }

  private lookup(req: IncomingMessage, res: ServerResponse, app: RequestListener, target: AnyTarget, key: string) {
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
    target: AnyTarget,
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
  private serve(req: IncomingMessage, res: ServerResponse, target: AnyTarget, entry: CachedResponse) {
    const started = process.hrtime.bigint();
    const id = requestIdOf(req);
    let status = 200;
    let headers: string[];
    if (target.kind !== 'graphql' && notModified(req, entry.headers)) {
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
    const route =
      target.kind === 'rest' ? `${REST_BASE}${target.route}` : target.kind === 'page' ? target.route : '/graphql';
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
  private capture(res: ServerResponse, target: AnyTarget, key: string, generation: string) {
    res.setHeader('X-Cache', 'miss');
    captureAnswer(res, (entry) => {
      if (target.kind === 'graphql' && !cleanGraphQLAnswer(entry.body)) return;
      // The client shell of a render that failed (ssr-pages.ts): served, never kept.
      if (target.kind === 'page' && res.getHeader(SHELL_HEADER) !== undefined) return;
      this.store.set(key, entry, generation);
    });
  }
}

/** The cache when PUBLIC_CACHE_TTL_SECONDS is above 0: in Redis with REDIS_URL, else in this process. */
export function createPublicCache(services: Services): PublicCache | null {
  const { config } = services;
  if (config.publicCacheTtlSeconds === 0) return null;
  const ttlMs = config.publicCacheTtlSeconds * 1000;
  const store = services.redis
    ? new RedisResponseCache(services.redis, ttlMs, services.logger, 'pcache:', CACHE_BOUNDS, services.redisHealth)
    : new MemoryResponseCache(ttlMs, services.clock);
  const persisted = loadPersistedDocuments(persistedDocumentsFile(config.webDist), services.logger);
  return new PublicCache(services, store, persisted);
}
