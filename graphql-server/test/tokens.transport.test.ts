import 'reflect-metadata';
import { type Client, createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { collect, subscribed, until } from './helpers/ws';
import { ORIGIN, PRODUCT_OPS, addProduct } from './products.support';
import { call, createToken, gqlBearer } from './tokens.support';

const OTHER_APP = 'https://clubs.college.edu';
const STRANGER = 'https://evil.example';
const RATE = 5;

/**
 * How bearer calls travel (docs/product.md#api-tokens): the per-token rate limit, graphql-ws with the
 * token in connection_init, and the Origin and CORS rules for other sites' pages.
 */
describeApp('API tokens over the transports', () => {
  let app: TestApp;
  let student: TestAccount;
  const clients: Client[] = [];
  const closes: number[] = [];
  const wsWithToken = (token: string, origin?: string) => {
    class OriginSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: origin ? { origin } : {} });
      }
    }
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: OriginSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: true,
      on: { closed: (e) => void closes.push((e as { code: number }).code) },
    });
    clients.push(client);
    return client;
  };
  beforeAll(async () => {
    app = await createTestApp({ env: { API_TOKEN_RATE_PER_MINUTE: String(RATE), API_CORS_ORIGINS: OTHER_APP } });
    student = await verifiedAccount(app);
  });
  afterAll(async () => {
    for (const c of clients.splice(0)) await c.dispose();
  });
  afterAll(() => app?.close());

  it('limits each token to API_TOKEN_RATE_PER_MINUTE calls: 429 with Retry-After, other tokens untouched', async () => {
    const a = await createToken(student, ['read:products']);
    const b = await createToken(student, ['read:products']);
    for (let i = 0; i < RATE; i += 1)
      expect((await call(app, 'GET', '/api/v1/product/all-products', { token: a.token })).status).toBe(200);
    const refused = await call(app, 'GET', '/api/v1/product/all-products', { token: a.token });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const gqlRefused = await gqlBearer(app, a.token, '{ categories { name } }');
    expect(gqlRefused.status).toBe(429);
    expect(gqlRefused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await call(app, 'GET', '/api/v1/product/all-products', { token: b.token })).status).toBe(200);
    expect((await student.agent.get('/api/v1/product/all-products')).status).toBe(200);
  });

  it('serves graphql-ws subscriptions to a bearer token with the scope, and refuses the others', async () => {
    const moderator = await accountWithRole(app, 'moderator');
    const { token } = await createToken(student, ['read:notifications']);
    const live = collect<{ notificationAdded: { message: string } }>(
      wsWithToken(token),
      'subscription { notificationAdded { message } }',
    );
    await subscribed(app, 'notificationAdded', student.id);
    const id = await addProduct(app, student.agent, student.id, { title: 'Kettle' });
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    await until(() => live.values.length >= 1);
    expect(live.values[0].notificationAdded.message).toBe('Your product "Kettle" was approved.');
    live.stop();

    const narrow = await createToken(student, ['read:products']);
    const denied = collect(wsWithToken(narrow.token), 'subscription { notificationAdded { message } }');
    await denied.done;
    expect(denied.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', requiredScope: 'read:notifications' } });

    const before = closes.length;
    const bad = collect(wsWithToken('cmk_not-a-real-token'), 'subscription { notificationAdded { message } }');
    await bad.done;
    await until(() => closes.length > before);
    expect(closes.slice(before)).toContain(4401);
  });

  it('lets a page of API_CORS_ORIGINS connect over graphql-ws with a token, never with its cookie', async () => {
    const { token } = await createToken(student, ['read:notifications']);
    const ok = collect(wsWithToken(token, OTHER_APP), 'subscription { notificationAdded { message } }');
    await subscribed(app, 'notificationAdded', student.id);
    ok.stop();
    // Without a token, that site's page never uses the student's cookie.
    const before = closes.length;
    const cookieOnly = collect(wsWithToken('', OTHER_APP), 'subscription { notificationAdded { message } }');
    await cookieOnly.done;
    await until(() => closes.length > before);
    expect(closes.slice(before)).toContain(4403);
  });

  it('exempts bearer calls from the Origin check; cookie calls from other sites stay refused', async () => {
    const { token } = await createToken(student, ['write:wishlist']);
    const body = { productId: 'no-such-product' };
    const bearer = await call(app, 'PUT', '/api/v1/product/add-to-wishlist', {
      token,
      body,
      headers: { origin: STRANGER },
    });
    expect(bearer.status).toBe(404);
    const cookie = await student.agent.put('/api/v1/product/add-to-wishlist').set('Origin', STRANGER).send(body);
    expect(cookie.status).toBe(403);
    // No CSRF header needed on GraphQL either, even for a GET.
    const get = await call(app, 'GET', `/graphql?query=${encodeURIComponent('{ categories { name } }')}`, {
      token,
      headers: { accept: 'application/json' },
    });
    expect(get.status).toBe(200);
    expect(get.body.data.categories.length).toBeGreaterThan(0);
  });

  it('answers CORS to bearer calls from API_CORS_ORIGINS only, never with credentials', async () => {
    const preflight = await call(app, 'OPTIONS', '/api/v1/product/all-products', {
      headers: {
        origin: OTHER_APP,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(OTHER_APP);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const stranger = await call(app, 'OPTIONS', '/graphql', {
      headers: { origin: STRANGER, 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();

    const { token } = await createToken(student, ['read:products']);
    const listed = await call(app, 'GET', '/api/v1/product/all-products', { token, headers: { origin: OTHER_APP } });
    expect(listed.headers.get('access-control-allow-origin')).toBe(OTHER_APP);
    const cookieCall = await student.agent.get('/api/v1/product/all-products').set('Origin', OTHER_APP);
    expect(cookieCall.headers['access-control-allow-origin']).toBeUndefined();
    const gqlCall = await call(app, 'POST', '/graphql', {
      token,
      body: { query: '{ categories { name } }' },
      headers: { origin: OTHER_APP },
    });
    expect(gqlCall.headers.get('access-control-allow-origin')).toBe(OTHER_APP);
    // The web app's own origin keeps working with its cookie.
    expect((await student.agent.put('/api/v1/notification/mark-all-as-read').set('Origin', ORIGIN)).status).toBe(200);
  });
});
