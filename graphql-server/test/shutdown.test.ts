import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { WebSocket } from 'ws';
import { REPEAT_WINDOW_MS } from '../src/lib/shutdown';
import { describeWithRedis, emptyMysql } from './helpers/app';
import { buildServer, ServerProcess } from './helpers/server-process';
import { MYSQL_URL, REDIS_URL, USE_MYSQL } from './helpers/services';
import { frameText } from './helpers/raw-ws';

/**
 * Stopping the real process (`node dist/main.js`) the way a deployment does: SIGTERM from the
 * orchestrator, SIGINT from Ctrl-C. NODE_ENV=development, where Apollo Server would install
 * signal handlers of its own; Redis configured; SQLite, or MariaDB with DB=mysql.
 *
 * The time limits hold on a busy machine (a laptop compiling something, CI at load 15 on 2 cores):
 * each is at least ten times what the step takes on a quiet machine, and they stay meaningful
 * because the tests that check "at once" or "not held by …" give the stop a long grace
 * (LONG_GRACE_MS): what the test guards against would take at least that long.
 */
/** A grace period no correct stop of these tests waits out: a stop held by something takes this long. */
const LONG_GRACE_MS = 20_000;
/** A stop with nothing left to wait for: about 460 ms idle (measured); far below LONG_GRACE_MS. */
const STOP_BOUND_MS = 10_000;
/**
 * A stop whose request never finishes, with the default 3 s grace: about 3,050 ms idle, 3,000 of
 * them the grace the test asks for. The bound is the process's own limit (README "Stopping": a stop
 * still running after STOP_GRACE_MS + 4 s exits 1): 4 s over the grace, 80 times the idle 50 ms.
 */
const DEFAULT_GRACE_MS = 3000;
const STOP_AFTER_GRACE_BOUND_MS = DEFAULT_GRACE_MS + 4000;
/** Exit after a second signal: about 25 ms idle (measured); far below LONG_GRACE_MS, which it cuts short. */
const SECOND_SIGNAL_BOUND_MS = 5000;
/** Per test: each takes 2 to 5 s idle; a loaded machine also starts the process more slowly. */
const TEST_TIMEOUT_MS = 90_000;
const STOPPED_LINE = /stopped: connections drained, database closed, Redis disconnected/;

