import type supertest from 'supertest';
import type Redis from 'ioredis';
import { verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { HOME, lookups } from './helpers/cached-lists';
import { addApproved } from './products.support';
import { ManualClock } from '../src/lib/clock';
import { silentLogger } from '../src/lib/logger';
import { MemoryResponseCache, RedisResponseCache } from '../src/lib/response-cache';

/*
 * The public cache keys on the list, not on the request's spelling: parameters a
 * list does not read, their order, the path's case and a GraphQL body's layout make no new entry,
 * and both stores stay within a bound whatever lists clients ask for.
 */

// Long enough that no entry expires in Redis (which keeps its own time) while a test counts them;
// and a prefix of this file's own, so that entries other files left in the same Redis (same
// database name, so the same default prefix) are neither counted nor expire during a count.
const CACHE_ON = { PUBLIC_CACHE_TTL_SECONDS: '600', REDIS_KEY_PREFIX: `cm-test-keys-${process.pid}-${Date.now()}:` };

/** Runs `task` for 0..n-1, `width` at a time. */
async function inBatches(n: number, width: number, task: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < n; i += width)
    await Promise.all(Array.from({ length: Math.min(width, n - i) }, (_, j) => task(i + j)));
}

const anonGql = (app: TestApp, body: string): supertest.Test =>
  app.agent().post('/graphql').set('Content-Type', 'application/json').send(body);

/** Every key of the store's Redis connection under `pattern` (after the connection's prefix). */
async function redisKeys(redis: Redis, prefix: string, pattern: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}${pattern}`, 'COUNT', 1000);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== '0');
  return keys;
}

/** The same list, spelled in ways that must all share one entry, and requests that are other lists. */
function keySuite(redis: boolean) {
  let app: TestApp;
  let ids: string[];
  const entries = async () =>
    redis ? (await redisKeys(app.services.redis!, app.services.config.redisKeyPrefix, 'pcache:e:*')).length : null;
  beforeAll(async () => {
    app = await createTestApp({ env: CACHE_ON, redis });
    const seller = await verifiedAccount(app);
    ids = [];
    for (const title of ['Casio calculator', 'Casio watch', 'Desk lamp'])
      ids.push(await addApproved(app, seller.agent, seller.id, { title }));
    // Approvals written straight to the database clear nothing: start from an empty cache.
    app.services.products.changed.emit();
  });
  afterAll(() => app?.close());

  it('2,000 junk parameters on a list add at most one entry, and every one is the same answer', async () => {
    const keysBefore = await entries();
    const first = await app.agent().get(`${HOME}?first=2`);
    expect(first.headers['x-cache']).toBe('miss');
    const hitsBefore = await lookups(app, 'hit');
    let hits = 0;
    await inBatches(2000, 25, async (i) => {
      const res = await app.agent().get(`${HOME}?junk=${i}&first=2`);
      // Never a miss (a new entry). On a loaded machine a Redis lookup past its time limit lets the
      // request through to Express uncached (no X-Cache), which is the cache's rule, not a new key.
      expect(res.headers['x-cache']).not.toBe('miss');
      if (res.headers['x-cache'] === 'hit') hits++;
      expect(res.text).toBe(first.text);
    });
    expect(hits).toBeGreaterThan(0);
    expect(await lookups(app, 'hit')).toBe(hitsBefore + hits);
    if (redis) expect(await entries()).toBe(keysBefore! + 1);
  });

  it('the order of parameters, the path’s case and spellings the list reads alike are one entry', async () => {
    const list = `/api/v1/product/category/electronics?first=2&sort=newest`;
    const miss = await app.agent().get(list);
    expect(miss.headers['x-cache']).toBe('miss');
    for (const same of [
      '/api/v1/product/category/electronics?sort=newest&first=2',
      '/API/V1/PRODUCT/CATEGORY/Electronics?first=2&sort=NEWEST',
      '/api/v1/product/category/ELECTRONICS/?first=02&sort=Newest&category=books&Junk=1',
    ]) {
      const res = await app.agent().get(same);
      expect([same, res.headers['x-cache']]).toEqual([same, 'hit']);
      expect(res.text).toBe(miss.text);
    }
    // A search in any case or punctuation is the same search.
    const search = await app.agent().get('/api/v1/product/search?query=casio&first=1');
    expect(search.headers['x-cache']).toBe('miss');
    const spelled = await app.agent().get('/api/v1/product/search?first=1&query=CASIO!&x=1');
    expect(spelled.headers['x-cache']).toBe('hit');
    expect(spelled.body).toEqual(search.body);
  });

  it('what the list reads differently stays another answer, never a wrong one', async () => {
    await app.agent().get('/api/v1/product/all-products');
    expect((await app.agent().get('/api/v1/product/all-products')).headers['x-cache']).toBe('hit');
    // Not a page size: a 400, not the default page.
    const bad = await app.agent().get('/api/v1/product/all-products?first=abc');
    expect(bad.status).toBe(400);
    expect(bad.headers['x-cache']).toBe('miss');
    expect((await app.agent().get('/api/v1/product/all-products?first=abc')).status).toBe(400);
    // A repeated parameter is refused by the app, never answered from the cache.
    const repeated = await app.agent().get('/api/v1/product/all-products?first=1&first=2');
    expect([repeated.status, repeated.body.fields]).toEqual([400, { first: 'Give this parameter once' }]);
    expect(repeated.headers['x-cache']).toBeUndefined();
    // Another page size, another list.
    const one = await app.agent().get('/api/v1/product/all-products?first=1');
    expect(one.headers['x-cache']).toBe('miss');
    expect(one.body.products).toHaveLength(1);
  });

  it("a search's next-page link names the list, not the request's spelling or junk", async () => {
    const res = await app.agent().get('/API/v1/Product/search?junk=secret&query=casio&first=1');
    expect(res.status).toBe(200);
    expect(res.headers.link).toBe(
      `</api/v1/product/search?query=casio&first=1&after=${encodeURIComponent(res.headers['x-next-cursor'])}>; rel="next"`,
    );
    const again = await app.agent().get('/api/v1/product/search?query=casio&first=1&other=2');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers.link).toBe(res.headers.link);
  });

  it('GraphQL: layout, comments, key order and variables the operation does not declare add no entry', async () => {
    const keysBefore = await entries();
    const query =
      'query Browse($filter: ProductFilter, $first: Int) { products(filter: $filter, first: $first) { nodes { id title } } }';
    const body = (q: string, variables: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      JSON.stringify({ query: q, variables, ...extra });
    const miss = await anonGql(app, body(query, { filter: { category: 'ELECTRONICS', search: 'casio' }, first: 5 }));
    expect(miss.headers['x-cache']).toBe('miss');
    expect(miss.body.data.products.nodes).toHaveLength(2);
    await inBatches(200, 20, async (i) => {
      const spelled = `# request ${i}\nquery Browse( $filter : ProductFilter , $first:Int ) {\n  products(filter: $filter, first: $first) { nodes { id, title } }\n}`;
      const res = await anonGql(
        app,
        body(
          spelled,
          { first: 5, filter: { search: 'casio', category: 'ELECTRONICS' }, [`unused${i}`]: i },
          { junk: i },
        ),
      );
      expect(res.headers['x-cache']).toBe('hit');
      expect(res.text).toBe(miss.text);
    });
    // Other variable values are another list.
    expect(
      (await anonGql(app, body(query, { filter: { category: 'ELECTRONICS' }, first: 5 }))).headers['x-cache'],
    ).toBe('miss');
    if (redis) expect(await entries()).toBe(keysBefore! + 2);
    expect(ids).toHaveLength(3);
  });
}

