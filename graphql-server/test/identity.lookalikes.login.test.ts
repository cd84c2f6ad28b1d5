import Redis from 'ioredis';
import { COLLEGE_ID_MESSAGES } from '../src/modules/users/validation';
import { newIdentity, sessionCookie, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { REDIS_URL } from './helpers/services';

/*
 * Look-alike identities. Registration ids and emails are normalised (NFKC, then
 * case) on every call that takes one, and the key columns compare exactly, so a fullwidth spelling
 * is the same account with the same throttle counter, and an accented one is refused (ids) or
 * matches nobody (emails). Runs on SQLite and, with DB=mysql, on MariaDB, whose default
 * utf8mb4_unicode_ci collation would otherwise treat `Ś` as `S`.
 */
import { accented, fullwidth } from './helpers/lookalikes';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { message user { id collegeId } } }`;

function lookalikeSuite(redis: boolean) {
  let app: TestApp;
  let counters: Redis | null = null;
  beforeAll(async () => {
    app = await createTestApp({ redis, limits: { loginFailuresPerIp: { limit: 10_000, windowMs: 60_000 } } });
    if (redis) counters = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    // Leave no login counter behind for other files sharing this Redis database.
    const keys = counters ? await counters.keys(`${app.services.config.redisKeyPrefix}count:login:*`) : [];
    if (keys.length) await counters?.del(...keys);
    counters?.disconnect();
    await app?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    app.clock.advance(16 * 60_000);
  });

  it('100 failures split between the ASCII and the fullwidth id lock the one account; an accented look-alike neither signs in nor gets a counter', async () => {
    const a = await verifiedAccount(app, { collegeId: newIdentity('SW').collegeId });
    const wide = fullwidth(a.collegeId);
    const lookalike = accented(a.collegeId);
    const checks = jest.spyOn(app.services.passwords, 'verify');

    // The fullwidth spelling is the same account (GraphQL and REST).
    const viaGql = await gql(app.agent(), LOGIN, { input: { collegeId: wide, password: a.password } });
    expect(viaGql.data?.login.user).toEqual({ id: a.id, collegeId: a.collegeId });
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: wide.toLowerCase(), password: a.password })).body
        .user._id,
    ).toBe(a.id);

    // The accented one is refused before any check or counter, with the right password too.
    checks.mockClear();
    for (let i = 0; i < 20; i++) {
      const res = await app
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: lookalike, password: i ? `guess ${i}` : a.password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: COLLEGE_ID_MESSAGES.characters,
        error: 'BAD_USER_INPUT',
        fields: { collegeId: COLLEGE_ID_MESSAGES.characters },
      });
      expect(sessionCookie(res)).toBeNull();
    }
    const refusedGql = await gql(app.agent(), LOGIN, { input: { collegeId: lookalike, password: a.password } });
    expect(errorCode(refusedGql)).toBe('BAD_USER_INPUT');
    expect(refusedGql.errors?.[0]?.message).toBe(COLLEGE_ID_MESSAGES.characters);
    expect(refusedGql.errors?.[0]?.extensions?.fields).toEqual({ collegeId: COLLEGE_ID_MESSAGES.characters });
    expect(checks).not.toHaveBeenCalled();

    // 50 + 50 failures, ASCII over REST and fullwidth over GraphQL, land on one counter. Two at a
    // time: the password-hashing queue takes two checks at once from one address (a third is 429).
    for (let round = 0; round < 50; round++) {
      await Promise.all(
        Array.from({ length: 2 }, (_, i) =>
          i % 2
            ? gql(app.agent(), LOGIN, { input: { collegeId: wide, password: `wrong ${round}.${i}` } }).then((r) =>
                expect(errorCode(r)).toBe('UNAUTHENTICATED'),
              )
            : app
                .agent()
                .post('/api/v1/auth/login')
                .send({ collegeId: a.collegeId, password: `wrong ${round}.${i}` })
                .then((r) => expect(r.status).toBe(401)),
        ),
      );
    }
    const locked = await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password });
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    const lockedWide = await gql(app.agent(), LOGIN, { input: { collegeId: wide, password: a.password } });
    expect(errorCode(lockedWide)).toBe('RATE_LIMITED');
    expect(lockedWide.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    // The look-alike is still a plain 400: it has no counter of its own, locked or not.
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: lookalike, password: a.password })).status,
    ).toBe(400);
    if (counters) {
      const key = `${app.services.config.redisKeyPrefix}count:login:account:${a.collegeId.toLowerCase()}`;
      expect(await counters.get(key)).toBe('100');
      const keys = await counters.keys(`${app.services.config.redisKeyPrefix}count:login:account:*`);
      expect(keys.filter((k) => /[^\x20-\x7e]/.test(k))).toEqual([]);
      // Redis keeps its own time: let the lock-out run out by deleting the counter.
      await counters.del(key);
    } else app.clock.advance(16 * 60_000);
    expect((await app.agent().post('/api/v1/auth/login').send({ collegeId: wide, password: a.password })).status).toBe(
      200,
    );
  });
}

describeApp('look-alike registration ids at login (counters in memory)', () => lookalikeSuite(false));
describeWithRedis('look-alike registration ids at login (counters in Redis)', () => lookalikeSuite(true));
