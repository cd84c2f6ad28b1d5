import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { describeApp, emptyMysql } from './helpers/app';
import { Load, type LoadRequest } from './helpers/load';
import { buildServer, ServerProcess } from './helpers/server-process';
import { MYSQL_URL, USE_MYSQL } from './helpers/services';
import { until } from './helpers/ws';

/**
 * Stopping the real process (`node dist/main.js`, SIGTERM) under 32 connections of load, the way
 * a deployment stops an instance that is busy: signed-in lists, searches, wishlist reads and
 * writes, GraphQL lists, each several statements long, and image uploads, whose record is written
 * after a long re-encoding. The stop must wait for the requests it accepted (their answers are
 * never 5xx) and for the database work of clients that went away before it closes the pool: no
 * error line, no "Pool is closed". SQLite, or MariaDB with DB=mysql.
 */
const CONNECTIONS = 32;
/**
 * A grace far longer than any request of the load takes, even on a busy machine: every request
 * accepted before the signal finishes in it. (The default, 3 s, may be shorter than an upload's
 * re-encoding when two cores serve 32 connections.)
 */
const GENEROUS_GRACE_MS = 20_000;
/**
 * With no grace: cancelled at once, then the cancelled work's 1 s and closing. Measured about 2 s
 * (1,969 ms at load 4.5 on 2 cores); the bound is ten times that. The process's own limit is
 * tighter (a stop still running after STOP_GRACE_MS + 4 s exits 1, which `exit.code` 0 rules out);
 * this bound catches a process that hangs past it instead.
 */
const STOP_BOUND_MS = 20_000;
const STOPPED = /stopped: connections drained, database closed/;
const CANCELLED = /stopping: cancelled \d+ request/;
const ORIGIN = 'http://localhost:4000';
const WORDS = ['iphone', 'cycle', 'table', 'calc', 'book', 'jacket', 'python', 'lab'];

describe('STOP_GRACE_MS', () => {
  it('defaults to 3 s, takes 0 (cancel at once), and refuses what is not a number of ms', () => {
    expect(loadConfig({}).stopGraceMs).toBe(3000);
    expect(loadConfig({ STOP_GRACE_MS: '0' }).stopGraceMs).toBe(0);
    expect(loadConfig({ STOP_GRACE_MS: '15000' }).stopGraceMs).toBe(15_000);
    for (const bad of ['-1', '2.5', 'soon', '600001'])
      expect(() => loadConfig({ STOP_GRACE_MS: bad })).toThrow(/STOP_GRACE_MS/);
  });
});

