import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import WebSocket from 'ws';
import { REPEAT_WINDOW_MS } from '../src/lib/shutdown';
import { describeWithRedis, emptyMysql } from './helpers/app';
import { buildServer, ServerProcess } from './helpers/server-process';
import { MYSQL_URL, REDIS_URL, USE_MYSQL } from './helpers/services';

/**
 * Stopping the real process (`node dist/main.js`) the way a deployment does: SIGTERM from the
 * orchestrator, SIGINT from Ctrl-C. NODE_ENV=development, where Apollo Server would install
 * signal handlers of its own; Redis configured; SQLite, or MariaDB with DB=mysql.
 *
 * The time limits are the correctness bounds of the stop sequence (README "Stopping"), with a wide
 * margin: 5 s to stop with a request that never finishes (the grace is 3 s), 1 s to exit after a
 * second signal.
 */
const STOP_BOUND_MS = 5000;
const SECOND_SIGNAL_BOUND_MS = 1000;
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

  async function start(): Promise<ServerProcess> {
    const server = await ServerProcess.start({
      NODE_ENV: 'development',
      REDIS_URL,
      ...(USE_MYSQL ? { DATABASE_URL: MYSQL_URL } : {}),
    });
    started.push(server);
    return server;
  }

  it('SIGTERM: graphql-ws clients get 1001, idle keep-alive connections do not hold it, the database closes, exit 0', async () => {
    const server = await start();
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
  });

  it('SIGINT: a request in flight finishes and is answered while new connections are refused, then exit 0', async () => {
    const server = await start();
    const request = await halfSentGraphQLRequest(server);

    const signalled = Date.now();
    // Ctrl-C under `npm start`: the terminal's SIGINT and npm's forwarded copy arrive together,
    // and are one request to stop, not two.
    server.kill('SIGINT');
    server.kill('SIGINT');
    await server.waitForLine(/SIGINT: stopping/);
    await expect(connect(server.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    request.sendRest();
    const answer = await request.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('{"data":{"__typename":"Query"}}');
    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(STOP_BOUND_MS);
    expect(server.output.some((l) => STOPPED_LINE.test(l))).toBe(true);
  });

  it('SIGTERM: a request that never finishes is cut after the grace period, and the process still exits 0 in time', async () => {
    const server = await start();
    const request = await halfSentGraphQLRequest(server);

    const signalled = Date.now();
    server.kill('SIGTERM');
    const exit = await server.exited;

    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(STOP_BOUND_MS);
    expect(await request.ended).toBe(''); // cut without an answer
    expect(server.output.some((l) => STOPPED_LINE.test(l))).toBe(true);
  });

  it('a second signal while stopping exits at once with 128 + its number', async () => {
    const server = await start();
    await halfSentGraphQLRequest(server); // holds the grace period

    server.kill('SIGTERM');
    await server.waitForLine(/SIGTERM: stopping/);
    await new Promise((r) => setTimeout(r, REPEAT_WINDOW_MS)); // past the window of a forwarded copy
    const again = Date.now();
    server.kill('SIGTERM');
    const exit = await server.exited;

    expect(exit.code).toBe(143);
    expect(exit.at - again).toBeLessThan(SECOND_SIGNAL_BOUND_MS);
    expect(server.output.some((l) => /SIGTERM again: exiting at once/.test(l))).toBe(true);
  });
});

/** A graphql-ws connection, acknowledged by the server. */
async function openGraphQLWs(server: ServerProcess) {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const acked = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') resolve();
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
