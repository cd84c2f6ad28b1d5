import type { FairQueue } from '../src/lib/fair-queue';
import { registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { type Answer, loginFrom, postFrom } from './helpers/from-address';
import { ACCOUNT_OPS, gql } from './helpers/graphql';

/*
 * Logins sent all at once (docs/product.md#limits). Each attempt is counted before its password check, so
 * a burst gets no more checks than the limits allow; and every scrypt run goes through a bounded
 * queue, so a flood is refused at once (503 or 429, Retry-After) instead of stalling everyone else
 * (its fairness across addresses: throttle.fair-hashing.test.ts).
 *
 * The timings below are correctness bounds with wide margins (the one exception to "no timed
 * tests"): scrypt runs at 2^14 here (about 30 ms a hash on one core) so that the hashes of a
 * whole burst would take well over a second, while the few a throttled burst may run take a
 * fraction of it.
 */
const SCRYPT_LOG_N = '14';
const RESEND = `mutation($input: ResendVerificationInput) { resendVerification(input: $input) { message retryAfterSeconds } }`;

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 1));
  }
}

function burstSuite(redis: boolean) {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { SCRYPT_LOG_N }, redis });
  });
  afterAll(() => app?.close());
  // Every test starts past every login window: the clock moves on, and Redis (which keeps its own
  // time, and may hold counters of other test files) loses its login counters.
  beforeEach(async () => {
    app.clock.advance(16 * 60_000);
    if (app.services.redis) {
      // KEYS answers whole names; the connection puts its prefix before DEL's keys again.
      const prefix = app.services.config.redisKeyPrefix;
      const keys = await app.services.redis.keys(`${prefix}count:login:*`);
      if (keys.length) await app.services.redis.del(...keys.map((k) => k.slice(prefix.length)));
    }
  });
  afterEach(() => jest.restoreAllMocks());

  it('100 parallel wrong passwords for one account from one address run at most 10 checks; another user signs in meanwhile', async () => {
    const victim = await verifiedAccount(app);
    const other = await verifiedAccount(app);
    // The passwords actually checked, in the order their checks ended (a call the hashing queue
    // refuses checks nothing).
    const { passwords } = app.services;
    const verify = passwords.verify.bind(passwords);
    const checked: string[] = [];
    const checks = jest.spyOn(passwords, 'verify').mockImplementation(async (password, stored, client) => {
      const ok = await verify(password, stored, client);
      checked.push(password);
      return ok;
    });
    const burst = Array.from({ length: 100 }, (_, i) =>
      loginFrom(app, '127.0.0.1', i % 2 ? 'graphql' : 'rest', victim.collegeId, `wrong guess ${i}`),
    );
    // Once the burst's checks have begun, another student signs in from another address.
    await until(() => checks.mock.calls.length > 0);
    const ok = await loginFrom(app, '127.0.0.2', 'rest', other.collegeId, other.password);
    const answers = await Promise.all(burst);

    expect(ok.status).toBe(200);
    // Not starved: whatever the machine's speed, at most the burst's 10 allowed checks ran before
    // the other student's (a timing bound here failed on a loaded machine, not on a bug).
    const otherCheck = checked.indexOf(other.password);
    expect(otherCheck).toBeGreaterThanOrEqual(0);
    expect(otherCheck).toBeLessThanOrEqual(10);

    const burstChecks = checked.filter((password) => password.startsWith('wrong guess')).length;
    expect(burstChecks).toBeLessThanOrEqual(10);
    const refused = (a: Answer) =>
      a.status === 429 || (a.status === 200 && a.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
    const rejected = (a: Answer) =>
      a.status === 401 || (a.status === 200 && a.body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED');
    expect(answers.filter(rejected)).toHaveLength(burstChecks);
    expect(answers.filter(refused)).toHaveLength(100 - burstChecks);
    // Both transports say when to come back.
    const rest429 = answers.find((a) => a.status === 429) as Answer;
    expect(rest429.headers['retry-after']).toMatch(/^\d+$/);
    expect(rest429.body.retryAfterSeconds).toBeGreaterThan(0);
    const gql429 = answers.find((a) => a.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED') as Answer;
    expect(gql429.body.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(0);

    // The victim, from another address, is not locked out by one address's burst.
    expect((await loginFrom(app, '127.0.0.3', 'rest', victim.collegeId, victim.password)).status).toBe(200);
  });

  it('a flood from many addresses gets 503 with Retry-After from the full hashing queue at once', async () => {
    const flood = Array.from({ length: 60 }, (_, i) =>
      loginFrom(
        app,
        `127.0.0.${10 + i}`,
        i % 2 ? 'graphql' : 'rest',
        `FLOOD${String(i).padStart(3, '0')}`,
        `flood guess ${i}`,
      ),
    );
    const answers = await Promise.all(flood);

    const busy = answers.filter((a) => a.status === 503);
    const checked = answers.filter(
      (a) => a.status === 401 || a.body?.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED',
    );
    expect(busy.length + checked.length).toBe(60);
    expect(busy.length).toBeGreaterThan(0);
    // Refused at once rather than queued: every 503 came before the last checked login, which
    // waited behind the queue's hashing (relative, so a loaded machine does not fail it).
    const slowestChecked = Math.max(...checked.map((a) => a.ms));
    for (const a of busy) {
      expect(a.ms).toBeLessThan(slowestChecked);
      expect(a.headers['retry-after']).toBe(String(app.services.limits.passwordHashing.retryAfterSeconds));
    }
    const restBusy = busy.find((a) => !a.body.errors) as Answer;
    expect(restBusy.body).toEqual({
      message: 'Service temporarily unavailable',
      error: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 2,
    });
    const gqlBusy = busy.find((a) => a.body.errors) as Answer;
    expect(gqlBusy.body.errors[0]).toMatchObject({
      message: 'Service temporarily unavailable',
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 },
    });
    // A refusal is not counted as a failure: that address may still fail nine times and sign in.
    const a = await verifiedAccount(app);
    const refusedAddress = `127.0.0.${10 + answers.indexOf(busy[0])}`;
    for (let i = 0; i < 9; i++)
      expect((await loginFrom(app, refusedAddress, 'rest', a.collegeId, 'not it at all')).status).toBe(401);
    expect((await loginFrom(app, refusedAddress, 'rest', a.collegeId, a.password)).status).toBe(200);
  });

  it('parallel resends for one account send one code; the rest wait out the cooldown', async () => {
    const a = await registerAccount(app);
    await app.mailbox.codeFor(a.email);
    app.clock.advance(31_000); // past the sign-up code's cooldown
    const before = app.mailbox.countTo(a.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? postFrom(app, `127.0.0.${50 + i}`, '/graphql', {
              query: RESEND,
              variables: { input: { collegeId: a.collegeId } },
            })
          : postFrom(app, `127.0.0.${50 + i}`, '/api/v1/auth/resend-verification', { collegeId: a.collegeId }),
      ),
    );
    const sent = answers.filter((r) => r.status === 200 && !r.body.errors);
    expect(sent).toHaveLength(1);
    for (const r of answers.filter((x) => !sent.includes(x))) {
      const error = r.body.errors?.[0] ?? { message: r.body.message, extensions: { code: r.body.error } };
      expect(error.extensions.code).toBe('RATE_LIMITED');
      expect(error.message).toMatch(/^Please wait \d+ seconds? before requesting another code\.$/);
    }
    await app.mailbox.codeFor(a.email, before);
    await app.services.background.drain();
    expect(app.mailbox.countTo(a.email)).toBe(before + 1);
  });

  it('successful logins give their reservation back: they never use up the address allowance', async () => {
    const a = await verifiedAccount(app);
    for (let i = 0; i < 12; i++)
      expect((await loginFrom(app, '127.0.0.4', 'rest', a.collegeId, a.password)).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(app, '127.0.0.4', 'rest', a.collegeId, 'wrong password')).status).toBe(401);
    expect((await loginFrom(app, '127.0.0.4', 'rest', a.collegeId, a.password)).status).toBe(429);
  });
}

