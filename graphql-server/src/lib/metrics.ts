import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { WEB_OPERATION_NAMES } from './web-operations';

export interface PoolStats {
  /** Connections handed out and not yet given back. */
  inUse: number;
  /** Requests waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export interface WsStats {
  connections: number;
  subscriptions: number;
}

/**
 * The operation names kept as labels: the web app's own (generated from its documents by `npm run
 * codegen`). A client picks the names it sends, so any other is "other": the label set is fixed
 * whatever anyone sends, and no made-up name can take a real one's place.
 */
const OPERATION_NAMES: ReadonlySet<string> = new Set(WEB_OPERATION_NAMES);

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Node's own metrics (event-loop lag, heap, GC, CPU, handles) belong to the process, so they are
 * collected once per process, and only when something exposes them: the event-loop monitor runs
 * a timer for as long as the process lives.
 */
let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry }); // includes nodejs_eventloop_lag_seconds
  }
  return processRegistry;
}

/**
 * The server's Prometheus metrics, one registry per Services (so tests can run several apps in one
 * process). Gauges read their value when scraped from what the pool and the websocket server keep.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly graphqlDuration: Histogram<'operation' | 'type' | 'outcome'>;
  readonly throttleRefusals: Counter<'throttle'>;
  /** Anonymous public-list requests the response cache looked up (http/public-cache.ts), by result. */
  readonly publicCacheLookups: Counter<'result'>;
  readonly publicCacheClears: Counter;
  /** Set by the database layer (db/pool-stats.ts). */
  dbPool: () => PoolStats = () => ({ inUse: 0, waiting: 0, max: 0 });
  /** Set by the graphql-ws server (http/graphql-ws-server.ts). */
  ws: () => WsStats = () => ({ connections: 0, subscriptions: 0 });
  /** Set by the search backfill (modules/search/backfill.ts): products still to index, null while not yet counted. */
  searchBackfillRemaining: () => number | null = () => 0;

  /** `processMetrics`: include Node's own metrics (set when METRICS_PORT or METRICS_TOKEN exposes them). */
  constructor(private readonly options: { processMetrics: boolean } = { processMetrics: true }) {
    if (options.processMetrics) processMetrics(); // starts the event-loop monitor now, not at the first scrape
    const registers = [this.registry];
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.graphqlDuration = new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: "GraphQL operations over HTTP by operation name (the web app's, else other), type and outcome (ok or error)",
      labelNames: ['operation', 'type', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.throttleRefusals = new Counter({
      name: 'throttle_refusals_total',
      help: 'Calls refused by a throttle, by throttle (e.g. login:ip)',
      labelNames: ['throttle'],
      registers,
    });
    this.publicCacheLookups = new Counter({
      name: 'public_cache_lookups_total',
      help: 'Anonymous public-list requests looked up in the response cache: hit, miss, or error (the store did not answer; served uncached)',
      labelNames: ['result'],
      registers,
    });
    this.publicCacheClears = new Counter({
      name: 'public_cache_clears_total',
      help: 'Times this instance cleared the public response cache (a product or user write)',
      registers,
    });
    // Read at each scrape: services.ts sets these sources after the metrics exist.
    const pool = () => this.dbPool();
    const ws = () => this.ws();
    const backfillRemaining = () => this.searchBackfillRemaining();
    new Gauge({
      name: 'db_pool_connections_in_use',
      help: 'Database connections handed out (MariaDB/MySQL pool; SQLite: 0, one synchronous connection)',
      registers,
      collect() {
        this.set(pool().inUse);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Requests waiting for a database connection',
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
    new Gauge({
      name: 'db_pool_connections_max',
      help: 'Most database connections the pool opens (DB_POOL_SIZE; SQLite: 1)',
      registers,
      collect() {
        this.set(pool().max);
      },
    });
    new Gauge({
      name: 'graphql_ws_connections',
      help: 'Open graphql-ws connections',
      registers,
      collect() {
        this.set(ws().connections);
      },
    });
    new Gauge({
      name: 'graphql_ws_subscriptions',
      help: 'Open graphql-ws subscriptions',
      registers,
      collect() {
        this.set(ws().subscriptions);
      },
    });
    new Gauge({
      name: 'campus_search_backfill_remaining',
      help: 'Products the search index still lacks (MariaDB: search rows or postings the background fill has yet to write); 0 when complete, NaN until counted at start',
      registers,
      collect() {
        this.set(backfillRemaining() ?? NaN);
      },
    });
  }

  /** `login:ip:1.2.3.4` counts as `login:ip`: the throttle, never the address or account. */
  throttleRefused(key: string): void {
    this.throttleRefusals.inc({ throttle: key.split(':').slice(0, 2).join(':') });
  }

  /**
   * The operation label: the name a client gave when it is one of the web app's operations;
   * "anonymous" without a name, "unknown" when none could be resolved (a parse or validation
   * error), "other" for any other name.
   */
  operationLabel(name: string | null | undefined, resolved: boolean): string {
    if (!resolved) return 'unknown';
    if (!name) return 'anonymous';
    return OPERATION_NAMES.has(name) ? name : 'other';
  }

  /** The Prometheus text exposition. */
  async render(): Promise<{ contentType: string; body: string }> {
    const registry = this.options.processMetrics ? Registry.merge([processMetrics(), this.registry]) : this.registry;
    return { contentType: registry.contentType, body: await registry.metrics() };
  }
}
