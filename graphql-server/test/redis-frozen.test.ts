import { type ChildProcess, spawn } from 'node:child_process';
import type supertest from 'supertest';
import { WebSocket } from 'ws';
import type { Logger } from '../src/lib/logger';
import { ApiTokenEntity } from '../src/modules/tokens/api-token.entity';
import { newTokenSecret, tokenHash } from '../src/modules/tokens/token-format';
import { uuidv7 } from '../src/lib/uuid';
import { In } from 'typeorm';
import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import { type TestAccount, accountWithRole, newIdentity, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { HOME, lookups } from './helpers/cached-lists';
import { jpeg } from './helpers/images';
import { RawSocket } from './helpers/raw-ws';
import { deadPort, reachable } from './helpers/services';
import { until } from './helpers/ws';
import { ORIGIN } from './products.support';

/**
 * A frozen Redis (SIGSTOP: the connection stays open, nothing answers), the hung or partitioned
 * Redis a stopped one is not. Every command has a deadline (REDIS_COMMAND_TIMEOUT_MS); after one
 * timed out Redis counts as down, so a request waits for at most one deadline in all and later
 * ones not at all: throttled calls answer 503 with Retry-After, the rest go on without Redis. The
 * freeze is always ended by the test (SIGCONT), never waited out.
 */
const DEADLINE_MS = 1000;
/** Far below the freeze a request would otherwise wait for; the contract's bound. */
const ANSWER_WITHIN_MS = 3000;

describeApp('Redis frozen: no request waits for it', () => {
  let redis: ChildProcess;
  let app: TestApp;
  let account: TestAccount;
  let student: TestAccount;
  let admins: TestAccount[];
  let token: string;
  let frozen = false;
  const lines: { level: string; text: string }[] = [];
  const record = (level: string) => (m: string) => void lines.push({ level, text: m });
  const logger: Logger = { info: record('info'), warn: record('warn'), error: record('error') };

  const freeze = () => {
    process.kill(redis.pid!, 'SIGSTOP');
    frozen = true;
  };
  const thaw = () => {
    if (frozen) process.kill(redis.pid!, 'SIGCONT');
    frozen = false;
  };
  /** The call's answer and how long it took; a call still hanging fails the test, not the freeze's end. */
  const timed = async (call: () => supertest.Test) => {
    const began = Date.now();
    const res = await call().timeout(ANSWER_WITHIN_MS + 2000);
    return { res, ms: Date.now() - began };
  };
  const expectRefused = ({ res, ms }: { res: supertest.Response; ms: number }, withinMs: number) => {
    expect({ status: res.status, error: res.body.error }).toEqual({ status: 503, error: 'SERVICE_UNAVAILABLE' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(ms).toBeLessThan(withinMs);
  };

  beforeAll(async () => {
    const port = await deadPort();
    redis = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const end = Date.now() + 10_000;
    while (!(await reachable(`redis://127.0.0.1:${port}`, 200))) {
      if (Date.now() > end) throw new Error('the private redis-server did not start');
      await new Promise((r) => setTimeout(r, 20));
    }
    app = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_COMMAND_TIMEOUT_MS: String(DEADLINE_MS) },
      logger,
    });
    account = await verifiedAccount(app);
    student = await verifiedAccount(app);
    admins = [];
    for (let i = 0; i < 3; i++) admins.push(await accountWithRole(app, 'admin'));
    // Minted in the database: how a token is made is not what this file is about.
    token = newTokenSecret('user');
    const now = app.clock.now();
    await app.services.db.getRepository(ApiTokenEntity).insert({
      id: uuidv7(now.getTime()),
      kind: 'user',
      userId: account.id,
      createdBy: null,
      name: 'frozen redis',
      tokenHash: tokenHash(token),
      scopes: 'read:products',
      last4: token.slice(-4),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      lastUsedAt: null,
    });
  }, 60_000);

  afterAll(async () => {
    thaw();
    await app?.close();
    if (redis?.exitCode === null) {
      const exited = new Promise((r) => redis.once('exit', r));
      redis.kill();
      await exited;
    }
  });

  it('the first login after the freeze waits one deadline, not two, and answers 503 with Retry-After', async () => {
    expect((await app.agent().get('/readyz')).status).toBe(200);
    freeze();
    const login = await timed(() =>
      app.agent().post('/api/v1/auth/login').send({ collegeId: account.collegeId, password: account.password }),
    );
    expectRefused(login, Math.min(2 * DEADLINE_MS, ANSWER_WITHIN_MS));
    // It did wait for the deadline: Redis was asked, and only its silence made this a refusal.
    expect(login.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
    expect(app.services.redisHealth?.isDown).toBe(true);
  }, 15_000);

  it('a write that pushes to three admins (one push after another) waits one deadline in all, not three', async () => {
    thaw();
    await until(() => app.services.redisHealth?.isDown === false, 10_000);
    freeze();
    const r = await timed(() => student.agent.post('/api/v1/moderation/request-role').set('Origin', ORIGIN));
    expect(r.res.status).toBe(201);
    expect(r.ms).toBeLessThan(2 * DEADLINE_MS);
    const notified = await app.services.db
      .getRepository(NotificationEntity)
      .countBy({ userId: In(admins.map((x) => x.id)) });
    expect(notified).toBe(3);
  }, 15_000);

  it('then login, sign-up, forgot-password, an upload and an API-token call refuse at once', async () => {
    const fast = DEADLINE_MS / 2;
    expectRefused(
      await timed(() =>
        app.agent().post('/api/v1/auth/login').send({ collegeId: account.collegeId, password: account.password }),
      ),
      fast,
    );
    expectRefused(await timed(() => app.agent().post('/api/v1/auth/register').send(newIdentity())), fast);
    expectRefused(
      await timed(() => app.agent().post('/api/v1/auth/forgot-password').send({ email: account.email })),
      fast,
    );
    const image = await jpeg(64, 64);
    expectRefused(
      await timed(() =>
        account.agent
          .post('/api/v1/uploads')
          .set('Origin', ORIGIN)
          .field('kind', 'product')
          .attach('file', image, { filename: 'photo.jpg', contentType: 'image/jpeg' }),
      ),
      fast,
    );
    expectRefused(await timed(() => app.agent().get(HOME).set('Authorization', `Bearer ${token}`)), fast);
    expect((await app.agent().get('/readyz')).status).toBe(503);
  }, 15_000);

  it('a token websocket connection is refused at once', async () => {
    const ws = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const began = Date.now();
    ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    expect(await closed).toBeGreaterThanOrEqual(4000);
    expect(Date.now() - began).toBeLessThan(DEADLINE_MS / 2);
  }, 15_000);

  it('calls that do not need Redis go on: a public list (served uncached), a write whose live push is dropped', async () => {
    const errors = await lookups(app, 'error');
    const list = await timed(() => app.agent().get(HOME));
    expect(list.res.status).toBe(200);
    expect(list.ms).toBeLessThan(DEADLINE_MS / 2);
    expect(await lookups(app, 'error')).toBe(errors + 1);
    const write = await timed(() =>
      account.agent.put('/api/v1/user/update-privacy').set('Origin', ORIGIN).send({ showContractDetails: true }),
    );
    expect(write.res.status).toBe(200);
    expect(write.ms).toBeLessThan(DEADLINE_MS / 2);
  }, 15_000);

  it('once Redis answers a ping again, login works, /readyz is 200, and a subscription made while frozen hears events', async () => {
    // A cookie socket (no token to count): accepted; its subscribe reaches the frozen Redis unanswered.
    const socket = await RawSocket.open(app, { cookie: account.cookie });
    expect(await socket.init()).toBe('ack');
    socket.subscribe('me', 'subscription { meUpdated { id } }');
    await socket.waitFor(() => lines.some((l) => /cannot listen on Redis \(Command timed out\)/.test(l.text)));
    thaw();
    await until(() => app.services.redisHealth?.isDown === false, 10_000);
    const login = await app
      .agent()
      .post('/api/v1/auth/login')
      .send({ collegeId: account.collegeId, password: account.password });
    expect(login.status).toBe(200);
    expect((await app.agent().get('/readyz')).status).toBe(200);
    // Publish until the event arrives: the subscribe's late reply, then the push, each take a moment.
    for (let i = 0; i < 200 && socket.of('next').length === 0; i++) {
      await app.services.users.publishMe(account.id);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(socket.of('next')[0]?.payload).toEqual({ data: { meUpdated: { id: account.id } } });
    // Each outage is logged when it starts and when it ends, not once per call.
    expect(lines.filter((l) => /counting Redis as down/.test(l.text)).length).toBe(2);
    expect(lines.filter((l) => /a ping answered/.test(l.text)).length).toBe(2);
    await socket.close();
  }, 30_000);
});
