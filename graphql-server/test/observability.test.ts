import http from 'node:http';
import { createLogger } from '../src/lib/logger';
import { withScope } from '../src/lib/request-scope';
import { registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, type TestAppOptions, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { USE_MYSQL } from './helpers/services';
import { until, wsClientWith } from './helpers/ws';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: string;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

/** A test app whose logger is the real one (pino, JSON lines), writing into `lines`. */
async function loggedApp(options: TestAppOptions = {}) {
  const raw: string[] = [];
  const logger = createLogger({
    level: 'info',
    format: 'json',
    destination: { write: (line: string) => raw.push(line) },
  });
  const app = await createTestApp({ ...options, logger });
  const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
  return { app, raw, lines };
}

function requestLines(lines: LogLine[], reqId: string): LogLine[] {
  return lines.filter((l) => l.msg === 'request' && l.reqId === reqId);
}

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }),
        );
      })
      .on('error', reject);
  });
}

/** The value of one sample in a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[3] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[4]);
  }
  return undefined;
}

describeApp('request ids and the request log', () => {
  let app: TestApp;
  let lines: () => LogLine[];
  beforeAll(async () => {
    ({ app, lines } = await loggedApp());
  });
  afterAll(() => app?.close());

  it('honours a sane X-Request-Id, echoes it, and writes one line with status, duration, path and address', async () => {
    const res = await app.agent().get('/healthz?probe=1').set('X-Request-Id', 'lb-42.abc:7_x');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-42.abc:7_x');
    await until(() => requestLines(lines(), 'lb-42.abc:7_x').length > 0);
    const mine = requestLines(lines(), 'lb-42.abc:7_x');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 'info', method: 'GET', path: '/healthz', status: 200, ip: '127.0.0.1' });
    expect(typeof mine[0].ms).toBe('number');
    expect(typeof mine[0].time).toBe('string');
  });

  it('replaces a missing or unsafe X-Request-Id with a new UUID', async () => {
    for (const given of [undefined, 'has space', 'x'.repeat(129), 'quote"inside', '../etc/passwd', '<script>']) {
      const req = app.agent().get('/healthz');
      if (given !== undefined) req.set('X-Request-Id', given);
      const res = await req;
      const id = res.headers['x-request-id'];
      expect(id).toMatch(UUID);
      await until(() => requestLines(lines(), id).length === 1);
    }
  });

  it('names the GraphQL operation and its type on the line of a /graphql request', async () => {
    const res = await app
      .agent()
      .post('/graphql')
      .set('X-Request-Id', 'gql-1')
      .send({ query: 'query WhoAmI { me { id } }' });
    expect(res.status).toBe(200);
    await until(() => requestLines(lines(), 'gql-1').length > 0);
    expect(requestLines(lines(), 'gql-1')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/graphql',
        status: 200,
        operationName: 'WhoAmI',
        operationType: 'query',
      }),
    ]);

    // A document that does not parse: the line still comes, with no operation resolved.
    const bad = await app.agent().post('/graphql').set('X-Request-Id', 'gql-2').send({ query: 'query {' });
    expect(bad.status).toBe(400);
    await until(() => requestLines(lines(), 'gql-2').length > 0);
    expect(requestLines(lines(), 'gql-2')).toEqual([
      expect.objectContaining({ status: 400, operationName: null, operationType: null }),
    ]);
  });

  it('puts the request id on the lines a request causes deeper down (a failed verification mail)', async () => {
    const broken = await loggedApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await broken.app.agent().post('/api/v1/auth/register').set('X-Request-Id', 'reg-1').send({
        collegeId: 'OBS0001',
        name: 'Log Student',
        email: 'obs0001@college.edu',
        password: 'correct horse observe battery',
      });
      expect(res.headers['x-request-id']).toBe('reg-1');
      await until(() => requestLines(broken.lines(), 'reg-1').length > 0);
      const failure = broken.lines().find((l) => /verification mail to .* failed/.test(l.msg));
      expect(failure).toMatchObject({ level: 'error', reqId: 'reg-1' });
    } finally {
      await broken.app.close();
    }
  });

  it('never logs a password, the session cookie, a reset token, a verification code or a query string', async () => {
    const before = lines().length;
    // A verification code (in the body) and the session cookie it comes with.
    const account = await registerAccount(app);
    const code = await app.mailbox.codeFor(account.email);
    expect((await account.agent.post('/api/v1/auth/verify-email').send({ code })).status).toBe(200);
    // A password over REST and GraphQL, right and wrong.
    await app
      .agent()
      .post('/api/v1/auth/login')
      .send({ collegeId: account.collegeId, password: account.password })
      .expect(200);
    await app
      .agent()
      .post('/api/v1/auth/login')
      .send({ collegeId: account.collegeId, password: 'wrong-but-secret-pw' });
    const viaGql = await gql(app.agent(), 'mutation LogIn($input: LoginInput!) { login(input: $input) { message } }', {
      input: { collegeId: account.collegeId, password: account.password },
    });
    expect(viaGql.errors).toBeUndefined();
    // The cookie on later requests, and an Authorization header.
    await app
      .agent()
      .get('/api/v1/user/me')
      .set('Cookie', account.cookie)
      .set('Authorization', 'Bearer header-secret-123');
    // A reset token in the path: the web page the mail links to and the REST call.
    await app.agent().post('/api/v1/auth/forgot-password').send({ email: account.email }).expect(200);
    const token = await app.mailbox.resetTokenFor(account.email);
    await app.agent().get(`/reset-password/${token}`);
    const reset = await app
      .agent()
      .post(`/api/v1/auth/reset-password/${token}`)
      .set('X-Request-Id', 'reset-1')
      .send({ password: 'a new secret passphrase' });
    expect(reset.status).toBe(200);
    // A query string.
    await app.agent().get('/api/v1/product?search=querysecretword');

    await until(() => requestLines(lines(), 'reset-1').length > 0);
    expect(requestLines(lines(), 'reset-1')[0]).toMatchObject({
      path: '/api/v1/auth/reset-password/[redacted]',
      status: 200,
    });
    const text = lines()
      .slice(before)
      .map((l) => JSON.stringify(l))
      .join('\n');
    expect(text).toContain('/reset-password/[redacted]');
    const cookieValue = account.cookie.split('=')[1];
    for (const secret of [
      account.password,
      'wrong-but-secret-pw',
      'a new secret passphrase',
      cookieValue,
      token,
      code,
      'header-secret-123',
      'querysecretword',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('at LOG_LEVEL=warn writes only the lines of failed requests, and still times every request', async () => {
    const TOKEN = 'metrics-token-warn-0123456789';
    const raw: string[] = [];
    const logger = createLogger({
      level: 'warn',
      format: 'json',
      destination: { write: (line: string) => raw.push(line) },
    });
    const quiet = await createTestApp({ env: { LOG_LEVEL: 'warn', METRICS_TOKEN: TOKEN }, logger });
    try {
      await quiet.agent().get('/healthz').set('X-Request-Id', 'warn-ok').expect(200);
      quiet.services.ready = async () => false;
      await quiet.agent().get('/readyz').set('X-Request-Id', 'warn-503').expect(503);
      const logged = () => raw.map((l) => JSON.parse(l) as LogLine);
      // Lines are written in the order the answers finish: once the 503's is there, the 200's would be too.
      await until(() => requestLines(logged(), 'warn-503').length > 0);
      expect(requestLines(logged(), 'warn-503')).toEqual([
        expect.objectContaining({ level: 'warn', path: '/readyz', status: 503 }),
      ]);
      expect(requestLines(logged(), 'warn-ok')).toEqual([]);
      const metrics = (await quiet.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
      expect(
        sample(metrics, 'http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status: '200' }),
      ).toBe(1);
      expect(
        sample(metrics, 'http_request_duration_seconds_count', { method: 'GET', route: '/readyz', status: '503' }),
      ).toBe(1);
    } finally {
      await quiet.close();
    }
  });
});

describeApp('/metrics', () => {
  it('answers 404 on the main port when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const app = await createTestApp();
    try {
      const res = await app.agent().get('/metrics');
      expect(res.status).toBe(404);
      expect(app.server.metricsPort).toBeNull();
    } finally {
      await app.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    const TOKEN = 'metrics-token-0123456789abcdef';
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({
        env: { METRICS_TOKEN: TOKEN, DB_POOL_SIZE: '3' },
        limits: { loginFailuresPerIp: { limit: 1, windowMs: 60_000 } },
      });
    });
    afterAll(() => app?.close());

    it('refuses a missing or wrong bearer token with 401', async () => {
      const none = await app.agent().get('/metrics');
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      expect((await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`)).status).toBe(401);
      expect((await app.agent().get('/metrics').set('Authorization', TOKEN)).status).toBe(401);
    });

    it('serves the Prometheus text format: latencies, pool, websockets, event-loop lag, throttle refusals', async () => {
      const account = await verifiedAccount(app);
      // Two wrong passwords from one address with a limit of one: the second is refused.
      await app
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: account.collegeId, password: 'wrong password one' })
        .expect(401);
      await app
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: account.collegeId, password: 'wrong password two' })
        .expect(429);
      await account.agent.post('/graphql').send({ query: 'query Profile { me { id } }' }).expect(200);
      await account.agent.get(`/api/v1/user/${account.id}`);

      // A live subscription, with a request id of our own on the upgrade.
      let upgradeId: string | undefined;
      const client = wsClientWith(app, {
        cookie: account.cookie,
        headers: { 'x-request-id': 'ws-metrics' },
        onUpgrade: (res) => (upgradeId = res.headers['x-request-id'] as string),
      });
      const stop = client.subscribe(
        { query: 'subscription { meUpdated { id } }' },
        { next: () => {}, error: () => {}, complete: () => {} },
      );
      try {
        let text = '';
        const deadline = Date.now() + 20_000; // idle it holds at once; a loaded machine is slower
        for (;;) {
          const res = await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
          expect(res.status).toBe(200);
          expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
          text = res.text;
          if (sample(text, 'graphql_ws_subscriptions') === 1 || Date.now() > deadline) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(upgradeId).toBe('ws-metrics');
        expect(sample(text, 'graphql_ws_connections')).toBe(1);
        expect(sample(text, 'graphql_ws_subscriptions')).toBe(1);
        expect(sample(text, 'throttle_refusals_total', { throttle: 'login:ip' })).toBe(1);
        expect(
          sample(text, 'http_request_duration_seconds_count', {
            method: 'POST',
            route: '/api/v1/auth/login',
            status: '429',
          }),
        ).toBe(1);
        expect(
          sample(text, 'http_request_duration_seconds_count', {
            method: 'GET',
            route: '/api/v1/user/:id',
            status: '200',
          }),
        ).toBe(1);
        expect(
          sample(text, 'graphql_operation_duration_seconds_count', {
            operation: 'Profile',
            type: 'query',
            outcome: 'ok',
          }),
        ).toBe(1);
        expect(sample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
        expect(sample(text, 'db_pool_connections_max')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
        // No raw path, address or account in any label.
        expect(text).not.toContain(account.id);
        expect(text).not.toContain('127.0.0.1');
        expect(text).not.toContain(account.collegeId);
      } finally {
        stop();
        await client.dispose();
      }
    });

    it('reads the connection pool: connections in use and requests waiting (SQLite: one synchronous connection)', async () => {
      const scrape = async () => (await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
      if (!USE_MYSQL) {
        const text = await scrape();
        expect([
          sample(text, 'db_pool_connections_in_use'),
          sample(text, 'db_pool_waiting_requests'),
          sample(text, 'db_pool_connections_max'),
        ]).toEqual([0, 0, 1]);
        return;
      }
      // Hold every pooled connection, then ask for one more: it waits.
      const held = [
        app.services.db.createQueryRunner(),
        app.services.db.createQueryRunner(),
        app.services.db.createQueryRunner(),
      ];
      for (const r of held) await r.connect();
      const waiting = app.services.db.query('SELECT 1');
      try {
        const text = await scrape();
        expect(sample(text, 'db_pool_connections_max')).toBe(3);
        expect(sample(text, 'db_pool_connections_in_use')).toBe(3);
        expect(sample(text, 'db_pool_waiting_requests')).toBe(1);
      } finally {
        for (const r of held) await r.release();
      }
      await waiting;
      const after = await scrape();
      expect(sample(after, 'db_pool_connections_in_use')).toBe(0);
      expect(sample(after, 'db_pool_waiting_requests')).toBe(0);
    });

    it("labels an operation by name only when it is one of the web app's; unnamed operations as anonymous", async () => {
      await app.agent().post('/graphql').send({ query: '{ me { id } }' }).expect(200);
      const res = await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(
        sample(res.text, 'graphql_operation_duration_seconds_count', { operation: 'anonymous', type: 'query' }),
      ).toBe(1);
      expect(app.services.metrics.operationLabel('Op5', true)).toBe('other');
      expect(app.services.metrics.operationLabel('BrowseProducts', true)).toBe('BrowseProducts');
      expect(app.services.metrics.operationLabel('bad name!', true)).toBe('other');
      expect(app.services.metrics.operationLabel('Anything', false)).toBe('unknown');
    });
  });

  it('with METRICS_PORT: serves them on a listener of its own (127.0.0.1) and not on the main port', async () => {
    const app = await createTestApp({ env: { METRICS_PORT: '0' } });
    try {
      const port = app.server.metricsPort;
      expect(port).toEqual(expect.any(Number));
      expect(port).not.toBe(app.port);
      const res = await get(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
      expect(res.body).toContain('nodejs_eventloop_lag_seconds');
      expect((await get(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);
      expect((await app.agent().get('/metrics')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describeApp('graphql-ws in the log', () => {
  let app: TestApp;
  let lines: () => LogLine[];
  beforeAll(async () => {
    ({ app, lines } = await loggedApp());
  });
  afterAll(() => app?.close());

  it("carries the upgrade's request id on each subscription's line and on the connection's line", async () => {
    const account = await verifiedAccount(app);
    let echoed: string | undefined;
    const client = wsClientWith(app, {
      cookie: account.cookie,
      headers: { 'x-request-id': 'sock-7' },
      onUpgrade: (res) => (echoed = res.headers['x-request-id'] as string),
    });
    const stop = client.subscribe(
      { query: 'subscription Watch { meUpdated { id } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    let refused: unknown[] = [];
    await new Promise<void>((resolve) =>
      client.subscribe(
        { query: 'subscription Broken { nope }', operationName: 'Broken' },
        { next: () => {}, error: (e) => ((refused = e as unknown[]), resolve()), complete: () => resolve() },
      ),
    );
    expect(refused).toHaveLength(1);
    await until(() => app.services.metrics.ws().subscriptions === 1);
    stop();
    await until(() => lines().some((l) => l.msg === 'graphql-ws subscription'));
    await client.dispose();
    await until(() => lines().some((l) => l.msg === 'graphql-ws connection'));

    expect(echoed).toBe('sock-7');
    const mine = lines().filter((l) => l.reqId === 'sock-7');
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'graphql-ws subscribe refused',
          operationName: 'Broken',
          code: 'GRAPHQL_VALIDATION_FAILED',
        }),
        expect.objectContaining({
          msg: 'graphql-ws subscription',
          operationName: 'Watch',
          operationType: 'subscription',
          ms: expect.any(Number),
        }),
        expect.objectContaining({
          msg: 'graphql-ws connection',
          path: '/graphql',
          status: expect.any(Number),
          ms: expect.any(Number),
        }),
      ]),
    );
    expect(JSON.stringify(mine)).not.toContain(account.cookie.split('=')[1]);
    expect(app.services.metrics.ws()).toEqual({ connections: 0, subscriptions: 0 });
  });
});

describe('createLogger', () => {
  it('writes JSON lines: fields merged, an Error serialised, other arguments formatted, levels below the setting dropped', () => {
    const raw: string[] = [];
    const logger = createLogger({ level: 'warn', format: 'json', destination: { write: (l: string) => raw.push(l) } });
    logger.info('not written');
    logger.warn('disk %s at %d%%', 'full', 99, { volume: 'data' });
    logger.error('failed', new Error('boom'));
    const [warn, error] = raw.map((l) => JSON.parse(l));
    expect(raw).toHaveLength(2);
    expect(warn).toMatchObject({ level: 'warn', msg: 'disk full at 99%', volume: 'data' });
    expect(error).toMatchObject({ level: 'error', msg: 'failed', err: { type: 'Error', message: 'boom' } });
    expect(error.err.stack).toContain('Error: boom');
  });

  it('pretty: one readable line, the request id shortened', () => {
    const raw: string[] = [];
    const logger = createLogger({ format: 'pretty', destination: { write: (l: string) => raw.push(l) } });
    withScope({ request: { id: '0123456789abcdef' } }, () => logger.info('hello', { status: 200 }));
    expect(raw).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}\[01234567\] hello status=200\n$/)]);
  });
});
