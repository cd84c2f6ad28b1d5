// The measured runs of one database: rounds of every scenario against the app (GraphQL and REST)
// and the baseline, then one client alone for the latency a single user sees.
import { failures, measure } from './measure.mjs';
import { sleep } from './procs.mjs';
import { aggregate } from './report.mjs';

/**
 * `rounds` rounds; in each, app GraphQL, app REST and the baseline for each scenario, the order
 * turned around every other round. `servers`: { app, appCached, base, baseCached }; `load`: what
 * measure() takes besides the target; `tag` starts each log line. Returns every run by
 * "scenario|who|transport" and the table's rows.
 */
export async function measureRounds({ list, servers, load, rounds, smoke, tag, log }) {
  const runs = new Map();
  const record = (key, m) => (runs.has(key) ? runs.get(key) : runs.set(key, []).get(key)).push(m);
  const one = async (round, s, who, transport) => {
    const target =
      who === 'baseline' ? (s.cached ? servers.baseCached : servers.base) : s.cached ? servers.appCached : servers.app;
    const requests = who === 'baseline' ? s.baseline : s[transport];
    const m = await measure({ ...load, url: target.url, requests, graphql: transport === 'graphql' });
    record(`${s.name}|${who}|${transport}`, m);
    log(
      `[${tag} r${round}] ${s.name.padEnd(16)} ${`${who} ${transport}`.padEnd(17)} ${String(m.requestsPerSecond).padStart(8)} req/s  p50 ${m.p50} p95 ${m.p95} max ${m.max} ms  failed ${failures(m)}${m.statementsPerRequest === null ? '' : `  SQL/req ${m.statementsPerRequest}`}`,
    );
    await sleep(smoke ? 50 : 300);
  };
  for (let round = 1; round <= rounds; round++) {
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
  return { runs, rows };
}

/**
 * One client alone against the app and the baseline: the latency one user sees, for the target
 * comparing 1M with 10k. The smoke run only checks that the path works (the home page alone).
 */
export async function measureSingleClient({ list, servers, load, smoke, tag, log }) {
  const single = [];
  const names = smoke ? ['home'] : ['home', 'category', 'search (rare)', 'search (common)'];
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
        `[${tag} 1 client] ${s.name.padEnd(16)} ${`${who} ${transport}`.padEnd(17)} ${String(m.requestsPerSecond).padStart(8)} req/s  p50 ${m.p50} p95 ${m.p95} ms  failed ${failures(m)}`,
      );
    }
  }
  return single;
}
