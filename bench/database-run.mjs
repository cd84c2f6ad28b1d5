// One database of `npm run bench`: seed, servers, agreement check, measured runs, its results.
import fs from 'node:fs';
import path from 'node:path';
import { afterBulkLoad, migrate, startApp } from './app.mjs';
import { startBaseline } from './baseline/start.mjs';
import { startMariaDb } from './mariadb.mjs';
import { failures, statementCounter, wrongAnswers } from './measure.mjs';
import { sizeLabel } from './options.mjs';
import { checkAgreement, deepCursor, login } from './prepare.mjs';
import { measureRounds, measureSingleClient } from './rounds.mjs';
import { HOME_PAGE_SIZE, scenarios } from './scenarios.mjs';
import { SEED_VERSION, seed } from './seed.mjs';

/** What was wrong with the first wrong page of a run, if any. */
const why = (m) => (m.firstWrongPage ? ` (a page ${m.firstWrongPage})` : '');

async function dataSizeMb(server) {
  const out = server.sql(
    `SELECT ROUND(SUM(data_length + index_length) / 1048576) FROM information_schema.tables WHERE table_schema = 'campus_market'`,
  );
  return Number(out.trim());
}

/**
 * One database's whole run: starts it (MariaDB: a private mariadbd), seeds it or reuses a kept seed,
 * starts the app and the baseline servers, checks they agree, measures, stops them; returns its
 * part of the results. `run`: { options, smoke, stateDir, logDir, log }.
 */
export async function benchDatabase(db, { options, smoke, stateDir, logDir, log }) {
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

  const tag = `${label} ${sizeLabel(size)}`;
  const load = { connections: options.connections, duration: options.duration, warmup: options.warmup, counter };
  const measured = { list, servers, load, smoke, tag, log };
  const { runs, rows } = await measureRounds({ ...measured, rounds: options.rounds });
  const single = options.single ? await measureSingleClient(measured) : [];

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
  // The seed's summary for the results, without the lists only the scenarios use.
  const seedSummary = Object.fromEntries(
    Object.entries(meta).filter(([key]) => !['detailIds', 'wishlistIds', 'benchUser'].includes(key)),
  );
  seedSummary.terms = { common: meta.commonTerms, rare: meta.rareTerms };
  const wrongRuns = [...runs.entries()].flatMap(([key, ms]) =>
    ms.filter((m) => wrongAnswers(m) > 0).map((m) => `${key}: ${wrongAnswers(m)} wrong answers${why(m)}`),
  );
  for (const s of single)
    if (wrongAnswers(s.result) > 0)
      wrongRuns.push(
        `${s.scenario}|${s.server}|${s.transport} (1 client): ${wrongAnswers(s.result)} wrong answers${why(s.result)}`,
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
