import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { BROWSE, HOME, anonGql, approvedProduct, gqlIds, lookups, restIds } from './helpers/cached-lists';
import { deadPort } from './helpers/services';
import { MemoryResponseCache, RedisResponseCache, type ResponseCache } from '../src/lib/response-cache';
import { ManualClock } from '../src/lib/clock';
import { silentLogger } from '../src/lib/logger';

const CACHE_ON = { PUBLIC_CACHE_TTL_SECONDS: '30' };

describeApp('public response cache: Redis configured but not answering', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { ...CACHE_ON, REDIS_URL: `redis://127.0.0.1:${await deadPort()}` } });
  });
  afterAll(() => app?.close());

  it('serves the lists uncached', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.agent().get(HOME);
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
      const g = await anonGql(app, BROWSE, { first: 5 });
      expect(g.status).toBe(200);
      expect(g.body.data.products.nodes).toEqual([]);
    }
    expect(await lookups(app, 'error')).toBe(4);
  });
});

/** Waits for `key` to be stored (at once in memory, a few ms on Redis idle), however slow the machine. */
async function storedEventually(store: ResponseCache, key: string) {
  const end = Date.now() + 20_000;
  let hit = (await store.get(key)).entry;
  while (!hit && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    hit = (await store.get(key)).entry;
  }
  return hit;
}

/** The race guard: a request that read before a write must not store its answer after it. */
function raceGuard(make: () => ResponseCache) {
  it('drops a store made with a generation older than the last clear', async () => {
    const store = make();
    const entry = {
      headers: ['content-type', 'application/json', 'vary', 'a', 'vary', 'b'],
      body: Buffer.from('{"old":true}'),
    };
    const before = await store.get('k');
    store.clear(); // a write committed while the request was reading
    store.set('k', entry, before.generation);
    const fresh = await store.get('k');
    // The Redis store writes in the background, one command after another on its connection: once
    // a later store has landed, the one that must be dropped has run too.
    store.set('k-later', entry, fresh.generation);
    expect(await storedEventually(store, 'k-later')).not.toBeNull();
    expect((await store.get('k')).entry).toBeNull();
    store.set('k', entry, fresh.generation);
    const hit = await storedEventually(store, 'k');
    expect(hit?.body.toString()).toBe('{"old":true}');
    expect(hit?.headers).toEqual(['content-type', 'application/json', 'vary', 'a', 'vary', 'b']);
  });
}

describe('response cache stores', () => {
  describe('in memory', () => raceGuard(() => new MemoryResponseCache(30_000, new ManualClock())));
});

describeWithRedis('public response cache in Redis, shared by two instances', () => {
  let first: TestApp;
  let second: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    first = await createTestApp({ redis: true, env: CACHE_ON });
    second = await createTestApp({ redis: true, env: CACHE_ON, sameDatabaseAs: first });
    // Entries of an earlier run (another database) must not answer this one.
    first.services.products.changed.emit();
    seller = await verifiedAccount(first);
    moderator = await accountWithRole(first, 'moderator');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('an answer stored by one instance is a hit on the other; approval on one shows on the other at once', async () => {
    const a = await second.agent().get(HOME);
    expect(a.headers['x-cache']).toBe('miss');
    const b = await first.agent().get(HOME);
    expect(b.headers['x-cache']).toBe('hit');
    expect(b.text).toBe(a.text);
    await anonGql(first, BROWSE, { first: 20 });
    expect((await anonGql(second, BROWSE, { first: 20 })).headers['x-cache']).toBe('hit');

    const id = await approvedProduct(first, seller, moderator, 'Road bike');
    const rest = await second.agent().get(HOME);
    expect(rest.headers['x-cache']).toBe('miss');
    expect(restIds(rest)).toContain(id);
    expect(gqlIds(await anonGql(second, BROWSE, { first: 20 }))).toContain(id);
    expect((await first.agent().get(HOME)).headers['x-cache']).toBe('hit');
    expect(await lookups(first, 'hit')).toBeGreaterThan(0);

    // A signed-in request on either instance is neither served nor stored.
    expect((await seller.agent.get(HOME)).headers['x-cache']).toBeUndefined();
  });

  describe('store', () =>
    raceGuard(() => new RedisResponseCache(first.services.redis!, 30_000, silentLogger, 'pcache-test:')));
});
