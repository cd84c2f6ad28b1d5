// `npm run bench`: seeds MariaDB (a private mariadbd) and SQLite with N products, then measures
// the app against a bare node:http server doing the same work (bench/baseline), scenario by
// scenario, over GraphQL and REST. See bench/README.md and docs/performance.md ("Benchmark").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAIN_JS, ROOT, afterBulkLoad, migrate, startApp } from './app.mjs';
import { startBaseline } from './baseline/start.mjs';
import { startMariaDb } from './mariadb.mjs';
import { failures, measure, statementCounter, wrongAnswers } from './measure.mjs';
import { killAllSync, sleep, stopAll } from './procs.mjs';
import { checkAgreement, deepCursor, login } from './prepare.mjs';
import { aggregate, markdown } from './report.mjs';
import { HOME_PAGE_SIZE, scenarios } from './scenarios.mjs';
import { SEED_VERSION, seed } from './seed.mjs';

const USAGE = `npm run bench -- [options]
  --size 10k|100k|1M|<n>   products to seed (default 100k)
  --db mariadb|sqlite|both  (default both)
  --duration <s>            seconds a measured run (default 10)
  --warmup <s>              seconds of unmeasured load before each run (default 2)
  --rounds <n>              rounds, app and baseline interleaved (default 3)
  --connections <n>         concurrent connections (default 32)
  --pool <n>                DB_POOL_SIZE of the app and the baseline (default 10, the app's default)
  --datadir <dir>           keep the seeded databases here and reuse them (keyed by size)
  --only <a,b>              only these scenarios (home, category, search (rare), search (common),
                            deep page, detail, wishlist, cached home)
  --no-single               skip the single-client runs
  --smoke                   tiny and quick (300 products, 1 round, 1 s runs); fails on a wrong answer or a disagreement`;