describeWithRedis('stopping the server process on SIGTERM or SIGINT', () => {
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    buildServer();
    if (USE_MYSQL) await emptyMysql(MYSQL_URL);
  }, 120_000);
  afterAll(async () => {
    for (const server of started) await server.cleanUp();
  });

  async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
    const server = await ServerProcess.start({
      NODE_ENV: 'development',
      REDIS_URL,
      ...(USE_MYSQL ? { DATABASE_URL: MYSQL_URL } : {}),
      ...env,
    });
    started.push(server);
    return server;
  }

  it(
    'SIGTERM: graphql-ws clients get 1001, idle keep-alive connections do not hold it, the database closes, exit 0',
    async () => {
      // Held by the idle connection, the stop would take the whole grace: far past STOP_BOUND_MS.
      const server = await start({ STOP_GRACE_MS: String(LONG_GRACE_MS) });
      const socket = await openGraphQLWs(server);
      const agent = new http.Agent({ keepAlive: true });
      const idle = await get(`${server.url}/healthz`, agent);
      expect(idle.status).toBe(200);
      const idleClosed = new Promise<void>((resolve) => idle.socket.once('close', () => resolve()));
      const wal = path.join(server.dataDir, 'campus-market.sqlite-wal');
      if (!USE_MYSQL) expect(fs.existsSync(wal)).toBe(true);

      const signalled = Date.now();
      server.kill('SIGTERM');
      const exit = await server.exited;

      expect(await socket.closed).toEqual({ code: 1001, reason: 'Server shutting down' });
      await idleClosed; // the server closed the idle keep-alive connection itself
      expect(exit.code).toBe(0);
      expect(exit.at - signalled).toBeLessThan(STOP_BOUND_MS);
      expect(server.output.some((l) => STOPPED_LINE.test(l))).toBe(true);
      // SQLite removes its write-ahead log when the last connection closes cleanly.
      if (!USE_MYSQL) expect(fs.existsSync(wal)).toBe(false);
      agent.destroy();
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'SIGINT: a request in flight finishes and is answered while new connections are refused, then exit 0',
    async () => {
      // Once its request is answered nothing holds the stop: it ends long before the grace would.
      const server = await start({ STOP_GRACE_MS: String(LONG_GRACE_MS) });
      const request = await halfSentGraphQLRequest(server);

      const signalled = Date.now();
      // Ctrl-C under `npm start`: the terminal's SIGINT and npm's forwarded copy arrive together,
      // and are one request to stop, not two.
      server.kill('SIGINT');
      server.kill('SIGINT');
      await server.waitForLine(/no longer accepting connections/);
      await expect(connect(server.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

      request.sendRest();
      const answer = await request.ended;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toContain('{"data":{"__typename":"Query"}}');
      const exit = await server.exited;
      expect(exit.code).toBe(0);
      expect(exit.at - signalled).toBeLessThan(STOP_BOUND_MS);
      expect(server.output.some((l) => STOPPED_LINE.test(l))).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'SIGTERM: a request that never finishes is cut after the grace period, and the process still exits 0 in time',
    async () => {
      const server = await start({ STOP_GRACE_MS: String(DEFAULT_GRACE_MS) });
      const request = await halfSentGraphQLRequest(server);

      const signalled = Date.now();
      server.kill('SIGTERM');
      const exit = await server.exited;

      expect(exit.code).toBe(0);
      expect(exit.at - signalled).toBeLessThan(STOP_AFTER_GRACE_BOUND_MS);
      expect(await request.ended).toBe(''); // cut without an answer
      expect(server.output.some((l) => STOPPED_LINE.test(l))).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a second signal while stopping exits at once with 128 + its number',
    async () => {
      // The request holds the stop for the whole (long) grace: only the second signal ends it sooner.
      const server = await start({ STOP_GRACE_MS: String(LONG_GRACE_MS) });
      await halfSentGraphQLRequest(server);

      server.kill('SIGTERM');
      await server.waitForLine(/SIGTERM: stopping/);
      // Past the window of a forwarded copy: a wait for time itself (the server's rule is in time).
      await new Promise((r) => setTimeout(r, REPEAT_WINDOW_MS));
      const again = Date.now();
      server.kill('SIGTERM');
      const exit = await server.exited;

      expect(exit.code).toBe(143);
      expect(exit.at - again).toBeLessThan(SECOND_SIGNAL_BOUND_MS);
      expect(server.output.some((l) => /SIGTERM again: exiting at once/.test(l))).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});

/** A graphql-ws connection, acknowledged by the server. */
async function openGraphQLWs(server: ServerProcess) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const acked = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      if (JSON.parse(frameText(data)).type === 'connection_ack') resolve();
    });
    ws.once('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'connection_init' }));
  await acked;
  return { ws, closed };
}

function get(url: string, agent: http.Agent): Promise<{ status: number; body: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const socket = res.socket; // the agent takes it back (res.socket = null) once the answer is read
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body, socket }));
      })
      .on('error', reject);
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * A POST /graphql whose headers and half its body were sent: the server holds it as a request in
 * flight (express.json waits for the rest). `ended` is everything the server sent back once it
 * closed the connection.
 */
async function halfSentGraphQLRequest(server: ServerProcess) {
  const body = JSON.stringify({ query: '{ __typename }' });
  const socket = await connect(server.port);
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.on('error', () => {}); // a cut connection is an outcome here, read from `ended`
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  // A request on another connection, answered after the server has read this one's headers
  // (both arrive over loopback in order), so the server holds it in flight from here on.
  const agent = new http.Agent({ keepAlive: false });
  await get(`${server.url}/healthz`, agent);
  return { ended, sendRest: () => socket.write(body.slice(10)) };
}
