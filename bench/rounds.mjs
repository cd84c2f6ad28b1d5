// The measured runs of one database: rounds of every scenario against the app (GraphQL and REST)
// and the baseline, then one client alone for the latency a single user sees.
import { failures, measure } from './measure.mjs';
import { sleep } from './procs.mjs';
import { aggregate } from './report.mjs';
import { PAGE_HEADERS } from './scenarios.mjs';

/** How measure() checks an answer of this transport. */
const kind = (transport) => ({ graphql: transport === 'graphql', page: transport === 'html' });
const LABELS = { graphql: 'GraphQL', rest: 'REST', html: 'HTML' };
/** The app's runs of a scenario, then the baseline's (over REST). */
const runOrder = (s) => [...s.transports.map((t) => ['app', t]), ['baseline', 'rest']];
/** A scenario may run with fewer connections than the others (uncached pages: PAGE_CONNECTIONS). */
const connections = (s, load) => ({ connections: Math.min(load.connections, s.connections ?? load.connections) });

/**
 * Puts a cached scenario's pages in the app's cache, one at a time, so that its run measures hits
 * (as cached home's first request does for it); a render per page, each well within the cache's TTL
 * of the run that follows.
 */
async function fill(url, paths) {
  for (const p of paths) {
    const res = await fetch(`${url}${p}`, { headers: PAGE_HEADERS });
    await res.arrayBuffer();
  }
}

/** The server a run targets: a cached scenario runs against the app with its cache on and the baseline answering home from memory. */
const targetOf = (servers, s, who) =>
  who === 'baseline' ? (s.cached ? servers.baseCached : servers.base) : s.cached ? servers.appCached : servers.app;

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
    const target = targetOf(servers, s, who);
    const requests = who === 'baseline' ? s.baseline : s[transport];
    if (who === 'app' && s.fill) await fill(target.url, s.fill);
    const m = await measure({ ...load, ...connections(s, load), url: target.url, requests, ...kind(transport) });
    record(`${s.name}|${who}|${transport}`, m);
    log(
      `[${tag} r${round}] ${s.name.padEnd(16)} ${`${who} ${transport}`.padEnd(17)} ${String(m.requestsPerSecond).padStart(8)} req/s  p50 ${m.p50} p95 ${m.p95} max ${m.max} ms  failed ${failures(m)}${m.statementsPerRequest === null ? '' : `  SQL/req ${m.statementsPerRequest}`}`,
    );
    await sleep(smoke ? 50 : 300);
  };
  for (let round = 1; round <= rounds; round++) {
    for (const s of list) {
      const order = runOrder(s);
      for (const [who, transport] of round % 2 ? order : order.reverse()) await one(round, s, who, transport);
    }
  }
  const rows = list.flatMap((s) =>
    s.transports.map((transport) => {
      const app = runs.get(`${s.name}|app|${transport}`);
      const baseline = runs.get(`${s.name}|baseline|rest`);
      const other = runs.get(`${s.name}|app|rest`);
      return {
        scenario: s.name,
        transport: LABELS[transport],
        // GraphQL ÷ REST of the same round, for the target "GraphQL reaches 0.9x REST"
        result: {
          ...aggregate(app, baseline),
          graphqlVsRest: transport === 'graphql' && other ? aggregate(app, other).ratio : null,
        },
        rounds: { app, baseline },
      };
    }),
  );
  return { runs, rows };
}

/**
 * One client alone against the app and the baseline: the latency one user sees, for the target
 * comparing 1M with 10k, and for the pages the server's CPU time per request (its process's CPU
 * over the run ÷ the answers: with one client nothing else runs in it). The smoke run only checks
 * that the path works (home and the home page).
 */
export async function measureSingleClient({ list, servers, load, smoke, tag, log }) {
  const single = [];
  const names = smoke
    ? ['home', 'page: home']
    : ['home', 'category', 'search (rare)', 'search (common)', 'page: home', 'page: detail', 'cached page: home'];
  for (const s of list.filter((x) => names.includes(x.name))) {
    for (const [who, transport] of runOrder(s)) {
      const target = targetOf(servers, s, who);
      if (who === 'app' && s.fill) await fill(target.url, s.fill);
      const m = await measure({
        ...load,
        connections: 1,
        url: target.url,
        requests: who === 'baseline' ? s.baseline : s[transport],
        ...kind(transport),
        pid: target.pid,
      });
      single.push({ scenario: s.name, transport: LABELS[transport], server: who, result: m });
      log(
        `[${tag} 1 client] ${s.name.padEnd(16)} ${`${who} ${transport}`.padEnd(17)} ${String(m.requestsPerSecond).padStart(8)} req/s  p50 ${m.p50} p95 ${m.p95} ms  CPU ${m.cpuMsPerRequest ?? 'n/a'} ms/req  failed ${failures(m)}`,
      );
    }
  }
  return single;
}
