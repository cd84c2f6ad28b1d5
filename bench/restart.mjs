// `npm run bench:restart`: a restart on a big MariaDB whose search fill has completed (each
// instance of a rolling deploy), measured from outside. On a database seeded by `npm run bench --
// --db mariadb --datadir DIR` (kept in DIR), it starts the built app twice:
//   recorded:   the fill's job row says complete (as every start after a fill or `search:reindex`
//               finds it): the start trusts it and counts what the tables lack in the background;
//   unrecorded: the row says a run is wanted although nothing is missing, so the start counts
//               first and one-word searches take FULLTEXT meanwhile (every start did so before the
//               record was trusted);
// and for each, from the first 200 of /readyz (polled every 10 ms), asks common one-word searches
// back to back (one client) for --seconds, then prints each second's median and slowest answer.
// Figures for the notes, not a test: nothing is asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAIN_JS, SESSION_SECRET } from './app.mjs';
import { startMariaDb } from './mariadb.mjs';
import { freePort, killAllSync, sleep, stopAll, stopChild, track } from './procs.mjs';

const { values: opt } = parseArgs({
  options: {
    datadir: { type: 'string' },
    size: { type: 'string', default: '1M' },
    seconds: { type: 'string', default: '5' },
  },
});
if (!opt.datadir) {
  console.error('usage: npm run bench:restart -- --datadir DIR [--size 1M] [--seconds 5]');
  process.exit(2);
}
const dir = path.join(opt.datadir, `mariadb-${opt.size}`);
const meta = JSON.parse(fs.readFileSync(path.join(dir, 'seed.json'), 'utf8'));
const began = Date.now();
const log = (msg) => console.log(`[${String(Math.round((Date.now() - began) / 1000)).padStart(4)} s] ${msg}`);
process.on('exit', killAllSync);
process.on('SIGINT', () => process.exit(130));

const db = await startMariaDb({ dir: path.join(dir, 'mariadb'), products: meta.products });
log(`private ${db.version} on 127.0.0.1:${db.port}; buffer pool warmed (${db.warm()} indexes)`);
const JOB = "FROM campus_market.background_jobs WHERE name = 'search-backfill'";
const RECORD = {
  recorded: `UPDATE campus_market.background_jobs SET position = '', remaining = 0, finished_at = NOW(3) WHERE name = 'search-backfill'`,
  unrecorded: `UPDATE campus_market.background_jobs SET position = '', remaining = NULL, finished_at = NULL, updated_at = NOW(3) WHERE name = 'search-backfill'`,
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function startOnce(mode) {
  db.sql(RECORD[mode]);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `cm-restart-${mode}-${Date.now()}.log`);
  const out = fs.openSync(logFile, 'a');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: path.join(dir, 'app-data'),
    DATABASE_URL: db.url,
    SESSION_SECRET,
    SEED_DEMO: 'false',
    PUBLIC_CACHE_TTL_SECONDS: '0',
  };
  const started = Date.now();
  const child = track(spawn(process.execPath, [MAIN_JS], { env, stdio: ['ignore', out, out], detached: true }), 'app');
  fs.closeSync(out);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}); see ${logFile}`);
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(10);
  }
  const ready = Date.now();
  const answers = []; // [ms after /readyz at the answer, latency ms]
  for (let i = 0; Date.now() - ready < Number(opt.seconds) * 1000; i++) {
    const word = meta.commonTerms[i % meta.commonTerms.length];
    const t = performance.now();
    const r = await fetch(`${url}/api/v1/product/search?query=${encodeURIComponent(word)}&first=24`);
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`search "${word}" answered ${r.status}`);
    answers.push([Date.now() - ready, performance.now() - t]);
  }
  await stopChild(child);
  const lines = fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => /search index|search backfill/.test(l));
  const seconds = [];
  for (let s = 0; s < Number(opt.seconds); s++) {
    const ms = answers
      .filter(([at]) => at >= s * 1000 && at < (s + 1) * 1000)
      .map(([, l]) => l)
      .sort((a, b) => a - b);
    seconds.push(ms.length ? `${percentile(ms, 50).toFixed(0)} / ${ms[ms.length - 1].toFixed(0)} (${ms.length})` : '–');
  }
  log(
    `${mode}: /readyz ${((ready - started) / 1000).toFixed(1)} s after start; first search ${answers[0][1].toFixed(0)} ms`,
  );
  for (const l of lines) log(`  ${l.slice(0, 200)}`);
  return { mode, readyMs: ready - started, first: answers[0][1], seconds };
}

const results = [];
for (const mode of ['recorded', 'unrecorded']) results.push(await startOnce(mode));
db.sql(RECORD.recorded); // leave the database as it was: the fill complete
log(`job row at the end: ${db.sql(`SELECT position, remaining, finished_at ${JOB}`).trim()}`);
console.log(
  `\n| start | /readyz after | first search (ms) | ${Array.from({ length: Number(opt.seconds) }, (_, s) => `second ${s + 1}: p50 / max (n)`).join(' | ')} |`,
);
console.log(`|---|---:|---:|${'---:|'.repeat(Number(opt.seconds))}`);
for (const r of results)
  console.log(`| ${r.mode} | ${(r.readyMs / 1000).toFixed(1)} s | ${r.first.toFixed(0)} | ${r.seconds.join(' | ')} |`);
console.log(
  `\n${meta.products.toLocaleString('en')} products; load average at the end: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`,
);
await stopAll();
process.exit(0);
