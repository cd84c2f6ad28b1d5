import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import type { Client } from 'graphql-ws';
import { ConfigError, loadConfig } from '../src/config';
import { notificationTopic } from '../src/modules/notifications/notifications.service';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeWithRedis } from './helpers/app';
import { REDIS_URL, USE_MYSQL } from './helpers/services';
import { collect, until, untilAsync, wsClient } from './helpers/ws';
import { PRODUCT_OPS, addProduct } from './products.support';

/*
 * REDIS_KEY_PREFIX: two deployments on one Redis share no throttle counter,
 * cached list or live event; instances of one deployment (one prefix) share all three, as before.
 */

describe('REDIS_KEY_PREFIX', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/srv/campus-a' };

  it('defaults to one prefix per database: the MariaDB database name, or a hash of the SQLite DATA_DIR', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'mysql://u:p@db:3306/campus_market' }).redisKeyPrefix).toBe(
      'cm:campus_market:',
    );
    expect(
      loadConfig({ ...base, DATABASE_URL: 'mysql://u:p@other-host:3306/campus_market?ssl=true' }).redisKeyPrefix,
    ).toBe('cm:campus_market:');
    const a = loadConfig(base).redisKeyPrefix;
    expect(a).toMatch(/^cm:sqlite-[0-9a-f]{12}:$/);
    expect(loadConfig(base).redisKeyPrefix).toBe(a);
    expect(loadConfig({ ...base, DATA_DIR: '/srv/campus-b' }).redisKeyPrefix).not.toBe(a);
  });

  it('takes a prefix of its own, ending with a colon, and refuses characters a SCAN pattern would read', () => {
    expect(loadConfig({ ...base, REDIS_KEY_PREFIX: 'campus-prod' }).redisKeyPrefix).toBe('campus-prod:');
    expect(loadConfig({ ...base, REDIS_KEY_PREFIX: 'cm:' }).redisKeyPrefix).toBe('cm:');
    for (const bad of ['a b', 'cm*', 'x'.repeat(65), 'a[1]']) {
      expect(() => loadConfig({ ...base, REDIS_KEY_PREFIX: bad })).toThrow(ConfigError);
    }
  });
});

/**
 * A Redis database of its own (no other test file uses it), so every key written in it is ours;
 * one per database kind, as CI runs the SQLite and MariaDB suites side by side.
 */
const OWN_DB_URL = `${REDIS_URL.replace(/\/\d*$/, '')}/${USE_MYSQL ? 12 : 11}`;

async function allKeys(redis: Redis): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'COUNT', 1000);
    cursor = next;
    for (const k of batch) keys.add(k);
  } while (cursor !== '0');
  return keys;
}

describeWithRedis('two deployments on one Redis', () => {
  const run = randomBytes(4).toString('hex');
  const prefixA = `cm-test-${run}-a:`;
  const prefixB = `cm-test-${run}-b:`;
  // a and a2: two instances of deployment A; b: another deployment, on the same database.
  let a: TestApp;
  let a2: TestApp;
  let b: TestApp;
  let raw: Redis;
  let before: Set<string>;
  let seller: TestAccount;
  let moderator: TestAccount;
  let client: Client | undefined;
  const env = (prefix: string) => ({
    REDIS_URL: OWN_DB_URL,
    REDIS_KEY_PREFIX: prefix,
    PUBLIC_CACHE_TTL_SECONDS: '600',
  });
  beforeAll(async () => {
    raw = new Redis(OWN_DB_URL);
    before = await allKeys(raw);
    a = await createTestApp({ env: env(prefixA) });
    a2 = await createTestApp({ env: env(prefixA), sameDatabaseAs: a });
    b = await createTestApp({ env: env(prefixB), sameDatabaseAs: a });
    seller = await verifiedAccount(a);
    moderator = await accountWithRole(a, 'moderator');
  });
  afterAll(async () => {
    await client?.dispose();
    await b?.close();
    await a2?.close();
    await a?.close();
    // Leave nothing behind in the shared Redis: only this run's keys, by their prefixes.
    const ours = [...(await allKeys(raw))].filter((k) => k.startsWith(prefixA) || k.startsWith(prefixB));
    if (ours.length) await raw.del(...ours);
    raw?.disconnect();
  });

  it('a throttle counter', async () => {
    for (let i = 0; i < 10; i++)
      await a
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: seller.collegeId, password: `wrong ${i} pass` })
        .expect(401);
    const right = { collegeId: seller.collegeId, password: seller.password };
    expect((await a2.agent().post('/api/v1/auth/login').send(right)).status).toBe(429);
    expect((await b.agent().post('/api/v1/auth/login').send(right)).status).toBe(200);
    expect((await a.agent().post('/api/v1/auth/login').send(right)).status).toBe(429);
  });

  it('a cached list', async () => {
    const home = '/api/v1/product/all-products-for-homepage?first=3';
    expect((await a.agent().get(home)).headers['x-cache']).toBe('miss');
    expect((await a2.agent().get(home)).headers['x-cache']).toBe('hit');
    expect((await b.agent().get(home)).headers['x-cache']).toBe('miss');
    expect((await b.agent().get(home)).headers['x-cache']).toBe('hit');
  });

  it('a notification event', async () => {
    const first = await addProduct(a, seller.agent, seller.id, { title: 'Approved on B' });
    const second = await addProduct(a, seller.agent, seller.id, { title: 'Approved on A2' });
    client = wsClient(a, seller.cookie);
    const sub = collect<{ notificationAdded: { message: string } }>(
      client,
      'subscription { notificationAdded { message } }',
    );
    const channel = `${prefixA}events:${notificationTopic(seller.id)}`;
    // Subscribed in Redis, under A's prefix only.
    await untilAsync(async () => ((await raw.pubsub('NUMSUB', channel)) as [string, number])[1] === 1);
    expect(((await raw.pubsub('NUMSUB', `cm:events:${notificationTopic(seller.id)}`)) as [string, number])[1]).toBe(0);

    const approve = (app: TestApp, id: string) =>
      app
        .agent()
        .post('/graphql')
        .set('Cookie', moderator.cookie)
        .set('Content-Type', 'application/json')
        .send({ query: PRODUCT_OPS.setStatus, variables: { input: { id, status: 'APPROVED' } } });
    // B's event is published (the mutation answers after it) before A2's: had it reached A's
    // subscriber, it would come first.
    expect((await approve(b, first)).body.errors).toBeUndefined();
    expect((await approve(a2, second)).body.errors).toBeUndefined();
    await until(() => sub.values.length >= 1);
    expect(sub.values.map((v) => v.notificationAdded.message)).toEqual(['Your product "Approved on A2" was approved.']);
    sub.stop();
  });

  it('writes no key outside the two prefixes', async () => {
    const added = [...(await allKeys(raw))].filter((k) => !before.has(k));
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((k) => !k.startsWith(prefixA) && !k.startsWith(prefixB))).toEqual([]);
    // Counters and cache entries of both deployments, each under its own prefix.
    for (const prefix of [prefixA, prefixB]) {
      expect(added.some((k) => k.startsWith(`${prefix}count:login:`))).toBe(true);
      expect(added.some((k) => k.startsWith(`${prefix}pcache:e:`))).toBe(true);
    }
  });
});
