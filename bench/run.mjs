// `npm run bench`: seeds MariaDB (a private mariadbd) and SQLite with N products, then measures
// the app against a bare node:http server doing the same work (bench/baseline), scenario by
// scenario, over GraphQL and REST. See bench/README.md and docs/performance.md ("Benchmark").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAIN_JS, ROOT } from './app.mjs';
import { benchDatabase } from './database-run.mjs';
import { opt, options, sizeLabel } from './options.mjs';
import { killAllSync, stopAll } from './procs.mjs';
import { markdown } from './report.mjs';

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

async function main() {
  const run = { options, smoke: opt.smoke, stateDir, logDir, log };
  const argv = process.argv.slice(2);
  log(
    `Campus Market bench: ${options.dbs.join(' + ')}, ${options.size.toLocaleString('en')} products, ${options.rounds} round(s) of ${options.duration} s, ${options.connections} connections (state in ${stateDir})`,
  );
  ensureBuild();
  const info = machine();
  const results = { argv, options, machine: info, startedAt: new Date().toISOString(), databases: [] };
  for (const db of options.dbs) results.databases.push(await benchDatabase(db, run));
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
