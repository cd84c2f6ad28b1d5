// One measured run: autocannon against one server with one scenario's requests (after a warm-up),
// every response's latency kept for exact percentiles; on MariaDB first the statements a request
// costs (SHOW GLOBAL STATUS 'Questions' around requests of one client on the idle server).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { ROOT } from './app.mjs';
import { wrongPage } from './scenarios.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/**
 * A counter of the statements a private MariaDB executed. `overhead` is what one reading itself
 * adds (measured: two readings back to back), so a difference minus it is everyone else's work.
 */
export async function statementCounter(connection) {
  const mysql = createRequire(path.join(ROOT, 'graphql-server', 'package.json'))('mysql2/promise');
  const conn = await mysql.createConnection(connection);
  const read = async () => Number((await conn.query("SHOW GLOBAL STATUS LIKE 'Questions'"))[0][0].Value);
  const a = await read();
  const b = await read();
  const overhead = b - a;
  /** Waits until nobody else runs statements (requests a previous run abandoned finish first). */
  const settle = async () => {
    for (let i = 0, last = await read(); i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const now = await read();
      if (now - last <= overhead) return;
      last = now;
    }
  };
  return { read, overhead, settle, close: () => conn.end() };
}

/** Requests of the statement count: one client, one after the other, every answer awaited. */
const COUNTED_REQUESTS = 50;

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One autocannon run. Its result also says how long the requests still unanswered at the end had
 * waited (`pendingMs`): a server that answers nothing within the run shows up there, not in the
 * latencies of the answers.
 */
function cannon(options, onLatency, onPage) {
  const sentAt = new Map(); // client -> when its outstanding request left (one at a time: no pipelining)
  const setupClient = (client) => {
    client.on('request', () => sentAt.set(client, performance.now()));
    for (const done of ['response', 'timeout', 'connError']) client.on(done, () => sentAt.delete(client));
    if (onPage) watchPages(client, onPage);
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, setupClient }, (err, result) => {
      if (err) return reject(err);
      const end = performance.now();
      resolve({ ...result, pendingMs: [...sentAt.values()].map((t) => end - t) });
    });
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

/**
 * Every PAGE_SAMPLE-th page of a client (and its first) is decompressed and read whole; the others
 * are judged by status and headers. Decompressing every 120 KB page in the load generator, which
 * shares the two cores with the server, cut the cached page's rate tenfold.
 */
const PAGE_SAMPLE = 20;

/**
 * Hands each page a client receives to `onPage(status, headers, html)`, html decompressed (null
 * when not sampled). autocannon's own body check cannot: it sees the body as a UTF-8 string, which
 * a brotli body does not survive, and never the headers; its client's events carry the raw chunks
 * (one request at a time a client).
 */
function watchPages(client, onPage) {
  // autocannon keeps each body as a string (body += chunk): decoding a brotli body as UTF-8 made the
  // load generator, not the server, the limit (1,600 against 8,300 req/s for a 17 KB body). The
  // chunks kept below are the body; this client's string stays empty (pages use no verifyBody).
  if (client.pipelinedRequests) client.pipelinedRequests.addBody = () => {};
  let head = null;
  let chunks = null;
  let count = 0;
  client.on('headers', (h) => {
    head = h;
    chunks = count++ % PAGE_SAMPLE === 0 ? [] : null;
  });
  client.on('body', (chunk) => chunks?.push(Buffer.from(chunk)));
  client.on('response', () => {
    const headers = {};
    for (let i = 0; i + 1 < (head?.headers.length ?? 0); i += 2)
      headers[head.headers[i].toLowerCase()] = head.headers[i + 1];
    onPage(head?.statusCode ?? 0, headers, chunks && decode(Buffer.concat(chunks), headers['content-encoding']));
  });
}

function decode(body, encoding) {
  try {
    return (
      encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body
    ).toString('utf8');
  } catch {
    return ''; // an undecodable body is no page
  }
}

/**
 * The CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat (Linux); null
 * elsewhere. The kernel counts in clock ticks (USER_HZ, 100 a second on Linux): 10 ms steps.
 */
export function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** A request still unanswered at the end of a run after this long counts as failed (the target: none over 1 s, docs/performance.md). */
const UNANSWERED_MS = 1000;

/**
 * Runs `requests` (autocannon's request list) against `url`: `warmup` seconds unmeasured, then
 * `duration` seconds measured. `graphql`: a 200 carrying `errors` counts as a failed response.
 * With a `counter`, the statements a request costs are counted first, on the idle server, over
 * COUNTED_REQUESTS requests of one client (under load, requests cut off at the end of a run
 * would have run statements without being counted as answered).
 */
export async function measure({ url, requests, connections, duration, warmup, graphql, page, counter, pid }) {
  const base = {
    url,
    connections,
    requests,
    timeout: 10,
    ...(graphql ? { verifyBody: (body) => !body.includes('"errors":') } : {}),
  };
  let statementsPerRequest = null;
  if (counter) {
    await counter.settle();
    const before = await counter.read();
    await cannon({ ...base, connections: 1, amount: COUNTED_REQUESTS });
    const after = await counter.read();
    statementsPerRequest = Math.round(((after - before - counter.overhead) / COUNTED_REQUESTS) * 100) / 100;
  }
  if (warmup > 0) await cannon({ ...base, duration: warmup });
  const latencies = [];
  let wrongPages = 0;
  let firstWrongPage = null;
  const onPage = page
    ? (status, headers, html) => {
        const wrong = wrongPage(status, headers, html);
        // A non-2xx is counted by autocannon already.
        if (wrong && status === 200) wrongPages++;
        firstWrongPage ??= wrong;
      }
    : null;
  const cpuBefore = pid ? cpuMs(pid) : null;
  const result = await cannon({ ...base, duration }, (ms) => latencies.push(ms), onPage);
  const cpuAfter = pid ? cpuMs(pid) : null;
  latencies.sort((x, y) => x - y);
  const responses = latencies.length;
  const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
  return {
    requestsPerSecond: Math.round((responses / result.duration) * 10) / 10,
    responses,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    // The slowest answer, or the longest wait of a request left unanswered when the run ended.
    max: round(Math.max(latencies[latencies.length - 1] ?? 0, ...result.pendingMs) || null),
    unanswered: result.pendingMs.filter((ms) => ms > UNANSWERED_MS).length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    graphqlErrors: graphql ? result.mismatches : 0,
    wrongPages,
    ...(firstWrongPage ? { firstWrongPage } : {}),
    statementsPerRequest,
    // The server process's CPU over the measured run, per answer (with one client: what one request costs it).
    cpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || !responses
        ? null
        : Math.round(((cpuAfter - cpuBefore) / responses) * 100) / 100,
  };
}

/** Requests that were not a clean success within the run. */
export const failures = (m) => m.non2xx + m.errors + m.graphqlErrors + (m.wrongPages ?? 0) + m.unanswered;
/**
 * Answers that were wrong rather than slow (non-2xx, GraphQL errors, a page that is not the
 * server-rendered page): what fails the smoke run in
 * CI, where 1 s runs on a busy machine leave some requests unanswered at the end without a bug.
 */
export const wrongAnswers = (m) => m.non2xx + m.graphqlErrors + (m.wrongPages ?? 0);