const { values: opt } = parseArgs({
  options: {
    size: { type: 'string', default: '100k' },
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    pool: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    datadir: { type: 'string' },
    only: { type: 'string' },
    'no-single': { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (opt.help) {
  console.log(USAGE);
  process.exit(0);
}

function parseSize(s) {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(s.trim());
  if (!m) throw new Error(`--size: expected 10k, 100k, 1M or a number (got "${s}")`);
  return Math.round(Number(m[1]) * { '': 1, k: 1e3, m: 1e6 }[m[2].toLowerCase()]);
}
const sizeLabel = (n) =>
  n >= 1e6 && n % 1e6 === 0 ? `${n / 1e6}M` : n >= 1e3 && n % 1e3 === 0 ? `${n / 1e3}k` : String(n);

const options = opt.smoke
  ? { size: 300, dbs: ['mariadb', 'sqlite'], duration: 1, rounds: 1, warmup: 0, connections: 32 }
  : {
      size: parseSize(opt.size),
      dbs: opt.db === 'both' ? ['mariadb', 'sqlite'] : [opt.db],
      duration: Number(opt.duration),
      rounds: Number(opt.rounds),
      warmup: Number(opt.warmup),
      connections: Number(opt.connections),
    };
options.pool = Number(opt.pool);
options.single = !opt['no-single'];
options.only = opt.only ? opt.only.split(',').map((s) => s.trim()) : null;
for (const d of options.dbs)
  if (!['mariadb', 'sqlite'].includes(d)) throw new Error(`--db: mariadb, sqlite or both (got "${d}")`);

const began = Date.now();
const log = (...a) => console.log(`[${String(Math.round((Date.now() - began) / 1000)).padStart(4)} s]`, ...a);
const keepState = !!opt.datadir;
const stateDir = keepState ? path.resolve(opt.datadir) : fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
fs.mkdirSync(stateDir, { recursive: true });
fs.chmodSync(stateDir, 0o755); // mariadbd runs as mysql when the bench runs as root: it must reach its directory
// Logs outlive a temporary state directory when the run fails (they say why).
const logDir = keepState
  ? path.join(stateDir, 'logs', new Date().toISOString().replace(/[:.]/g, '-'))
  : fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-logs-'));
fs.mkdirSync(logDir, { recursive: true });

let cleaning = null;
let interrupted = false;
/** Stops what the bench started (once: an interrupted run and its failing main share it). */
function cleanup(ok) {
  cleaning ??= stopEverything(ok);
  return cleaning;
}
async function stopEverything(ok) {
  await stopAll();
  if (!keepState) fs.rmSync(stateDir, { recursive: true, force: true });
  if (!keepState && ok) fs.rmSync(logDir, { recursive: true, force: true });
  if (!ok) console.error(`logs: ${logDir}`);
}
process.on('exit', killAllSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    log(`${signal}: stopping the bench's processes`);
    cleanup(false).finally(() => process.exit(130));
  });
}

function ensureBuild() {
  if (!fs.existsSync(MAIN_JS)) {
    log('graphql-server/dist/main.js is missing: npm run build');
    const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm run build failed');
  } else {
    log(
      `Measuring the existing build (graphql-server/dist, built ${fs.statSync(MAIN_JS).mtime.toISOString()}); run \`npm run build\` first to measure the current sources.`,
    );
  }
}

function machine() {
  const git = (args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) ? '+changes' : '';
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.replace(/\s+/g, ' ').trim(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    commit: `${git(['rev-parse', '--short', 'HEAD'])}${dirty}`,
    loadStart: os.loadavg(),
  };
}

async function dataSizeMb(server) {
  const out = server.sql(
    `SELECT ROUND(SUM(data_length + index_length) / 1048576) FROM information_schema.tables WHERE table_schema = 'campus_market'`,
  );
  return Number(out.trim());
}

async function benchDatabase(db) {
  const size = options.size;
  const dir = path.join(stateDir, `${db}-${sizeLabel(size)}`);
  const dataDir = path.join(dir, 'app-data');
  const metaFile = path.join(dir, 'seed.json');
  const label = db === 'mariadb' ? 'MariaDB' : 'SQLite';
  console.log('');
  log(`== ${label}, ${size.toLocaleString('en')} products (${dir})`);
  let meta = fs.existsSync(metaFile) ? JSON.parse(fs.readFileSync(metaFile, 'utf8')) : null;
  const fresh = !meta || meta.seedVersion !== SEED_VERSION || meta.products !== size;

  let server = null;
  let databaseUrl = null;
  if (db === 'mariadb') {
    server = await startMariaDb({ dir: path.join(dir, 'mariadb'), products: size });
    databaseUrl = server.url;
    log(
      `private ${server.version} on 127.0.0.1:${server.port} (${Object.entries(server.settings)
        .map(([k, v]) => (v === null ? k : `${k}=${v}`))
        .join(' ')})`,
    );
  }
  if (fresh) {
    fs.rmSync(metaFile, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    if (server) server.recreate();
    log('schema: the app runs its migrations');
    await migrate({ name: `${db}-app`, databaseUrl, dataDir, poolSize: options.pool, logDir });
    log(`seeding ${size.toLocaleString('en')} products`);
    meta = await seed({
      target: server ? { mysql: server.connection } : { sqlite: path.join(dataDir, 'campus-market.sqlite') },
      dataDir,
      size,
      log,
    });
    afterBulkLoad({ databaseUrl, dataDir, poolSize: options.pool, log });
    fs.writeFileSync(metaFile, JSON.stringify(meta, null, 2));
    log(`seeded in ${meta.seedSeconds} s`);
  } else {
    log(`reusing the data seeded ${meta.seededAt}`);
  }
  if (server) {
    server.sql('ANALYZE TABLE campus_market.products, campus_market.users, campus_market.wishlist_items');
    const started = Date.now();
    const n = server.warm();
    log(`buffer pool warmed: ${n} indexes read in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const counter = server ? await statementCounter(server.connection) : null;
  const sqliteFile = path.join(dataDir, 'campus-market.sqlite');
  const dialect = server ? 'mysql' : 'sqlite';
  const [app, appCached, base, baseCached] = await Promise.all([
    startApp({ name: `${db}-app`, databaseUrl, dataDir, cacheTtl: 0, poolSize: options.pool, logDir }),
    startApp({ name: `${db}-app-cached`, databaseUrl, dataDir, cacheTtl: 60, poolSize: options.pool, logDir }),
    startBaseline({ name: `${db}-baseline`, dialect, databaseUrl, sqliteFile, poolSize: options.pool, logDir }),
    startBaseline({
      name: `${db}-baseline-cached`,
      dialect,
      databaseUrl,
      sqliteFile,
      poolSize: options.pool,
      logDir,
      cacheHome: true,
    }),
  ]);
  const servers = { app, appCached, base, baseCached };
  const cookie = await login(servers.app.url, meta.benchUser);
  const deep = await deepCursor(servers.app.url);
  log(`deep page: the cursor after ${deep.pages} pages of ${HOME_PAGE_SIZE}`);
  let list = scenarios({
    rareTerms: meta.rareTerms,
    commonTerms: meta.commonTerms,
    detailIds: meta.detailIds,
    deepCursor: deep.cursor,
    cookie,
  });
  if (options.only) list = list.filter((s) => options.only.includes(s.name));

  const { problems, notes } = await checkAgreement(list, servers);
  for (const p of problems) log(`DISAGREE ${p}`);
  for (const n of notes) log(`note: ${n}`);

  // rounds: app GraphQL, app REST and the baseline for each scenario, the order turned around every other round
  const runs = new Map();
  const record = (key, m) => (runs.has(key) ? runs.get(key) : runs.set(key, []).get(key)).push(m);
  const load = { connections: options.connections, duration: options.duration, warmup: options.warmup, counter };
  const one = async (round, s, who, transport) => {
    const target =
      who === 'baseline' ? (s.cached ? servers.baseCached : servers.base) : s.cached ? servers.appCached : servers.app;
    const requests = who === 'baseline' ? s.baseline : s[transport];
    const m = await measure({ ...load, url: target.url, requests, graphql: transport === 'graphql' });
    record(`${s.name}|${who}|${transport}`, m);
    log(
      `[${label} ${sizeLabel(size)} r${round}] ${s.name.padEnd(16)} ${`${who} ${transport}`.padEnd(17)} ${String(m.requestsPerSecond).padStart(8)} req/s  p50 ${m.p50} p95 ${m.p95} max ${m.max} ms  failed ${failures(m)}${m.statementsPerRequest === null ? '' : `  SQL/req ${m.statementsPerRequest}`}`,
    );
    await sleep(opt.smoke ? 50 : 300);
  };
  for (let round = 1; round <= options.rounds; round++) {
    for (const s of list) {
      const order = [
        ['app', 'graphql'],
        ['app', 'rest'],
        ['baseline', 'rest'],
      ];
      for (const [who, transport] of round % 2 ? order : order.reverse()) await one(round, s, who, transport);
    }
  }
  const rows = list.flatMap((s) =>
    ['graphql', 'rest'].map((transport) => {
      const app = runs.get(`${s.name}|app|${transport}`);
      const baseline = runs.get(`${s.name}|baseline|rest`);
      const other = runs.get(`${s.name}|app|${transport === 'graphql' ? 'rest' : 'graphql'}`);
      return {
        scenario: s.name,
        transport: transport === 'graphql' ? 'GraphQL' : 'REST',
        // GraphQL ÷ REST of the same round, for the target "GraphQL reaches 0.9x REST"
        result: {
          ...aggregate(app, baseline),
          graphqlVsRest: transport === 'graphql' ? aggregate(app, other).ratio : null,
        },
        rounds: { app, baseline },
      };
    }),
  );

  // single client: the latency one user sees, for the target comparing 1M with 10k
  const single = [];
  if (options.single) {
    // (the smoke run only checks that the path works)
    const names = opt.smoke ? ['home'] : ['home', 'category', 'search (rare)', 'search (common)'];
    for (const s of list.filter((x) => names.includes(x.name))) {
      for (const [who, transport] of [
        ['app', 'graphql'],
        ['app', 'rest'],
        ['baseline', 'rest'],
      ]) {
        const target = who === 'baseline' ? servers.base : servers.app;
        const m = await measure({
          ...load,
          connections: 1,
          url: target.url,
          requests: who === 'baseline' ? s.baseline : s[transport],
          graphql: transport === 'graphql',
        });
        single.push({
          scenario: s.name,
          transport: transport === 'graphql' ? 'GraphQL' : 'REST',
          server: who,
          result: m,
        });
        log(
          `[${label} ${sizeLabel(size)} 1 client] ${s.name.padEnd(16)} ${`${who} ${transport}`.padEnd(17)} ${String(m.requestsPerSecond).padStart(8)} req/s  p50 ${m.p50} p95 ${m.p95} ms  failed ${failures(m)}`,
        );
      }
    }
  }

  const serverInfo = server
    ? { version: server.version, settings: server.settings, dataMb: await dataSizeMb(server) }
    : null;
  await counter?.close();
  for (const s of Object.values(servers)) await s.stop();
  if (server) await server.stop();

  const failedRuns = [...runs.entries()].flatMap(([key, ms]) =>
    ms.filter((m) => failures(m) > 0).map((m) => `${key}: ${failures(m)} failed responses`),
  );
  for (const s of single)
    if (failures(s.result) > 0)
      failedRuns.push(`${s.scenario}|${s.server}|${s.transport} (1 client): ${failures(s.result)} failed responses`);
  const { detailIds, wishlistIds, benchUser, ...seedSummary } = meta;
  seedSummary.terms = { common: meta.commonTerms, rare: meta.rareTerms };
  const wrongRuns = [...runs.entries()].flatMap(([key, ms]) =>
    ms.filter((m) => wrongAnswers(m) > 0).map((m) => `${key}: ${wrongAnswers(m)} wrong answers`),
  );
  return {
    db,
    label,
    size,
    seed: seedSummary,
    server: serverInfo,
    rows,
    single,
    problems: [...problems, ...notes],
    disagreements: problems,
    failedRuns,
    wrongRuns,
    logDir,
  };
}

async function main() {
  const argv = process.argv.slice(2);
  log(
    `Campus Market bench: ${options.dbs.join(' + ')}, ${options.size.toLocaleString('en')} products, ${options.rounds} round(s) of ${options.duration} s, ${options.connections} connections (state in ${stateDir})`,
  );
  ensureBuild();
  const info = machine();
  const results = { argv, options, machine: info, startedAt: new Date().toISOString(), databases: [] };
  for (const db of options.dbs) results.databases.push(await benchDatabase(db));
  info.loadEnd = os.loadavg();
  results.finishedAt = new Date().toISOString();

  const md = markdown(results);
  console.log(`\n${md}\n`);
  if (!opt.smoke) {
    const file = path.join(
      ROOT,
      'bench',
      'results',
      `${results.finishedAt.slice(0, 10)}-${sizeLabel(options.size)}.json`,
    );
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ ...results, markdown: md }, null, 2)}\n`);
    log(`results: ${path.relative(ROOT, file)}`);
  }
  if (keepState) log(`logs: ${logDir}`);

  const disagreements = results.databases.flatMap((d) => d.disagreements.map((p) => `${d.label}: ${p}`));
  // The smoke run fails on wrong answers only; slowness is what the full runs report.
  const failed = results.databases.flatMap((d) =>
    (opt.smoke ? d.wrongRuns : d.failedRuns).map((p) => `${d.label}: ${p}`),
  );
  if (disagreements.length || (opt.smoke && failed.length)) {
    for (const p of [...disagreements, ...(opt.smoke ? failed : [])]) console.error(`FAIL ${p}`);
    return 1;
  }
  if (failed.length) for (const p of failed) log(`warning: ${p}`);
  return 0;
}

main()
  .then(async (code) => {
    await cleanup(code === 0);
    process.exit(code);
  })
  .catch(async (err) => {
    if (!interrupted) console.error(`bench failed: ${err?.stack ?? err}`);
    await cleanup(false);
    process.exit(1);
  });
