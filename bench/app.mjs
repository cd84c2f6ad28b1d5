// The app under test: the built server (graphql-server/dist/main.js) in production mode, one
// process per configuration, on a free port, its output in a log file of the run.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep, stopChild, track } from './procs.mjs';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MAIN_JS = path.join(ROOT, 'graphql-server', 'dist', 'main.js');

/** One secret per run, shared by the app and the baseline (the baseline reads the app's sessions). */
export const SESSION_SECRET = crypto.randomBytes(32).toString('hex');

/**
 * Starts the app and waits until /readyz answers 200 (migrations done, database answering).
 * `databaseUrl` null: SQLite in `dataDir`. `cacheTtl`: PUBLIC_CACHE_TTL_SECONDS (0: off).
 */
function appEnv({ databaseUrl, dataDir, poolSize }) {
  return {
    // Not the caller's whole environment: a stray DATABASE_URL, REDIS_URL or S3_* must not leak in.
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SESSION_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DB_POOL_SIZE: String(poolSize) } : {}),
  };
}

export async function startApp({ name, databaseUrl, dataDir, cacheTtl = 0, poolSize, logDir }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...appEnv({ databaseUrl, dataDir, poolSize }),
    PORT: String(port),
    PUBLIC_URL: url,
    PUBLIC_CACHE_TTL_SECONDS: String(cacheTtl),
  };
  const logFile = path.join(logDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = track(spawn(process.execPath, [MAIN_JS], { env, stdio: ['ignore', out, out], detached: true }), name);
  fs.closeSync(out);
  const end = Date.now() + 180_000; // a first start on a big database may build indexes
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}):\n${tail(logFile)}`);
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // Not listening yet (or the probe timed out): the loop tries again until the deadline.
    }
    if (Date.now() > end) throw new Error(`${name} was not ready within 180 s:\n${tail(logFile)}`);
    await sleep(200);
  }
  return { name, url, port, pid: child.pid, logFile, stop: () => stopChild(child) };
}

/** The app's own migrations build the schema: start it once on the empty database, then stop it. */
export async function migrate(options) {
  const app = await startApp({ ...options, name: `${options.name}-migrate` });
  await app.stop();
}

/**
 * After a bulk load that bypassed the app's services: the operator commands that rebuild what the
 * app derives from products in code (today `npm run search:reindex`, MariaDB's search table), when
 * the build has them. Run without the statement time limit: a rebuild of 1M rows takes a while.
 */
export function afterBulkLoad({ databaseUrl, dataDir, poolSize, log }) {
  for (const script of ['search-reindex.js']) {
    const file = path.join(ROOT, 'graphql-server', 'dist', 'scripts', script);
    if (!fs.existsSync(file)) continue;
    const env = { ...appEnv({ databaseUrl, dataDir, poolSize }), DB_STATEMENT_TIMEOUT_MS: '3600000' };
    const r = spawnSync(process.execPath, [file], { env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${script} failed:\n${r.stderr || r.stdout}`);
    log(`${script}: ${r.stdout.trim().split('\n').pop()}`);
  }
}

export function tail(file, lines = 25) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