describeApp('public cache keys: in process', () => keySuite(false));
describeWithRedis('public cache keys: in Redis', () => keySuite(true));

const entry = (i: number, bytes = 100) => ({
  headers: ['content-type', 'application/json'],
  body: Buffer.alloc(bytes, i % 10),
});

describe('public cache bounds, in process', () => {
  it('holds at most maxEntries, the oldest going first', () => {
    const store = new MemoryResponseCache(30_000, new ManualClock(), { maxEntries: 10, maxBytes: 1024 * 1024 });
    const { generation } = store.get('k0');
    for (let i = 0; i < 50; i++) store.set(`k${i}`, entry(i), generation);
    expect(store.size).toBe(10);
    expect(store.get('k49').entry).not.toBeNull();
    expect(store.get('k40').entry).not.toBeNull();
    expect(store.get('k39').entry).toBeNull();
  });

  it('holds at most maxBytes', () => {
    const store = new MemoryResponseCache(30_000, new ManualClock(), { maxEntries: 1000, maxBytes: 10_000 });
    const { generation } = store.get('k0');
    for (let i = 0; i < 50; i++) store.set(`k${i}`, entry(i, 1500), generation);
    // 1,500 bytes and about 500 of bookkeeping each: four fit in 10,000.
    expect(store.size).toBe(4);
    expect(store.get('k49').entry).not.toBeNull();
  });
});

describeWithRedis('public cache bounds, in Redis', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ redis: true });
  });
  afterAll(() => app?.close());

  /** Stores `n` entries; sets run in order on one connection, so the last readable means all ran. */
  async function fill(store: RedisResponseCache, n: number, bytes: number) {
    const { generation } = await store.get('k0');
    for (let i = 0; i < n; i++) store.set(`k${i}`, entry(i, bytes), generation);
    const end = Date.now() + 20_000; // idle it is stored within a few ms; a loaded machine is slower
    while (!(await store.get(`k${n - 1}`)).entry) {
      if (Date.now() > end) throw new Error('the last entry was never stored');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('holds at most maxEntries keys, the oldest going first, and its bookkeeping matches', async () => {
    const redis = app.services.redis!;
    const prefix = app.services.config.redisKeyPrefix;
    const store = new RedisResponseCache(redis, 30_000, silentLogger, 'pcache-bound1:', {
      maxEntries: 20,
      maxBytes: 10 * 1024 * 1024,
    });
    store.clear();
    await fill(store, 100, 100);
    expect(await redisKeys(redis, prefix, 'pcache-bound1:e:*')).toHaveLength(20);
    expect(await redis.zcard('pcache-bound1:index')).toBe(20);
    expect(await redis.hlen('pcache-bound1:sizes')).toBe(20);
    const sizes = (await redis.hvals('pcache-bound1:sizes')).reduce((sum, v) => sum + Number(v), 0);
    expect(Number(await redis.get('pcache-bound1:bytes'))).toBe(sizes);
    expect((await store.get('k80')).entry).not.toBeNull();
    expect((await store.get('k79')).entry).toBeNull();
    // Everything it keeps expires: nothing stays behind once the entries are gone.
    expect(await redis.pttl('pcache-bound1:index')).toBeGreaterThan(0);
  });

  it('holds at most maxBytes', async () => {
    const redis = app.services.redis!;
    const prefix = app.services.config.redisKeyPrefix;
    const store = new RedisResponseCache(redis, 30_000, silentLogger, 'pcache-bound2:', {
      maxEntries: 1000,
      maxBytes: 10_000,
    });
    store.clear();
    await fill(store, 50, 1500);
    const kept = await redisKeys(redis, prefix, 'pcache-bound2:e:*');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(6);
    expect(Number(await redis.get('pcache-bound2:bytes'))).toBeLessThanOrEqual(10_000);
  });
});
