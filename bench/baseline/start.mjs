// Starts the baseline (server.mjs) as its own process on a free port, like the app, and waits
// until it answers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_SECRET, tail } from '../app.mjs';
import { freePort, sleep, stopChild, track } from '../procs.mjs';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.mjs');

/** `dialect` mysql (DATABASE_URL) or sqlite (SQLITE_FILE); `cacheHome`: the home page from memory. */
export async function startBaseline({ name, dialect, databaseUrl, sqliteFile, poolSize, logDir, cacheHome = false }) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    BASELINE_DB: dialect,
    DATABASE_URL: databaseUrl ?? '',
    SQLITE_FILE: sqliteFile ?? '',
    DB_POOL_SIZE: String(poolSize),
    SESSION_SECRET,
    CACHE_HOME: cacheHome ? '1' : '',
    NODE_ENV: 'production',
  };
  const logFile = path.join(logDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child = track(spawn(process.execPath, [SERVER], { env, stdio: ['ignore', out, out], detached: true }), name);
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  for (const end = Date.now() + 30_000; ; ) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${tail(logFile)}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet: the loop tries again until the deadline.
    }
    if (Date.now() > end) throw new Error(`${name} did not start:\n${tail(logFile)}`);
    await sleep(100);
  }
  return { name, url, pid: child.pid, stop: () => stopChild(child) };
}
