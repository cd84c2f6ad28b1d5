import { QUERY_LIMITS } from '../src/http/graphql-limits';
import { WS_MAX_PAYLOAD } from '../src/http/graphql-ws-server';
import type { Logger } from '../src/lib/logger';
import { verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { RawSocket } from './helpers/raw-ws';
import { collect, subscribed, wsClient, wsClients } from './helpers/ws';

/** Every line the server logs, by level. */
function recordingLogger() {
  const lines: { level: 'info' | 'warn' | 'error'; text: string }[] = [];
  const record =
    (level: 'info' | 'warn' | 'error') =>
    (m: string, ...rest: unknown[]) =>
      void lines.push({ level, text: [m, ...rest.map((r) => (r instanceof Error ? r.stack : String(r)))].join(' ') });
  const logger: Logger = { info: record('info'), warn: record('warn'), error: record('error') };
  return { logger, lines };
}

const STACK_LINE = /\n\s+at /;

/** The client mistakes of the finding, each with the code Apollo gives it over HTTP. */
const MISTAKES: {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  code: string;
  overHttp?: string;
}[] = [
  { name: 'a typo in a field', query: 'subscription { meUpdatd { id } }', code: 'GRAPHQL_VALIDATION_FAILED' },
  { name: 'a syntax error', query: 'subscription { meUpdated { id }', code: 'GRAPHQL_PARSE_FAILED' },
  {
    name: 'too many aliases',
    query: `subscription { ${Array.from({ length: 16 }, (_, i) => `m${i}: meUpdated { id }`).join(' ')} }`,
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'an unused fragment',
    query: 'subscription { meUpdated { id } } fragment F on User { id }',
    code: 'GRAPHQL_VALIDATION_FAILED',
  },
  {
    name: 'too many tokens',
    query: `subscription { meUpdated { ${'id '.repeat(QUERY_LIMITS.maxTokens)} } }`,
    code: 'GRAPHQL_PARSE_FAILED',
  },
  {
    name: 'a variable of the wrong type',
    query: 'subscription($on: Boolean!) { meUpdated { id name @include(if: $on) } }',
    variables: { on: 'yes' },
    code: 'BAD_USER_INPUT',
    // HTTP refuses any subscription before its variables are looked at: the same mistake in a query.
    overHttp: 'query($on: Boolean!) { me { id name @include(if: $on) } }',
  },
  {
    name: 'a missing required variable',
    query: 'subscription($on: Boolean!) { meUpdated { id name @include(if: $on) } }',
    code: 'BAD_USER_INPUT',
    overHttp: 'query($on: Boolean!) { me { id name @include(if: $on) } }',
  },
  {
    name: 'an unknown operation name',
    query: 'subscription A { meUpdated { id } }',
    operationName: 'B',
    code: 'OPERATION_RESOLUTION_FAILURE',
  },
];

describeApp('graphql-ws client mistakes', () => {
  let app: TestApp;
  const log = recordingLogger();
  const client = wsClients(() => app);
  const sockets: RawSocket[] = [];
  let consoleError: jest.SpyInstance;
  beforeAll(async () => {
    app = await createTestApp({ logger: log.logger });
  });
  beforeEach(() => {
    log.lines.length = 0;
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => consoleError.mockRestore());
  afterAll(async () => {
    for (const s of sockets) await s.close();
    await app?.close();
  });

  it.each(MISTAKES)(
    '$name: the same message and code ($code) as over HTTP, and nothing logged',
    async ({ query, variables, operationName, code, overHttp: httpQuery }) => {
      const a = await verifiedAccount(app);
      const http = await a.agent
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send({ query: httpQuery ?? query, variables, operationName });
      const overHttp = http.body.errors?.[0];
      expect(overHttp?.extensions?.code).toBe(code);

      const sub = collect(client(a.cookie), { query, variables, operationName });
      await sub.done;
      const errors = sub.errors;
      expect(errors[0]?.extensions).toEqual({ code });
      expect(errors[0]?.message).toBe(overHttp.message);
      expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
      expect(log.lines.some((l) => STACK_LINE.test(l.text))).toBe(false);
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('a variable in a directive on the root field is a validation error, not a crash of the socket', async () => {
    const a = await verifiedAccount(app);
    const sub = collect(client(a.cookie), 'subscription($on: Boolean!) { meUpdated @include(if: $on) { id } }');
    await sub.done;
    expect(sub.errors[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('refuses queries and mutations over the socket as a bad request, not an internal error', async () => {
    const a = await verifiedAccount(app);
    const q = collect(client(a.cookie), '{ me { id } }');
    await q.done;
    expect(q.errors[0]).toEqual({
      message: 'Only subscriptions are accepted over the websocket; send queries and mutations over HTTP',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('and HTTP refuses a subscription as a bad request, not an internal error', async () => {
    const a = await verifiedAccount(app);
    for (const variables of [{ on: true }, { on: 'yes' }]) {
      const r = await a.agent
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send({ query: 'subscription($on: Boolean!) { meUpdated { id name @include(if: $on) } }', variables });
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([
        {
          message: 'Subscriptions are accepted only over the websocket (graphql-ws on /graphql)',
          extensions: { code: 'BAD_REQUEST' },
        },
      ]);
    }
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('a message type only servers send closes the socket with 4400, without a stack in the log', async () => {
    const a = await verifiedAccount(app);
    const socket = await RawSocket.open(app, { cookie: a.cookie });
    sockets.push(socket);
    expect(await socket.init()).toBe('ack');
    socket.send({ type: 'next', id: 'x', payload: { data: null } });
    expect(await socket.closed).toEqual({ code: 4400, reason: 'Invalid message received' });
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('an oversized message closes the socket with 1009 and one short log line, no stack', async () => {
    const socket = await RawSocket.open(app);
    sockets.push(socket);
    socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(WS_MAX_PAYLOAD + 10) } }));
    expect((await socket.closed).code).toBe(1009);
    expect(consoleError).not.toHaveBeenCalled();
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(log.lines.some((l) => STACK_LINE.test(l.text))).toBe(false);
  });
});

describeApp('internal errors never reach a client (development mode)', () => {
  let app: TestApp;
  const log = recordingLogger();
  const SECRET = 'SQLITE_IOERR: disk I/O error at /srv/campus/data/campus.sqlite';
  beforeAll(async () => {
    app = await createTestApp({ logger: log.logger, env: { NODE_ENV: 'development' } });
  });
  afterAll(() => app?.close());
  afterEach(() => jest.restoreAllMocks());

  it('REST and GraphQL answer the generic message; the log keeps the detail', async () => {
    expect(app.services.config.isProduction).toBe(false);
    const a = await verifiedAccount(app);
    jest.spyOn(app.services.notifications, 'list').mockRejectedValue(new Error(SECRET));

    const rest = await a.agent.get('/api/v1/notification');
    expect(rest.status).toBe(500);
    expect(rest.body).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      error: 'INTERNAL_SERVER_ERROR',
    });

    const r = await gql(a.agent, '{ notifications { totalCount } }');
    expect(r.errors?.[0]?.message).toBe('Something went wrong on our side. Please try again.');
    expect(r.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(rest.body) + JSON.stringify(r.errors)).not.toContain('SQLITE');

    expect(log.lines.filter((l) => l.level === 'error' && l.text.includes(SECRET))).toHaveLength(2);
  });

  it('over graphql-ws too', async () => {
    const a = await verifiedAccount(app);
    const client = wsClient(app, a.cookie);
    try {
      jest.spyOn(app.services.sessions, 'isLive').mockRejectedValue(new Error(SECRET));
      const sub = collect(client, 'subscription { meUpdated { id } }');
      await subscribed(app, 'meUpdated', a.id);
      await app.services.users.publishMe(a.id);
      await sub.done;
      expect(sub.errors[0]).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    } finally {
      await client.dispose();
    }
  });
});
