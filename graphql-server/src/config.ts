import path from 'node:path';

/**
 * Every setting of the server, read once from the environment. Each has a development default so
 * that `npm start` needs no .env; production refuses to start on a missing secret instead of
 * silently using the development value.
 */
export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  /** Origins allowed to make state-changing calls and open websockets (PUBLIC_URL's origin plus ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  smtpUrl: string | null;
  smtpFrom: string;
  redisUrl: string | null;
  sessionSecret: string;
  seedDemo: 'auto' | boolean;
  adminCollegeIds: string[];
  allowedEmailDomains: string[];
  trustProxy: boolean | number | string;
  /** log2 of scrypt's N; OWASP asks for 2^17. Tests use a cheap value. */
  scryptLogN: number;
  /** Where the built web app lives (index.html, assets/, graphiql.html). */
  webDist: string;
  logLevel: 'silent' | 'info';
}

export class ConfigError extends Error {}

/** The repository root: this file sits in graphql-server/src (sources) or graphql-server/dist (build). */
const REPO_ROOT = path.join(__dirname, '..', '..');

const DEV_SESSION_SECRET = 'development-only-session-secret-change-me';

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function int(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return n;
}

function url(name: string, value: string, protocols: string[]): URL {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${value}")`);
  }
  return parsed;
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
  const publicUrl = url('PUBLIC_URL', env.PUBLIC_URL?.trim() || `http://localhost:${port || 4000}`, ['http:', 'https:']);
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

  let trustProxy: Config['trustProxy'] = false;
  const tp = env.TRUST_PROXY?.trim();
  if (tp) {
    if (tp === 'true') trustProxy = true;
    else if (tp === 'false') trustProxy = false;
    else if (/^\d+$/.test(tp)) trustProxy = Number(tp);
    else trustProxy = tp; // e.g. "loopback" or a subnet list, as Express understands it
  }

  // npm runs the server's scripts inside graphql-server/: a relative DATA_DIR means the directory
  // npm was started from, and the default is the repository's ./data.
  const base = env.INIT_CWD || process.cwd();
  const dataDir = env.DATA_DIR?.trim() ? path.resolve(base, env.DATA_DIR.trim()) : path.join(REPO_ROOT, 'data');
  const origins = [publicUrl.origin, ...list(env.ALLOWED_ORIGINS).map((o) => url('ALLOWED_ORIGINS', o, ['http:', 'https:']).origin)];

  return {
    env: nodeEnv,
    isProduction,
    port,
    dataDir,
    databaseUrl,
    publicUrl: publicUrl.origin + publicUrl.pathname.replace(/\/$/, ''),
    allowedOrigins: [...new Set(origins)],
    smtpUrl,
    smtpFrom: env.SMTP_FROM?.trim() || 'Campus Market <no-reply@campus-market.local>',
    redisUrl,
    sessionSecret: sessionSecret || DEV_SESSION_SECRET,
    seedDemo,
    adminCollegeIds: list(env.ADMIN_COLLEGE_IDS),
    allowedEmailDomains: list(env.ALLOWED_EMAIL_DOMAINS).map((d) => d.toLowerCase().replace(/^@/, '')),
    trustProxy,
    scryptLogN: int('SCRYPT_LOG_N', env.SCRYPT_LOG_N, 17, isProduction ? 17 : 4, 20),
    webDist: env.WEB_DIST?.trim() ? path.resolve(base, env.WEB_DIST.trim()) : path.join(REPO_ROOT, 'web', 'dist'),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
  };
}
