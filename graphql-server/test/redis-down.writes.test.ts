import { type ChildProcess, spawn } from 'node:child_process';
import supertest from 'supertest';
import type { Logger } from '../src/lib/logger';
import { UserEntity } from '../src/modules/users/user.entity';
import { STORE_DOWN_RETRY_AFTER_SECONDS } from '../src/lib/rate-limiter';
import { accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ACCOUNT_OPS, errorCode } from './helpers/graphql';
import { RawSocket } from './helpers/raw-ws';
import { deadPort } from './helpers/services';

/**
 * REDIS_URL set and Redis down. Redis carries the auth throttles (fail closed) and the live pushes
 * (best effort): a write that needs only the database succeeds, its push is dropped and the outage
 * is logged once.
 */
describeApp('Redis configured but down: writes that do not need it', () => {
  let healthy: TestApp;
  let down: TestApp;
  const lines: { level: string; text: string }[] = [];
  const record = (level: string) => (m: string) => void lines.push({ level, text: m });
  const logger: Logger = { info: record('info'), warn: record('warn'), error: record('error') };

  beforeAll(async () => {
    // Accounts are made on an instance without Redis (sign-up itself needs the throttle); the
    // instance under test shares its database and has a REDIS_URL nothing answers on.
    healthy = await createTestApp();
    down = await createTestApp({
      sameDatabaseAs: healthy,
      env: { REDIS_URL: `redis://127.0.0.1:${await deadPort()}` },
      logger,
    });
  });
  afterAll(async () => {
    await down?.close();
    await healthy?.close();
  });

  /** A browser of `down` signed in with a session made on `healthy`. */
  const browser = (cookie: string) => {
    const agent = supertest.agent(down.url);
    agent.set('Cookie', cookie);
    return agent;
  };
  const outageLines = () => lines.filter((l) => /Redis is not answering/.test(l.text));

  it('PUT /api/v1/user/update-privacy saves and answers 200; GraphQL updatePrivacy too', async () => {
    const a = await verifiedAccount(healthy);
    const res = await browser(a.cookie).put('/api/v1/user/update-privacy').send({ showContractDetails: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeDefined();
    expect(res.body.user.showContractDetails).toBe(true);
    expect((await down.services.db.getRepository(UserEntity).findOneByOrFail({ id: a.id })).showContactDetails).toBe(
      true,
    );

    const r = await browser(a.cookie)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: ACCOUNT_OPS.privacy, variables: { input: { showContactDetails: false } } });
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.updatePrivacy.user.showContactDetails).toBe(false);
    expect((await down.services.db.getRepository(UserEntity).findOneByOrFail({ id: a.id })).showContactDetails).toBe(
      false,
    );
  });

  it('a write that notifies (a role request) commits its notification; the push is dropped', async () => {
    const admin = await accountWithRole(healthy, 'admin');
    const student = await verifiedAccount(healthy);
    const res = await browser(student.cookie).post('/api/v1/moderation/request-role');
    expect(res.status).toBe(201);
    const list = await browser(admin.cookie).get('/api/v1/notification');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(student.name);
  });

  it('logs the outage once, not once per write, and never as an internal error', async () => {
    const a = await verifiedAccount(healthy);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await browser(a.cookie)
            .put('/api/v1/user/update-privacy')
            .send({ showContractDetails: i % 2 === 0 })
        ).status,
      ).toBe(200);
    }
    expect(outageLines()).toHaveLength(1);
    expect(outageLines()[0]?.level).toBe('warn');
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('the calls that need Redis still fail closed with 503, without internal text', async () => {
    const res = await down.agent().post('/api/v1/auth/login').send({ collegeId: 'ANY001', password: 'whatever123' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      message: 'Service temporarily unavailable',
      error: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: STORE_DOWN_RETRY_AFTER_SECONDS,
    });
    expect(res.headers['retry-after']).toBe(String(STORE_DOWN_RETRY_AFTER_SECONDS));
    const r = await down
      .agent()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: ACCOUNT_OPS.login, variables: { input: { collegeId: 'ANY001', password: 'whatever123' } } });
    expect(r.status).toBe(503);
    expect(errorCode({ status: r.status, data: r.body.data, errors: r.body.errors, headers: {} })).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect(r.body.errors[0].message).toBe('Service temporarily unavailable');
  });
});

describeApp('Redis down, then back: live updates resume', () => {
  let healthy: TestApp;
  let down: TestApp;
  let redis: ChildProcess | null = null;
  let port: number;
  const lines: { level: string; text: string }[] = [];
  const record = (level: string) => (m: string) => void lines.push({ level, text: m });
  const logger: Logger = { info: record('info'), warn: record('warn'), error: record('error') };

  beforeAll(async () => {
    port = await deadPort();
    healthy = await createTestApp();
    down = await createTestApp({ sameDatabaseAs: healthy, env: { REDIS_URL: `redis://127.0.0.1:${port}` }, logger });
  });
  afterAll(async () => {
    await down?.close();
    await healthy?.close();
    if (redis) {
      const exited = new Promise((r) => redis!.once('exit', r));
      redis.kill();
      await exited;
    }
  });

  it('a subscription made while Redis was down hears events once it answers; each side logged the outage once', async () => {
    const a = await verifiedAccount(healthy);
    const socket = await RawSocket.open(down, { cookie: a.cookie });
    expect(await socket.init()).toBe('ack');
    socket.subscribe('me', 'subscription { meUpdated { id showContactDetails } }');
    await socket.waitFor(() => lines.some((l) => /cannot listen on Redis/.test(l.text)));
    await down.services.users.publishMe(a.id);
    await down.services.users.publishMe(a.id);

    // Redis (a private one on the port the app was given) comes up.
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await socket.waitFor(() => down.services.redis?.status === 'ready');
    // The subscriber connection re-subscribes on its own reconnect; publish until the event arrives.
    // Every 50 ms for up to 20 s (idle it arrives within a few tries; a loaded machine is slower).
    for (let i = 0; i < 400 && socket.of('next').length === 0; i++) {
      await down.services.users.publishMe(a.id);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(socket.of('next')[0]?.payload).toEqual({ data: { meUpdated: { id: a.id, showContactDetails: false } } });

    expect(lines.filter((l) => /cannot listen on Redis/.test(l.text))).toHaveLength(1);
    expect(lines.filter((l) => /Redis is not answering/.test(l.text))).toHaveLength(1);
    expect(lines.some((l) => /live updates: Redis answers again; pushing events/.test(l.text))).toBe(true);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    await socket.close();
  });
});
