// Aggregates the rounds (medians; the ratio is the median of each round's ratio) and writes the
// tables as Markdown, ready for docs/performance.md.
import { failures } from './measure.mjs';

const median = (values) => {
  const v = values.filter((x) => x !== null && x !== undefined && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};
const sum = (values) => values.reduce((a, b) => a + b, 0);

/** One table row from the rounds of one scenario and transport (app runs and baseline runs by round). */
export function aggregate(appRuns, baseRuns) {
  const ratios = appRuns.map((a, i) =>
    baseRuns?.[i]?.requestsPerSecond ? a.requestsPerSecond / baseRuns[i].requestsPerSecond : null,
  );
  const pick = (runs, key) => median(runs.map((r) => r[key]));
  return {
    appRps: pick(appRuns, 'requestsPerSecond'),
    baseRps: baseRuns ? pick(baseRuns, 'requestsPerSecond') : null,
    ratio: baseRuns ? median(ratios) : null,
    p50: pick(appRuns, 'p50'),
    p95: pick(appRuns, 'p95'),
    p99: pick(appRuns, 'p99'),
    max: Math.max(...appRuns.map((r) => r.max ?? 0)),
    basePercentiles: baseRuns
      ? { p50: pick(baseRuns, 'p50'), p95: pick(baseRuns, 'p95'), p99: pick(baseRuns, 'p99') }
      : null,
    failed: sum(appRuns.map(failures)),
    baseFailed: baseRuns ? sum(baseRuns.map(failures)) : null,
    statements: pick(appRuns, 'statementsPerRequest'),
    baseStatements: baseRuns ? pick(baseRuns, 'statementsPerRequest') : null,
  };
}

const n = (v, digits = 0) =>
  v === null || v === undefined
    ? 'n/a'
    : v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ms = (v) => (v === null || v === undefined ? 'n/a' : v < 10 ? n(v, 1) : n(v));

export function markdown(results) {
  const out = [];
  const m = results.machine;
  out.push(
    `Last run: ${results.finishedAt}, \`npm run bench -- ${results.argv.join(' ')}\` on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}` +
      `, load average ${m.loadStart.map((l) => l.toFixed(2)).join(' / ')} at the start and ${m.loadEnd.map((l) => l.toFixed(2)).join(' / ')} at the end` +
      ` (commit ${m.commit}). ${results.options.connections} connections, ${results.options.duration} s a run after ${results.options.warmup} s of warm-up, ${results.options.rounds} round(s), app and baseline interleaved; DB_POOL_SIZE=${results.options.pool} for the app and the baseline.`,
  );
  for (const d of results.databases) {
    out.push('');
    const s = d.seed;
    out.push(`### ${d.label}, ${n(s.products)} products`);
    out.push('');
    const pct = (rows) => n((100 * rows) / s.approved, 1);
    out.push(
      `${n(s.approved)} approved, ${n(s.users)} users, ${s.images} stored images. Searches take ${s.commonTerms.length} common words in turn` +
        ` ("${s.commonTerms.slice(0, 3).join('", "')}", …: ${pct(s.commonRows[0])}–${pct(s.commonRows[1])}% of the approved products each) and ${s.rareTerms.length} rare ones` +
        ` ("${s.rareTerms.slice(0, 2).join('", "')}", …: ${n(s.rareRows[0])}–${n(s.rareRows[1])} products each).` +
        (d.server
          ? ` ${d.server.version}: ${Object.entries(d.server.settings)
              .map(([k, v]) => (v === null ? k : `${k}=${v}`))
              .join(', ')}; data and indexes ${n(d.server.dataMb)} MB.`
          : ''),
    );
    out.push('');
    out.push(
      '| scenario | transport | app req/s | baseline req/s | ratio | GraphQL ÷ REST | p50 ms | p95 ms | p99 ms | max ms | failed app / baseline | SQL/req app | SQL/req baseline |',
    );
    out.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const ratio = (v) => (v === null || v === undefined ? '' : n(v, 2));
    for (const r of d.rows) {
      const a = r.result;
      out.push(
        `| ${r.scenario} | ${r.transport} | ${n(a.appRps)} | ${n(a.baseRps)} | ${ratio(a.ratio) || 'n/a'} | ${ratio(a.graphqlVsRest)} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} | ${ms(a.max)} | ${n(a.failed)} / ${n(a.baseFailed)} | ${a.statements === null ? 'n/a' : n(a.statements, 1)} | ${a.baseStatements === null ? 'n/a' : n(a.baseStatements, 1)} |`,
      );
    }
    if (d.single.length) {
      out.push('');
      out.push(`Single client (1 connection), ${d.label}, ${n(s.products)} products:`);
      out.push('');
      out.push('| scenario | transport | server | req/s | p50 ms | p95 ms | p99 ms | max ms | CPU ms/req | failed |');
      out.push('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
      for (const r of d.single) {
        const a = r.result;
        const cpu = a.cpuMsPerRequest === null || a.cpuMsPerRequest === undefined ? 'n/a' : n(a.cpuMsPerRequest, 2);
        out.push(
          `| ${r.scenario} | ${r.transport} | ${r.server} | ${n(a.requestsPerSecond)} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.p99)} | ${ms(a.max)} | ${cpu} | ${n(failures(a))} |`,
        );
      }
    }
    if (d.problems.length) {
      out.push('');
      for (const p of d.problems) out.push(`- ${p}`);
    }
  }
  return out.join('\n');
}
