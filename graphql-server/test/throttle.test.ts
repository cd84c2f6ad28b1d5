import Redis from 'ioredis';
import { STORE_DOWN_RETRY_AFTER_SECONDS } from '../src/lib/rate-limiter';
import { verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { ACCOUNT_OPS, errorCode, gql } from './helpers/graphql';
import { REDIS_URL, deadPort } from './helpers/services';

const aliasedLogins = (n: number, collegeId: string) =>
  `mutation { ${Array.from({ length: n }, (_, i) => `l${i}: login(input: { collegeId: "${collegeId}", password: "wrong password ${i}" }) { message }`).join(' ')} }`;

describeApp('login throttling (in memory)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  afterEach(() => app.clock.advance(15 * 60_000));

  it('allows 10 failures a minute per address, then RATE_LIMITED even for the right password', async () => {
    const a = await verifiedAccount(app);
    for (let i = 0; i < 10; i++) {
      expect(
        (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: 'wrong one!' })).status,
      ).toBe(401);
    }
    const limited = await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
    expect(limited.body.message).toMatch(/^Too many attempts\. Try again in (\d+ seconds?|1 minute)\.$/);
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.body.retryAfterSeconds).toBeLessThanOrEqual(60);
    app.clock.advance(61_000);
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password })).status,
    ).toBe(200);
  });

  it('twenty aliased logins in one request are refused by the alias cap before any runs', async () => {
    const a = await verifiedAccount(app);
    const r = await gql(app.agent(), aliasedLogins(20, a.collegeId));
    expect(r.errors?.[0]?.message).toBe('Too many aliases: 20, at most 15 allowed');
    expect(r.data).toBeUndefined();
    // Nothing was counted: the right password still works at once.
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password })).status,
    ).toBe(200);
  });

  it('aliased logins under the cap are counted per executed call', async () => {
    const a = await verifiedAccount(app);
    // Mutations run one after the other and a failed non-null login ends the operation, so of
    // twelve aliased wrong logins exactly one ran and counted.
    const r = await gql(app.agent(), aliasedLogins(12, a.collegeId));
    expect(r.errors).toHaveLength(1);
    expect(errorCode(r)).toBe('UNAUTHENTICATED');
    for (let i = 0; i < 9; i++) {
      expect(
        errorCode(
          await gql(app.agent(), ACCOUNT_OPS.login, { input: { collegeId: a.collegeId, password: 'still wrong' } }),
        ),
      ).toBe('UNAUTHENTICATED');
    }
    expect(
      errorCode(await gql(app.agent(), ACCOUNT_OPS.login, { input: { collegeId: a.collegeId, password: a.password } })),
    ).toBe('RATE_LIMITED');
  });

  it('a request of aliased nullable lookups counts every call (rosterName)', async () => {
    const local = await createTestApp({ limits: { rosterLookupPerIp: { limit: 10, windowMs: 60_000 } } });
    try {
      const q = `{ ${Array.from({ length: 12 }, (_, i) => `r${i}: rosterName(collegeId: "ID${i}X")`).join(' ')} }`;
      const r = await gql(local.agent(), q);
      expect(r.errors?.map((e) => e.path?.[0])).toEqual(['r10', 'r11']);
      expect(r.errors?.every((e) => e.extensions?.code === 'RATE_LIMITED')).toBe(true);
    } finally {
      await local.close();
    }
  });

  it('makes an account wait after 100 consecutive failures, from any address', async () => {
    const local = await createTestApp({ limits: { loginFailuresPerIp: { limit: 1000, windowMs: 60_000 } } });
    try {
      const a = await verifiedAccount(local);
      for (let i = 0; i < 100; i++) {
        await local
          .agent()
          .post('/api/v1/auth/login')
          .send({ collegeId: a.collegeId, password: `wrong ${i} guess` });
      }
      const res = await local.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password });
      expect(res.status).toBe(429);
      // An unknown account is throttled the same way, so the answer tells nothing.
      for (let i = 0; i < 100; i++) {
        await local
          .agent()
          .post('/api/v1/auth/login')
          .send({ collegeId: 'GHOST001', password: `wrong ${i} guess` });
      }
      expect(
        (await local.agent().post('/api/v1/auth/login').send({ collegeId: 'GHOST001', password: 'x1234567' })).status,
      ).toBe(429);
      local.clock.advance(16 * 60_000);
      expect(
        (await local.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password })).status,
      ).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describeWithRedis('throttling with Redis', () => {
  let app: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    app = await createTestApp({ redis: true });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await app?.close();
  });

  it("keeps the counters in Redis, under the deployment's prefix, and enforces them", async () => {
    const a = await verifiedAccount(app);
    // The prefix of a SQLite app: one per DATA_DIR (MariaDB: one per database name).
    const prefix = app.services.config.redisKeyPrefix;
    expect(prefix).toMatch(/^cm:[A-Za-z0-9_.-]+:$/);
    const ip = `${prefix}count:login:ip:127.0.0.1`;
    const account = `${prefix}count:login:account:${a.collegeId.toLowerCase()}`;
    await redis.del(ip, account);
    for (let i = 0; i < 10; i++)
      await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: 'wrong pass' });
    expect(await redis.get(account)).toBe('10');
    expect(Number(await redis.get(ip))).toBeGreaterThanOrEqual(10);
    expect(await redis.pttl(ip)).toBeGreaterThan(0);
    const res = await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password });
    expect(res.status).toBe(429);
    await redis.del(ip);
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password })).status,
    ).toBe(200);
    // Success resets the account's consecutive failures.
    expect(await redis.get(account)).toBeNull();
  });
});

describeApp('Redis configured but down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await deadPort()}` } });
  });
  afterAll(() => app?.close());

  it('fails the auth calls closed with 503, on REST and GraphQL', async () => {
    const res = await app.agent().post('/api/v1/auth/login').send({ collegeId: 'ANY001', password: 'whatever123' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: 'Service temporarily unavailable',
      error: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: STORE_DOWN_RETRY_AFTER_SECONDS,
    });
    expect(res.headers['retry-after']).toBe(String(STORE_DOWN_RETRY_AFTER_SECONDS));
    const reg = await app
      .agent()
      .post('/api/v1/auth/register')
      .send({ collegeId: 'ANY002', name: 'Any Body', email: 'any@college.edu', password: 'long enough pass' });
    expect(reg.status).toBe(503);
    const r = await gql(app.agent(), ACCOUNT_OPS.login, { input: { collegeId: 'ANY001', password: 'whatever123' } });
    expect(r.status).toBe(503);
    expect(errorCode(r)).toBe('SERVICE_UNAVAILABLE');
    expect(r.errors?.[0]?.message).toBe('Service temporarily unavailable');
    const ready = await app.agent().get('/readyz');
    expect(ready.status).toBe(503);
  });
});
