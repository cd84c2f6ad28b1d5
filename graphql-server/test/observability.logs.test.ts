import { createLogger } from '../src/lib/logger';
import { withScope } from '../src/lib/request-scope';
import { registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { type LogLine, loggedApp, requestLines } from './helpers/logged-app';
import { sample } from './helpers/metrics-text';
import { until, wsClientWith } from './helpers/ws';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
      quiet.services.ready = () => Promise.resolve(false);
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
