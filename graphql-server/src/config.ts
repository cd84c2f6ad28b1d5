import { createHash } from 'node:crypto';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { LOG_LEVELS, type LogFormat, type LogLevel, defaultLogFormat } from './lib/logger';
import { parseS3 } from './config-s3';
import type { S3Settings } from './modules/uploads';
import {
  ConfigError,
  abuseSettings,
  apiTokenSettings,
  bool,
  int,
  list,
  num,
  oneOf,
  timeZone,
  url,
} from './config-values';

// Importers read every setting, its type and its error from config.ts.
export { ConfigError, type S3Settings };

/**
 * Every setting of the server, read once from the environment. Each has a development default so
 * that `npm start` needs no .env; production refuses to start on a missing secret instead of
 * silently using the development value.
 */
export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /**
   * STOP_GRACE_MS: on stop, how long requests in flight (and the database work of those whose
   * client went away) and background work may take to finish before they are cancelled and their
   * connections cut; the database closes after them (README "Stopping").
   */
  stopGraceMs: number;
  dataDir: string;
  databaseUrl: string | null;
  /** MySQL/MariaDB: longest a statement may run before it is interrupted (503); SQLite: the busy timeout. */
  dbStatementTimeoutMs: number;
  /** MySQL/MariaDB: longest a request waits for a pooled connection (503). */
  dbAcquireTimeoutMs: number;
  /** MySQL/MariaDB: connections in the pool. */
  dbPoolSize: number;
  /**
   * MySQL/MariaDB's background search backfill (modules/search/backfill.ts): products a
   * batch covers (SEARCH_BACKFILL_BATCH_SIZE), the pause after each batch (SEARCH_BACKFILL_PAUSE_MS),
   * and how long a holder's lease lasts unless renewed by its next batch (SEARCH_BACKFILL_LEASE_MS).
   */
  searchBackfill: { batchSize: number; pauseMs: number; leaseMs: number };
  publicUrl: string;
  /** Origins allowed to make state-changing calls and open websockets (PUBLIC_URL's origin plus ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  smtpUrl: string | null;
  smtpFrom: string;
  redisUrl: string | null;
  /**
   * REDIS_KEY_PREFIX: put before every Redis key and pub/sub channel of this deployment, so that two
   * deployments on one Redis share nothing. Ends with a colon.
   */
  redisKeyPrefix: string;
  /** REDIS_COMMAND_TIMEOUT_MS: a Redis command unanswered after this fails, and Redis counts as down until a ping answers. */
  redisCommandTimeoutMs: number;
  /** Images in an S3-compatible bucket (S3_BUCKET set), else null: files under DATA_DIR/uploads. */
  s3: S3Settings | null;
  sessionSecret: string;
  seedDemo: 'auto' | boolean;
  adminCollegeIds: string[];
  allowedEmailDomains: string[];
  /**
   * Express's `trust proxy`: false, a hop count, or the proxies' own addresses/CIDRs (or the names
   * loopback, linklocal, uniquelocal). Only the list form cannot be spoofed by a client that
   * reaches the app port directly.
   */
  trustProxy: boolean | number | string[];
  /** log2 of scrypt's N; OWASP asks for 2^17. Tests use a cheap value. */
  scryptLogN: number;
  /** Where the built web app lives (index.html, assets/, graphiql.html). */
  webDist: string;
  /** LOG_LEVEL: debug, info (default), warn, error or silent. */
  logLevel: LogLevel;
  /** LOG_FORMAT: json (default), or pretty (default on a development terminal). */
  logFormat: LogFormat;
  /** METRICS_PORT: a separate listener for GET /metrics (null: none). */
  metricsPort: number | null;
  /** METRICS_HOST: the address the metrics listener binds (default 127.0.0.1). */
  metricsHost: string;
  /** METRICS_TOKEN: GET /metrics on the main port with `Authorization: Bearer <token>` (null: 404 there). */
  metricsToken: string | null;
  /** graphql-ws caps (docs/product.md#limits): open subscriptions per socket, open sockets per signed-in user and per client address. */
  wsMaxSubscriptionsPerSocket: number;
  wsMaxSocketsPerUser: number;
  wsMaxSocketsPerAddress: number;
  /** SSR_TIMEOUT_MS: a landing page's server render that takes longer answers the client shell instead (default 1000). */
  ssrTimeoutMs: number;
  /** PUBLIC_CACHE_TTL_SECONDS: how long an anonymous public list may be served from the response cache (0: no cache). */
  publicCacheTtlSeconds: number;
  /** SAVED_SEARCH_ALERT_INTERVAL_SECONDS: at most one alert per saved search in this many seconds; later matches wait and go out as one. */
  savedSearchAlertIntervalSeconds: number;
  /** OFFER_EXPIRY_HOURS: an offer nobody answered expires after this many hours (default 48; fractions allowed). */
  offerExpiryHours: number;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: webhooks may go to private, loopback and link-local addresses (default false). */
  webhookAllowPrivateNetworks: boolean;
  /** API_TOKEN_RATE_PER_MINUTE: calls per minute of one API token (default 600). */
  apiTokenRatePerMinute: number;
  /** API_CORS_ORIGINS: origins whose pages get CORS for bearer calls (none by default). */
  apiCorsOrigins: string[];
  /** REPORT_HIDE_THRESHOLD: a listing reported by this many different users leaves the public lists until staff decide. */
  reportHideThreshold: number;
  /** REPORT_MIN_ACCOUNT_AGE_HOURS: only reports from accounts older than this count towards the threshold (0: all). */
  reportMinAccountAgeHours: number;
  /** REPORT_DISMISS_IMMUNITY_DAYS: after staff dismiss a listing's reports, reports cannot hide it for this long. */
  reportDismissImmunityDays: number;
  /** PRICE_DROP_ALERT_INTERVAL_HOURS: at most one price-drop alert per follower and listing in this many hours. */
  priceDropAlertIntervalHours: number;
  /** TIME_ZONE: the campus's zone, which every absolute time on the web is written in, on the server and in the browser alike. */
  timeZone: string;
}

