import 'reflect-metadata';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { type Answer, call, createToken, gqlBearer } from './tokens.support';

const RATE = 6;

/** What a token call learns about its own token: tokens/current and the RateLimit-* headers. */
describeApp('API tokens: the current token and its rate', () => {
  let app: TestApp;
  let student: TestAccount;
  beforeAll(async () => {
    app = await createTestApp({ env: { API_TOKEN_RATE_PER_MINUTE: String(RATE) } });
    student = await verifiedAccount(app);
  });
  afterAll(() => app?.close());

  it('describes the token a call is made with, on REST and GraphQL, whatever its scopes; a session gets 400', async () => {
    const { token, apiToken } = await createToken(student, ['read:wishlist'], { name: 'desk lamp bot' });
    const res = await call(app, 'GET', '/api/v1/tokens/current', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.any(String),
      apiToken: {
        _id: apiToken._id,
        name: 'desk lamp bot',
        kind: 'user',
        userId: student.id,
        scopes: ['read:wishlist'],
        createdAt: apiToken.createdAt,
        expiresAt: apiToken.expiresAt,
        lastUsedAt: expect.any(String),
      },
    });
    const q = '{ currentApiToken { id name kind userId scopes expiresAt } }';
    const viaGql = await gqlBearer(app, token, q);
    expect(viaGql.body.data.currentApiToken).toEqual({
      id: apiToken._id,
      name: 'desk lamp bot',
      kind: 'USER',
      userId: student.id,
      scopes: ['READ_WISHLIST'],
      expiresAt: apiToken.expiresAt,
    });

    const session = await student.agent.get('/api/v1/tokens/current');
    expect(session.status).toBe(400);
    expect(session.body.error).toBe('BAD_USER_INPUT');
    expect((await gql(student.agent, q)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await call(app, 'GET', '/api/v1/tokens/current')).status).toBe(400);
  });

  it("answers every token call with RateLimit-Limit, -Remaining and -Reset from the token's own rate", async () => {
    const { token } = await createToken(student, ['read:products']);
    const rate = (a: Answer) => ['limit', 'remaining', 'reset'].map((h) => a.headers.get(`ratelimit-${h}`));
    const first = await call(app, 'GET', '/api/v1/product/all-products', { token });
    expect(first.status).toBe(200);
    const [limit, remaining, reset] = rate(first).map(Number);
    expect([limit, remaining]).toEqual([RATE, RATE - 1]);
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    const second = await gqlBearer(app, token, '{ categories { name } }');
    expect(rate(second).slice(0, 2)).toEqual([String(RATE), String(RATE - 2)]);
    for (let i = 2; i < RATE; i++) await call(app, 'GET', '/api/v1/product/all-products', { token });
    const refused = await call(app, 'GET', '/api/v1/product/all-products', { token });
    expect(refused.status).toBe(429);
    expect(rate(refused).slice(0, 2)).toEqual([String(RATE), '0']);
    expect(Number(refused.headers.get('ratelimit-reset'))).toBeGreaterThan(0);

    // Not a token call: no token rate to tell.
    const session = await student.agent.get('/api/v1/product/all-products');
    expect(session.headers['ratelimit-limit']).toBeUndefined();
  });
});
