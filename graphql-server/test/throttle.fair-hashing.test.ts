import type { FairQueue } from '../src/lib/fair-queue';
import { newIdentity, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { type Answer, LOGIN_MUTATION, loginFrom, postFrom } from './helpers/from-address';

/*
 * Nobody locked out by others' floods of wrong logins (docs/product.md#limits). Probed on 6e6715b: 20
 * wrong logins from 2 addresses filled the password-hashing queue, and a real user's login from a
 * third address got 503 (labelled INTERNAL_SERVER_ERROR); 150 from 15 addresses kept logins out
 * for 10 to 14 s. Now each address has at most two hashes in the queue, addresses are served in
 * turn, those whose passwords were wrong lately last, and a newcomer displaces them from a full
 * line; refusals say RATE_LIMITED or SERVICE_UNAVAILABLE, with Retry-After.
 *
 * scrypt runs at 2^15 here (about 150 ms a hash), so a flood's hashes take seconds and the fresh
 * logins below arrive while it still runs: at the moments the test waits for (the line full, the
 * flood's first failures), not after fixed sleeps.
 */
const SCRYPT_LOG_N = '15';
/** A bound for the flood tests: on a machine busy with other work a hash takes several times longer (the waits are for states). */
const FLOOD_TEST_MS = 90_000;
const PROXY = '127.0.0.1';

async function until(condition: () => boolean, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** The code of an answer on either transport (REST `error`, GraphQL `extensions.code`). */
function codeOf(a: Answer): string | undefined {
  return a.body?.errors?.[0]?.extensions?.code ?? a.body?.error;
}

/** A flood of wrong logins for unknown ids: `perAddress` at once from each address, REST and GraphQL alternately. */
function flood(app: TestApp, addresses: string[], perAddress: number) {
  const answers: Answer[] = [];
  const all = Array.from({ length: addresses.length * perAddress }, (_, i) =>
    loginFrom(app, addresses[i % addresses.length], i % 2 ? 'graphql' : 'rest', `NOBODY${i}`, `wrong guess ${i}`).then(
      (a) => {
        answers.push(a);
        return a;
      },
    ),
  );
  return { answers, done: Promise.all(all) };
}

/** Every flood answer is a checked password (401) or a refusal that says what happened and when to retry. */
function expectHonestAnswers(answers: Answer[]): void {
  for (const a of answers) {
    const code = codeOf(a);
    expect(['UNAUTHENTICATED', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE']).toContain(code);
    if (code === 'UNAUTHENTICATED') continue;
    if (a.body.errors) {
      expect(a.body.errors[0].extensions.retryAfterSeconds).toBeGreaterThan(0);
      if (code === 'SERVICE_UNAVAILABLE') expect(a.status).toBe(503);
    } else {
      expect(a.status).toBe(code === 'RATE_LIMITED' ? 429 : 503);
      expect(a.body.retryAfterSeconds).toBeGreaterThan(0);
    }
    if (a.status !== 200) expect(a.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  }
  expect(answers.filter((a) => codeOf(a) !== 'UNAUTHENTICATED').length).toBeGreaterThan(0);
}

describeApp('fair password hashing under floods of wrong logins', () => {
  let app: TestApp;
  let queue: FairQueue;
  beforeAll(async () => {
    app = await createTestApp({ env: { SCRYPT_LOG_N, TRUST_PROXY: PROXY } });
    queue = (app.services.passwords as unknown as { queue: FairQueue }).queue;
  });
  afterAll(() => app?.close());
  // Each test starts past every login window.
  beforeEach(() => app.clock.advance(16 * 60_000));

  const isFlooded = (answers: Answer[], total: number) => answers.length < total && queue.load.active > 0;

  it(
    '20 wrong logins from 2 addresses: a correct login from a third address answers 200, on REST and GraphQL, while they run',
    async () => {
      const [a, b] = [await verifiedAccount(app), await verifiedAccount(app)];
      const { answers, done } = flood(app, ['127.0.1.1', '127.0.1.2'], 10);

      // As soon as the flood is in the line.
      await until(() => queue.load.waiting > 0);
      const first = loginFrom(app, '127.0.1.3', 'rest', a.collegeId, a.password);
      // Once the flood's first passwords have failed, and it is still running.
      await until(() => answers.some((x) => codeOf(x) === 'UNAUTHENTICATED'));
      expect(isFlooded(answers, 20)).toBe(true);
      const second = loginFrom(app, '127.0.1.4', 'graphql', b.collegeId, b.password);

      expect((await first).status).toBe(200);
      const viaGraphql = await second;
      expect(viaGraphql.status).toBe(200);
      expect(viaGraphql.body.errors).toBeUndefined();
      expectHonestAnswers(await done);
      // Each address had two places in the line: the rest of its burst was refused at once.
      expect(
        answers.filter(
          (x) =>
            x.body?.message === 'Another password check from your address is still running. Try again in a moment.',
        ).length,
      ).toBeGreaterThan(0);
    },
    FLOOD_TEST_MS,
  );

  it(
    '150 wrong logins from 15 addresses: correct logins, a registration and a password reset from fresh addresses all succeed meanwhile',
    async () => {
      const [a, b, c] = [await verifiedAccount(app), await verifiedAccount(app), await verifiedAccount(app)];
      const sent = app.mailbox.countTo(c.email);
      await app.agent().post('/api/v1/auth/forgot-password').send({ email: c.email });
      const token = await app.mailbox.resetTokenFor(c.email, sent);
      const addresses = Array.from({ length: 15 }, (_, i) => `127.0.2.${i + 1}`);
      const { answers, done } = flood(app, addresses, 10);

      // The line is full (2 hashing, 16 waiting): on 6e6715b every newcomer got 503 from here on.
      const { waiting } = app.services.limits.passwordHashing;
      await until(() => queue.load.waiting === waiting || answers.some((x) => codeOf(x) === 'SERVICE_UNAVAILABLE'));
      const login = loginFrom(app, '127.0.2.100', 'rest', a.collegeId, a.password);
      const identity = newIdentity();
      const registration = postFrom(app, '127.0.2.101', '/api/v1/auth/register', identity);
      // Once flood addresses have failed (they now wait behind everyone else), and it still runs.
      await until(() => answers.some((x) => codeOf(x) === 'UNAUTHENTICATED'));
      expect(isFlooded(answers, 150)).toBe(true);
      const gqlLogin = loginFrom(app, '127.0.2.102', 'graphql', b.collegeId, b.password);
      const reset = postFrom(app, '127.0.2.103', `/api/v1/auth/reset-password/${token}`, {
        password: 'a brand new passphrase',
      });

      expect((await login).status).toBe(200);
      expect((await registration).status).toBe(201);
      const viaGraphql = await gqlLogin;
      expect([viaGraphql.status, viaGraphql.body.errors]).toEqual([200, undefined]);
      expect((await reset).status).toBe(200);
      expectHonestAnswers(await done);
      expect((await loginFrom(app, '127.0.2.104', 'rest', identity.collegeId, identity.password)).status).toBe(400); // not verified yet
      expect((await loginFrom(app, '127.0.2.104', 'rest', c.collegeId, 'a brand new passphrase')).status).toBe(200);
    },
    FLOOD_TEST_MS,
  );

  it('counts the address TRUST_PROXY gives: a third hash from one forwarded client is refused at once, another client waits its turn', async () => {
    const account = await verifiedAccount(app);
    // The two hashing slots held by the test, so that the logins below wait in the line.
    const releases: Array<() => void> = [];
    const hold = () => queue.run('held', () => new Promise<void>((resolve) => releases.push(resolve)));
    const held = [hold(), hold()];
    const fromClient = (address: string, via: 'rest' | 'graphql') => {
      const req =
        via === 'rest'
          ? app.agent().post('/api/v1/auth/login').send({ collegeId: account.collegeId, password: account.password })
          : app
              .agent()
              .post('/graphql')
              .send({
                query: LOGIN_MUTATION,
                variables: { input: { collegeId: account.collegeId, password: account.password } },
              });
      return req.set('X-Forwarded-For', address).then((r) => r);
    };
    const waitingTwo = [fromClient('203.0.113.5', 'rest'), fromClient('203.0.113.5', 'graphql')];
    await until(() => queue.load.waiting === 2);

    const third = await fromClient('203.0.113.5', 'rest');
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('2');
    expect(third.body).toMatchObject({ error: 'RATE_LIMITED', retryAfterSeconds: 2 });
    const thirdGql = await fromClient('203.0.113.5', 'graphql');
    expect(thirdGql.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 2 });
    const other = fromClient('203.0.113.6', 'rest');
    await until(() => queue.load.waiting === 3);

    for (const release of releases) release();
    await Promise.all(held);
    expect((await other).status).toBe(200);
    const [rest, gql] = await Promise.all(waitingTwo);
    expect(rest.status).toBe(200);
    expect(gql.body.errors).toBeUndefined();
  });
});