/** The repository root: this file sits in graphql-server/src (sources) or graphql-server/dist (build). */
const REPO_ROOT = path.join(__dirname, '..', '..');

const DEV_SESSION_SECRET = 'development-only-session-secret-change-me';

/** TRUST_PROXY: unset/false, true, a hop count, or a comma list of proxy addresses, CIDRs or proxy-addr names. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const tp = value?.trim();
  if (!tp || tp === 'false') return false;
  if (tp === 'true') return true;
  if (/^\d+$/.test(tp)) return Number(tp);
  const entries = list(tp);
  try {
    proxyaddr.compile(entries); // throws on anything that is not an address, a CIDR or a known name
  } catch (err) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma list of the proxies' addresses or CIDRs, e.g. 10.0.0.5,10.1.0.0/16 (${(err as Error).message})`,
    );
  }
  return entries;
}

/** METRICS_TOKEN: a bearer token long enough not to be guessed. */
function metricsToken(value: string | undefined): string | null {
  const token = value?.trim();
  if (!token) return null;
  if (token.length < 16 || !/^[\x21-\x7e]+$/.test(token)) {
    throw new ConfigError(
      'METRICS_TOKEN must be at least 16 printable characters without spaces, e.g. `openssl rand -hex 32`',
    );
  }
  return token;
}

/**
 * REDIS_KEY_PREFIX, or by default one per database: `cm:<database name>:` with DATABASE_URL (every
 * instance of a deployment names the same database), else `cm:sqlite-<hash of DATA_DIR>:`.
 */
