// `npm run bench:backfill`: an upgrade onto a big MariaDB whose search postings are not built yet
// (docs/operations.md#upgrades), measured from outside. On a database seeded by `npm run bench -- --db mariadb
// --datadir DIR` (kept in DIR), it:
//   1. puts the database back to before the postings: drops `product_terms` and `background_jobs`
//      and forgets their migrations (what a database of the release before migration 10 holds);
//   2. starts the built app and times its start until /readyz answers 200;
//   3. measures home and one-word searches (one client, then 8) while the background fill runs;
//   4. waits for `campus_search_backfill_remaining` to reach 0 (the fill's total time);
//   5. measures the same again with no fill running.
// Figures for the notes, not a test: nothing is asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SESSION_SECRET, MAIN_JS } from './app.mjs';
import { startMariaDb } from './mariadb.mjs';
import { measure } from './measure.mjs';
import { freePort, killAllSync, sleep, stopAll, track } from './procs.mjs';
import { spawn } from 'node:child_process';

const { values: opt } = parseArgs({
  options: {
    datadir: { type: 'string' },
    size: { type: 'string', default: '1M' },
    duration: { type: 'string', default: '10' },
    'batch-size': { type: 'string' },
    'pause-ms': { type: 'string' },
  },
});
if (!opt.datadir) {
  console.error(
    'usage: npm run bench:backfill -- --datadir DIR [--size 1M] [--duration 10] [--batch-size N] [--pause-ms N]\n(DIR holds a MariaDB seeded by `npm run bench -- --db mariadb --size 1M --datadir DIR`)',
  );
  process.exit(2);
}
const dir = path.join(opt.datadir, `mariadb-${opt.size}`);
const meta = JSON.parse(fs.readFileSync(path.join(dir, 'seed.json'), 'utf8'));
const began = Date.now();
const log = (msg) => console.log(`[${String(Math.round((Date.now() - began) / 1000)).padStart(4)} s] ${msg}`);
process.on('exit', killAllSync);
process.on('SIGINT', () => process.exit(130));

const db = await startMariaDb({ dir: path.join(dir, 'mariadb'), products: meta.products });
log(`private ${db.version} on 127.0.0.1:${db.port}`);
db.sql(`USE campus_market;
  DROP TABLE IF EXISTS product_terms;
  DROP TABLE IF EXISTS background_jobs;
  DELETE FROM migrations WHERE name IN ('ProductTerms1700000000010', 'BackgroundJobs1700000000011');`);
const approved = Number(db.sql("SELECT COUNT(*) FROM campus_market.products WHERE status = 'Approved'").trim());
log(`postings dropped: ${approved.toLocaleString('en')} approved products to index`);
const warmed = db.warm();
log(`buffer pool warmed (${warmed} indexes)`);

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const token = 'bench-metrics-token-0123456789';
const logFile = path.join(os.tmpdir(), `cm-backfill-${Date.now()}.log`);
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
  METRICS_TOKEN: token,
  PUBLIC_CACHE_TTL_SECONDS: '0',
  ...(opt['batch-size'] ? { SEARCH_BACKFILL_BATCH_SIZE: opt['batch-size'] } : {}),
  ...(opt['pause-ms'] ? { SEARCH_BACKFILL_PAUSE_MS: opt['pause-ms'] } : {}),
};
const started = Date.now();
const child = track(spawn(process.execPath, [MAIN_JS], { env, stdio: ['ignore', out, out], detached: true }), 'app');
for (;;) {
  if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}); see ${logFile}`);
  const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await sleep(100);
}
const readyMs = Date.now() - started;
log(`ready (/readyz 200) ${(readyMs / 1000).toFixed(1)} s after start`);

const remaining = async () => {
  const text = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
  const m = /^campus_search_backfill_remaining(?:\{[^}]*\})? (\S+)$/m.exec(text);
  return m ? Number(m[1]) : null;
};

const rest = (p) => ({ method: 'GET', path: p });
const rotating = (values, make) => {
  const requests = values.map(make);
  let i = 0;
  return [{ ...requests[0], setupRequest: (req) => ({ ...req, ...requests[i++ % requests.length] }) }];
};
const scenarios = [
  { name: 'home', requests: [rest('/api/v1/product/all-products-for-homepage?first=12')] },
  {
    name: 'search (rare)',
    requests: rotating(meta.rareTerms, (t) => rest(`/api/v1/product/search?query=${encodeURIComponent(t)}&first=24`)),
  },
  {
    name: 'search (common)',
    requests: rotating(meta.commonTerms, (t) => rest(`/api/v1/product/search?query=${encodeURIComponent(t)}&first=24`)),
  },
];
const duration = Number(opt.duration);
async function measureAll(phase) {
  const rows = [];
  for (const s of scenarios) {
    for (const connections of [1, 8]) {
      const m = await measure({ url, requests: s.requests, connections, duration, warmup: 1 });
      rows.push({
        phase,
        scenario: s.name,
        connections,
        p50: m.p50,
        p95: m.p95,
        max: m.max,
        rps: m.requestsPerSecond,
        failed: m.non2xx + m.errors,
      });
      log(
        `${phase}: ${s.name} ×${connections}: p95 ${m.p95} ms, ${m.requestsPerSecond} req/s, ${m.non2xx + m.errors} failed; ${await remaining()} left to index`,
      );
    }
  }
  return rows;
}

const during = await measureAll('during the fill');
let last = await remaining();
while (last !== 0) {
  await sleep(2000);
  last = await remaining();
}
const fillMs = Date.now() - started;
log(`backfill complete ${(fillMs / 1000).toFixed(0)} s after start`);
const after = await measureAll('no fill running');
const lines = fs
  .readFileSync(logFile, 'utf8')
  .split('\n')
  .filter((l) => /backfill|search index/.test(l));
console.log(`\nThe app's backfill lines:\n${lines.map((l) => `  ${l}`).join('\n')}`);
console.log(
  `\n| | value |\n|---|---:|\n| approved products | ${approved.toLocaleString('en')} |\n| start to /readyz | ${(readyMs / 1000).toFixed(1)} s |\n| start to backfill complete | ${(fillMs / 1000).toFixed(0)} s |`,
);
console.log(
  '\n| scenario | clients | p95 during the fill (ms) | p95 without (ms) | req/s during | req/s without |\n|---|---:|---:|---:|---:|---:|',
);
for (const d of during) {
  const a = after.find((x) => x.scenario === d.scenario && x.connections === d.connections);
  console.log(`| ${d.scenario} | ${d.connections} | ${d.p95} | ${a.p95} | ${d.rps} | ${a.rps} |`);
}
console.log(
  `\nload average at the end: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}; app log ${logFile}`,
);
await stopAll();
process.exit(0);