describeApp('stopping the server process under load', () => {
  const started: ServerProcess[] = [];

  beforeAll(() => buildServer(), 120_000);
  afterAll(async () => {
    for (const server of started) await server.cleanUp();
  });

  /** A fresh server with the demo (accounts and products); no response cache, so every list reads the database. */
  async function start(env: Record<string, string>): Promise<ServerProcess> {
    if (USE_MYSQL) await emptyMysql(MYSQL_URL);
    const server = await ServerProcess.start({
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      SCRYPT_LOG_N: '10',
      PUBLIC_CACHE_TTL_SECONDS: '0',
      ...(USE_MYSQL ? { DATABASE_URL: MYSQL_URL } : {}),
      ...env,
    });
    started.push(server);
    return server;
  }

  /** The load, running: 32 connections, each request answered as soon as it can be. */
  async function loadOn(server: ServerProcess): Promise<Load> {
    const { headers, ...data } = await prepare(server);
    const load = new Load(server.url, headers, mix(data), CONNECTIONS);
    await until(() => load.answered >= 3 * CONNECTIONS, 30_000);
    return load;
  }

  /** Signs in as a demo student; answers the request headers of the load and the approved products' ids. */
  async function prepare(
    server: ServerProcess,
  ): Promise<{ headers: Record<string, string>; productIds: string[]; upload: LoadRequest['raw'] }> {
    const accounts = fs.readFileSync(path.join(server.dataDir, 'demo-accounts.txt'), 'utf8');
    const password = /registration id 21CS1001\s+password (\S+)/.exec(accounts)![1];
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ collegeId: '21CS1001', password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const list = await fetch(`${server.url}/api/v1/product/all-products?first=20`);
    const productIds = ((await list.json()) as { products: { _id: string }[] }).products.map((p) => p._id);
    expect(productIds.length).toBeGreaterThan(5);
    return { headers: { Cookie: cookie, Origin: ORIGIN }, productIds, upload: await photoUpload() };
  }

  /** A multipart upload of a photo big enough that re-encoding it takes a while. */
  async function photoUpload(): Promise<NonNullable<LoadRequest['raw']>> {
    const photo = await sharp({
      create: {
        width: 1200,
        height: 900,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const boundary = 'load-boundary';
    const data = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nproduct\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { contentType: `multipart/form-data; boundary=${boundary}`, data };
  }

  /** The mix: reads and writes over REST and GraphQL, each a session lookup plus a few statements, and uploads. */
  function mix({
    productIds,
    upload,
  }: {
    productIds: string[];
    upload: LoadRequest['raw'];
  }): (n: number) => LoadRequest {
    return (n) => {
      const productId = productIds[n % productIds.length];
      const word = WORDS[n % WORDS.length];
      switch (n % 8) {
        case 0:
          return { method: 'GET', path: '/api/v1/product/all-products?first=20' };
        case 1:
          return { method: 'GET', path: `/api/v1/product/search?query=${word}` };
        case 2:
          return { method: 'GET', path: '/api/v1/product/get-wishlist' };
        case 3:
          return { method: 'PUT', path: '/api/v1/product/add-to-wishlist', body: { productId } };
        case 4:
          return { method: 'PUT', path: '/api/v1/product/remove-from-wishlist', body: { productId } };
        case 5:
          return {
            method: 'POST',
            path: '/graphql',
            body: {
              query:
                'query Load($q: String) { products(first: 20, filter: { search: $q }) { totalCount nodes { id title seller { name } } } }',
              variables: { q: n % 2 ? word : null },
            },
          };
        case 6:
          return { method: 'POST', path: '/api/v1/uploads', raw: upload };
        default:
          return { method: 'GET', path: '/api/v1/notification' };
      }
    };
  }

  it('SIGTERM mid-load: every request accepted before the signal is answered, none with a 5xx; no error line; exit 0', async () => {
    const server = await start({ STOP_GRACE_MS: String(GENEROUS_GRACE_MS) });
    const load = await loadOn(server);

    const signalled = Date.now();
    server.kill('SIGTERM');
    const exit = await server.exited;
    await load.finish();

    expect(exit.code).toBe(0);
    expect(problems(server.output)).toEqual([]);
    expect(load.outcomes.filter((o) => o.status !== undefined && o.status >= 500)).toEqual([]);
    // Accepted before the signal: sent before it, and logged by the server. Each got the answer the
    // server logged, so nothing it took on was cut. A request it never read (its connection was
    // refused, or closed idle by the stop) may fail.
    const logged = new Map(requestLines(server.output).map((l) => [l.reqId, l.status]));
    const accepted = load.outcomes.filter((o) => o.sentAt < signalled && logged.has(o.id));
    expect(accepted.length).toBeGreaterThan(CONNECTIONS);
    for (const o of accepted) expect({ id: o.id, status: o.status }).toEqual({ id: o.id, status: logged.get(o.id) });
    // Requests in flight at the signal were answered during the grace, and nothing was cancelled.
    expect(load.outcomes.filter((o) => o.sentAt < signalled && o.answeredAt! >= signalled).length).toBeGreaterThan(0);
    expect(server.output.filter((l) => CANCELLED.test(l))).toEqual([]);
    expect(server.output.some((l) => STOPPED.test(l))).toBe(true);
  }, 90_000);

  it('SIGTERM right after the load generator dropped its connections: the stop waits for the work they started; no error line; exit 0', async () => {
    const server = await start({ STOP_GRACE_MS: String(GENEROUS_GRACE_MS) });
    const load = await loadOn(server);

    const dropped = load.drop();
    server.kill('SIGTERM');
    await dropped;
    const exit = await server.exited;

    expect(exit.code).toBe(0);
    expect(problems(server.output)).toEqual([]);
    // The requests the client cut are logged as such (499, at info); none failed, none was cancelled.
    const lines = requestLines(server.output);
    expect(lines.filter((l) => l.status === 499).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.status >= 500)).toEqual([]);
    expect(server.output.filter((l) => CANCELLED.test(l))).toEqual([]);
    expect(server.output.some((l) => STOPPED.test(l))).toBe(true);
  }, 90_000);

  it('SIGTERM mid-load with STOP_GRACE_MS=0: the work still running is cancelled without an error line or a 5xx, and the process exits 0', async () => {
    const server = await start({ STOP_GRACE_MS: '0' });
    const load = await loadOn(server);

    const signalled = Date.now();
    server.kill('SIGTERM');
    const exit = await server.exited;
    await load.finish();

    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(STOP_BOUND_MS);
    expect(problems(server.output)).toEqual([]);
    expect(server.output.some((l) => CANCELLED.test(l))).toBe(true);
    expect(load.outcomes.filter((o) => o.status !== undefined && o.status >= 500)).toEqual([]);
    expect(requestLines(server.output).filter((l) => l.status >= 500)).toEqual([]);
    expect(server.output.some((l) => STOPPED.test(l))).toBe(true);
  }, 90_000);
});

interface LogLine {
  level?: string;
  msg?: string;
  reqId?: string;
  status?: number;
}

function parse(line: string): LogLine | null {
  try {
    return JSON.parse(line) as LogLine;
  } catch {
    return null;
  }
}

/** Error-level lines, lines that are not log lines (a crash's stack), and any "Pool is closed". */
function problems(output: string[]): string[] {
  return output.filter((l) => {
    if (!l.trim()) return false;
    const line = parse(l);
    return !line || line.level === 'error' || line.level === 'fatal' || /pool is closed/i.test(l);
  });
}

/** The server's request lines of the load's requests. */
function requestLines(output: string[]): { reqId: string; status: number }[] {
  return output
    .map(parse)
    .filter((l): l is LogLine => l?.msg === 'request' && typeof l.reqId === 'string' && l.reqId.startsWith('load-'))
    .map((l) => ({ reqId: l.reqId!, status: l.status! }));
}