describeApp('a burst of logins (counters in memory)', () => burstSuite(false));
describeWithRedis('a burst of logins (counters in Redis)', () => burstSuite(true));

describeApp('a full password-hashing queue', () => {
  let app: TestApp;
  let release: () => void = () => {};
  beforeAll(async () => {
    app = await createTestApp({
      limits: {
        passwordHashing: { concurrency: 1, waiting: 0, perClient: 2, failureMemoryMs: 60_000, retryAfterSeconds: 2 },
      },
    });
  });
  afterAll(() => app?.close());
  afterEach(() => release());

  /** Takes the queue's only slot until `release()` (the queue itself, not a stand-in). */
  function occupy(): void {
    const queue = (app.services.passwords as unknown as { queue: FairQueue }).queue;
    void queue.run('occupier', () => new Promise<void>((resolve) => (release = resolve)));
  }

  it('refuses a password reset with 503 and Retry-After on both transports, and the link still works after', async () => {
    const a = await verifiedAccount(app);
    const sent = app.mailbox.countTo(a.email);
    await app.agent().post('/api/v1/auth/forgot-password').send({ email: a.email });
    await app.mailbox.waitFor(a.email, (m) => m.subject === 'Reset your Campus Market password', sent);
    const token = await app.mailbox.resetTokenFor(a.email);
    const newPassword = 'a brand new passphrase';

    occupy();
    const rest = await app.agent().post(`/api/v1/auth/reset-password/${token}`).send({ password: newPassword });
    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toBe('2');
    expect(rest.body).toEqual({
      message: 'Service temporarily unavailable',
      error: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 2,
    });
    const viaGql = await gql(app.agent(), ACCOUNT_OPS.reset, { input: { token, password: newPassword } });
    expect(viaGql.status).toBe(503);
    expect(viaGql.headers['retry-after']).toBe('2');
    expect(viaGql.errors?.[0]).toMatchObject({
      message: 'Service temporarily unavailable',
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 2 },
    });

    release();
    expect(
      (await app.agent().post(`/api/v1/auth/reset-password/${token}`).send({ password: newPassword })).status,
    ).toBe(200);
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: newPassword })).status,
    ).toBe(200);
  });

  it('refuses a login with 503 without counting it as a failure', async () => {
    const a = await verifiedAccount(app);
    occupy();
    for (let i = 0; i < 15; i++) {
      const res = await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
    }
    release();
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password })).status,
    ).toBe(200);
  });
});