function redisKeyPrefix(value: string | undefined, databaseUrl: string | null, dataDir: string): string {
  const given = value?.trim();
  if (given) {
    // No glob characters, so that a SCAN for `<prefix>*` matches this deployment's keys only.
    if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(given)) {
      throw new ConfigError(`REDIS_KEY_PREFIX must be 1 to 64 letters, digits and _ . : - (got "${value}")`);
    }
    return given.endsWith(':') ? given : `${given}:`;
  }
  if (databaseUrl) {
    // The path's own spelling (still %-encoded): any character outside the allowed ones becomes _.
    const name = new URL(databaseUrl).pathname.replace(/^\//, '').replace(/[^A-Za-z0-9_.-]/g, '_');
    return `cm:${name.slice(0, 60) || 'mysql'}:`;
  }
  return `cm:sqlite-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}:`;
}

/**
 * SEARCH_BACKFILL_*. The lease is renewed once a batch: it must outlast a pause and a batch with
 * room to spare, or a waiting instance would take the job over from a live holder.
 */
function searchBackfill(env: NodeJS.ProcessEnv): Config['searchBackfill'] {
  const batchSize = int('SEARCH_BACKFILL_BATCH_SIZE', env.SEARCH_BACKFILL_BATCH_SIZE, 2000, 1, 100_000);
  const pauseMs = int('SEARCH_BACKFILL_PAUSE_MS', env.SEARCH_BACKFILL_PAUSE_MS, 100, 0, 60_000);
  const leaseMs = int('SEARCH_BACKFILL_LEASE_MS', env.SEARCH_BACKFILL_LEASE_MS, 15_000, 1000, 3_600_000);
  if (leaseMs < 2 * pauseMs + 1000) {
    throw new ConfigError(
      `SEARCH_BACKFILL_LEASE_MS must be at least twice SEARCH_BACKFILL_PAUSE_MS plus a second (got ${leaseMs} and ${pauseMs})`,
    );
  }
  return { batchSize, pauseMs, leaseMs };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const isProduction = nodeEnv === 'production';

  const sessionSecret = env.SESSION_SECRET?.trim() || '';
  if (isProduction && !sessionSecret) {
    throw new ConfigError(
      'SESSION_SECRET is required when NODE_ENV=production: set it to a long random value, e.g. `openssl rand -hex 32`',
    );
  }
  if (isProduction && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters long in production');
  }

  const port = int('PORT', env.PORT, 4000, 0, 65535);
  const publicUrl = url('PUBLIC_URL', env.PUBLIC_URL?.trim() || `http://localhost:${port || 4000}`, [
    'http:',
    'https:',
  ]);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl) url('DATABASE_URL', databaseUrl, ['mysql:', 'mariadb:']);
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl) url('REDIS_URL', redisUrl, ['redis:', 'rediss:']);
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) url('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);

  const seed = env.SEED_DEMO?.trim().toLowerCase();
  let seedDemo: Config['seedDemo'] = 'auto';
  if (seed === 'true' || seed === '1') seedDemo = true;
  else if (seed === 'false' || seed === '0') seedDemo = false;
  else if (seed) throw new ConfigError(`SEED_DEMO must be true or false (got "${env.SEED_DEMO}")`);

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const s3 = parseS3(env);

  // npm runs the server's scripts inside graphql-server/: a relative DATA_DIR means the directory
  // npm was started from, and the default is the repository's ./data.
  const base = env.INIT_CWD || process.cwd();
  const dataDir = env.DATA_DIR?.trim() ? path.resolve(base, env.DATA_DIR.trim()) : path.join(REPO_ROOT, 'data');
  const origins = [
    publicUrl.origin,
    ...list(env.ALLOWED_ORIGINS).map((o) => url('ALLOWED_ORIGINS', o, ['http:', 'https:']).origin),
  ];

  return {
    env: nodeEnv,
    isProduction,
    port,
    stopGraceMs: int('STOP_GRACE_MS', env.STOP_GRACE_MS, 3000, 0, 600_000),
    dataDir,
    databaseUrl,
    dbStatementTimeoutMs: int('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, 5000, 100, 3_600_000),
    dbAcquireTimeoutMs: int('DB_ACQUIRE_TIMEOUT_MS', env.DB_ACQUIRE_TIMEOUT_MS, 3000, 100, 600_000),
    dbPoolSize: int('DB_POOL_SIZE', env.DB_POOL_SIZE, 10, 1, 1000),
    searchBackfill: searchBackfill(env),
    publicUrl: publicUrl.origin + publicUrl.pathname.replace(/\/$/, ''),
    allowedOrigins: [...new Set(origins)],
    smtpUrl,
    smtpFrom: env.SMTP_FROM?.trim() || 'Campus Market <no-reply@campus-market.local>',
    redisUrl,
    redisKeyPrefix: redisKeyPrefix(env.REDIS_KEY_PREFIX, databaseUrl, dataDir),
    redisCommandTimeoutMs: int('REDIS_COMMAND_TIMEOUT_MS', env.REDIS_COMMAND_TIMEOUT_MS, 500, 50, 60_000),
    s3,
    sessionSecret: sessionSecret || DEV_SESSION_SECRET,
    seedDemo,
    adminCollegeIds: list(env.ADMIN_COLLEGE_IDS),
    allowedEmailDomains: list(env.ALLOWED_EMAIL_DOMAINS).map((d) => d.toLowerCase().replace(/^@/, '')),
    trustProxy,
    scryptLogN: int('SCRYPT_LOG_N', env.SCRYPT_LOG_N, 17, isProduction ? 17 : 4, 20),
    webDist: env.WEB_DIST?.trim() ? path.resolve(base, env.WEB_DIST.trim()) : path.join(REPO_ROOT, 'web', 'dist'),
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, 'info'),
    logFormat: oneOf('LOG_FORMAT', env.LOG_FORMAT, ['json', 'pretty'] as const, defaultLogFormat(isProduction)),
    metricsPort: env.METRICS_PORT?.trim() ? int('METRICS_PORT', env.METRICS_PORT, 0, 0, 65535) : null,
    metricsHost: env.METRICS_HOST?.trim() || '127.0.0.1',
    metricsToken: metricsToken(env.METRICS_TOKEN),
    wsMaxSubscriptionsPerSocket: int(
      'WS_MAX_SUBSCRIPTIONS_PER_SOCKET',
      env.WS_MAX_SUBSCRIPTIONS_PER_SOCKET,
      20,
      1,
      1000,
    ),
    wsMaxSocketsPerUser: int('WS_MAX_SOCKETS_PER_USER', env.WS_MAX_SOCKETS_PER_USER, 10, 1, 1000),
    // A whole hostel can sit behind one address (NAT), so this one is generous.
    wsMaxSocketsPerAddress: int('WS_MAX_SOCKETS_PER_ADDRESS', env.WS_MAX_SOCKETS_PER_ADDRESS, 500, 1, 100_000),
    ssrTimeoutMs: int('SSR_TIMEOUT_MS', env.SSR_TIMEOUT_MS, 1000, 50, 60_000),
    // Writes clear the cache at once; the TTL bounds what changes with time alone (a discount ending).
    publicCacheTtlSeconds: int('PUBLIC_CACHE_TTL_SECONDS', env.PUBLIC_CACHE_TTL_SECONDS, 30, 0, 3600),
    savedSearchAlertIntervalSeconds: int(
      'SAVED_SEARCH_ALERT_INTERVAL_SECONDS',
      env.SAVED_SEARCH_ALERT_INTERVAL_SECONDS,
      3600,
      1,
      7 * 24 * 3600,
    ),
    offerExpiryHours: num('OFFER_EXPIRY_HOURS', env.OFFER_EXPIRY_HOURS, 48, 0.001, 24 * 365),
    webhookAllowPrivateNetworks: bool('WEBHOOK_ALLOW_PRIVATE_NETWORKS', env.WEBHOOK_ALLOW_PRIVATE_NETWORKS, false),
    ...apiTokenSettings(env),
    ...abuseSettings(env),
    timeZone: timeZone('TIME_ZONE', env.TIME_ZONE, 'Asia/Kolkata'),
  };
}
