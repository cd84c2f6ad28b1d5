import type supertest from 'supertest';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { Q, gql } from './helpers/graphql';
import { PQ, addProduct, countStatements } from './products.support';
import { deadPort } from './helpers/services';
import { MemoryResponseCache, RedisResponseCache, type ResponseCache } from '../src/lib/response-cache';
import { ManualClock } from '../src/lib/clock';
import { createLogger, silentLogger } from '../src/lib/logger';

const CACHE_ON = { PUBLIC_CACHE_TTL_SECONDS: '30' };
const HOME = '/api/v1/product/all-products-for-homepage';
const BROWSE = PQ.products;

/** An anonymous GraphQL POST, as the web client sends it (JSON). */
function anonGql(app: TestApp, query: string, variables?: Record<string, unknown>): supertest.Test {
  return app.agent().post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
}

const restIds = (res: supertest.Response) => res.body.products.map((p: { _id: string }) => p._id);
const gqlIds = (res: supertest.Response) => res.body.data.products.nodes.map((p: { id: string }) => p.id);

async function lookups(app: TestApp, result: 'hit' | 'miss' | 'error'): Promise<number> {
  const { body } = await app.services.metrics.render();
  const line = body.split('\n').find((l) => l.startsWith(`public_cache_lookups_total{result="${result}"}`));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** Adds a product as `seller` and approves it as `moderator`, both over the API (so the writes clear the cache). */
async function approvedProduct(
  app: TestApp,
  seller: TestAccount,
  moderator: TestAccount,
  title: string,
): Promise<string> {
  const id = await addProduct(app, seller.agent, seller.id, { title });
  const r = await gql(moderator.agent, PQ.setStatus, { input: { id, status: 'APPROVED' } });
  expect(r.errors).toBeUndefined();
  return id;
}

describeApp('public response cache, in process', () => {
  let app: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  let first: string;
  const logged: string[] = [];
  beforeAll(async () => {
    const logger = createLogger({
      level: 'info',
      format: 'json',
      destination: { write: (line: string) => logged.push(line) },
    });
    app = await createTestApp({ env: CACHE_ON, logger });
    seller = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
    first = await approvedProduct(app, seller, moderator, 'Casio calculator');
  });
  afterAll(() => app?.close());

  it('answers a second identical anonymous REST list from the cache, with the same body and headers, its own request id', async () => {
    const url = `${HOME}?first=5`;
    const a = await app.agent().get(url);
    expect(a.status).toBe(200);
    expect(a.headers['x-cache']).toBe('miss');
    const hitsBefore = await lookups(app, 'hit');
    const b = await app.agent().get(url);
    expect(b.status).toBe(200);
    expect(b.headers['x-cache']).toBe('hit');
    expect(b.text).toBe(a.text);
    expect(restIds(b)).toEqual([first]);
    for (const name of ['content-type', 'content-security-policy', 'x-content-type-options', 'etag'])
      expect(b.headers[name]).toBe(a.headers[name]);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    expect((await app.agent().get(url).set('X-Request-Id', 'cached-1')).headers['x-request-id']).toBe('cached-1');
    expect(await lookups(app, 'hit')).toBe(hitsBefore + 2);
    // Its log line and latency sample, as any request's (route label as Express would match it).
    const line = logged.map((l) => JSON.parse(l)).find((l) => l.msg === 'request' && l.reqId === 'cached-1');
    expect(line).toMatchObject({ method: 'GET', path: HOME, status: 200, cache: 'hit' });
    const { body } = await app.services.metrics.render();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/product\/all-products-for-homepage",status="200"\} [3-9]/,
    );
    // The other list paths, and the search answer's paging headers, come back the same way.
    for (const path of [
      '/api/v1/product/all-products',
      '/api/v1/product/category/electronics',
      '/api/v1/product/search/casio',
      '/api/v1/product/search?query=casio',
    ]) {
      const miss = await app.agent().get(path);
      const hit = await app.agent().get(path);
      expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['miss', 'hit']);
      expect(hit.text).toBe(miss.text);
      expect(hit.headers['x-total-count']).toBe(miss.headers['x-total-count']);
    }
  });

  it('answers 304 to a cached list the client already has (If-None-Match)', async () => {
    const a = await app.agent().get(HOME);
    const b = await app.agent().get(HOME).set('If-None-Match', a.headers.etag);
    expect(b.status).toBe(304);
    expect(b.headers['x-cache']).toBe('hit');
  });

  it('answers a second identical anonymous GraphQL list from the cache, without running it again', async () => {
    const variables = { filter: { category: 'ELECTRONICS' }, first: 10 };
    const a = await anonGql(app, BROWSE, variables);
    expect(a.headers['x-cache']).toBe('miss');
    let b!: supertest.Response;
    expect(await countStatements(app, async () => (b = await anonGql(app, BROWSE, variables)))).toBe(0);
    expect(b.headers['x-cache']).toBe('hit');
    expect(b.text).toBe(a.text);
    expect(gqlIds(b)).toEqual([first]);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    // Other variables are another answer; categories alone are cacheable too.
    expect((await anonGql(app, BROWSE, { first: 3 })).headers['x-cache']).toBe('miss');
    await anonGql(app, PQ.categories);
    const cats = await anonGql(app, PQ.categories);
    expect(cats.headers['x-cache']).toBe('hit');
    expect(cats.body.data.categories.length).toBeGreaterThan(0);
  });

  it('never serves or stores for a request with a session cookie or credentials', async () => {
    const url = `${HOME}?first=7`;
    const signedIn = await seller.agent.get(url);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    // Not stored by the signed-in request: the first anonymous one is a miss.
    expect((await app.agent().get(url)).headers['x-cache']).toBe('miss');
    expect((await app.agent().get(url)).headers['x-cache']).toBe('hit');
    // Cached now, but never for a signed-in browser, a stale cookie (either spelling) or an Authorization header.
    expect((await seller.agent.get(url)).headers['x-cache']).toBeUndefined();
    expect((await gql(seller.agent, BROWSE, { first: 7 })).headers['x-cache']).toBeUndefined();
    const stale = await app.agent().get(url).set('Cookie', 'cm_session=expired-token');
    expect(stale.headers['x-cache']).toBeUndefined();
    expect(String(stale.headers['set-cookie'])).toMatch(/^cm_session=;/); // the app clears it, as without the cache
    expect(
      (await app.agent().get(url).set('Cookie', 'theme=dark; __Host-cm_session=x')).headers['x-cache'],
    ).toBeUndefined();
    expect((await app.agent().get(url).set('Authorization', 'Bearer x')).headers['x-cache']).toBeUndefined();
    // Other cookies are no reason to skip it.
    expect((await app.agent().get(url).set('Cookie', 'theme=dark')).headers['x-cache']).toBe('hit');
  });

  it('does not cache includeUnapproved, mutations, other root fields or answers with errors', async () => {
    const twice = async (query: string, variables?: Record<string, unknown>) => {
      await anonGql(app, query, variables);
      return (await anonGql(app, query, variables)).headers['x-cache'];
    };
    expect(await twice(BROWSE, { filter: { sellerId: seller.id, includeUnapproved: true } })).toBeUndefined();
    expect(await twice(`query { products(filter: { includeUnapproved: true }) { totalCount } }`)).toBeUndefined();
    expect(
      await twice(`query($u: Boolean) { products(filter: { includeUnapproved: $u }) { totalCount } }`, { u: true }),
    ).toBeUndefined();
    expect(
      await twice(`query($u: Boolean) { products(filter: { includeUnapproved: $u }) { totalCount } }`, { u: false }),
    ).toBe('hit');
    expect(
      await twice(`query($f: ProductFilter = { includeUnapproved: true }) { products(filter: $f) { totalCount } }`),
    ).toBeUndefined();
    // The web client's list query (a defaulted variable that is no filter is fine).
    const browse = `query Browse($filter: ProductFilter, $first: Int, $counted: Boolean! = false) {
      products(filter: $filter, first: $first) { totalCount @include(if: $counted) nodes { id title } } }`;
    expect(await twice(browse, { filter: { category: 'BOOKS' }, first: 4 })).toBe('hit');
    expect(await twice(browse, { filter: { category: 'BOOKS', includeUnapproved: true }, first: 4 })).toBeUndefined();
    expect(await twice(`mutation { logout { message } }`)).toBeUndefined();
    expect(await twice(`query { me { id } products { totalCount } }`)).toBeUndefined();
    expect(await twice(`query { ...Q } fragment Q on Query { products { totalCount } }`)).toBeUndefined();
    expect(await twice(`query A { products { totalCount } } mutation B { logout { message } }`)).toBeUndefined();
    // A list that fails validation in the service answers 200 with errors: looked up, never stored.
    const bad = await anonGql(app, BROWSE, { first: 0 });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await anonGql(app, BROWSE, { first: 0 })).headers['x-cache']).toBe('miss');
  });

  it('answers malformed JSON as without the cache', async () => {
    const res = await app.agent().post('/graphql').set('Content-Type', 'application/json').send('{"query": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in the request body', error: 'BAD_USER_INPUT' });
    const scalar = await app.agent().post('/graphql').set('Content-Type', 'application/json').send('"query"');
    expect(scalar.status).toBe(400);
  });

  it('every product write clears it at once: add, approve, edit, delete', async () => {
    const home = async () => {
      const res = await app.agent().get(HOME);
      expect(res.status).toBe(200);
      return res;
    };
    await home();
    expect((await home()).headers['x-cache']).toBe('hit');
    // Adding (pending) clears it; the product is not public yet.
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Desk lamp' });
    const afterAdd = await home();
    expect(afterAdd.headers['x-cache']).toBe('miss');
    expect(restIds(afterAdd)).not.toContain(id);
    expect((await home()).headers['x-cache']).toBe('hit');
    // Approval: the very next anonymous home shows it, on both transports (GraphQL was cached too).
    await anonGql(app, BROWSE, { first: 20 });
    expect((await anonGql(app, BROWSE, { first: 20 })).headers['x-cache']).toBe('hit');
    expect((await gql(moderator.agent, PQ.setStatus, { input: { id, status: 'APPROVED' } })).errors).toBeUndefined();
    expect(restIds(await home())).toContain(id);
    expect(gqlIds(await anonGql(app, BROWSE, { first: 20 }))).toContain(id);
    // Edit: the product goes back to review, so it leaves the public lists at once.
    await home();
    const edit = await gql(seller.agent, PQ.edit, { input: { id, title: 'Brass desk lamp' } });
    expect(edit.errors).toBeUndefined();
    expect(restIds(await home())).not.toContain(id);
    // Delete (approved again first, and cached with it).
    expect((await gql(moderator.agent, PQ.setStatus, { input: { id, status: 'APPROVED' } })).errors).toBeUndefined();
    expect((await home()).body.products.find((p: { _id: string }) => p._id === id)?.title).toBe('Brass desk lamp');
    expect((await home()).headers['x-cache']).toBe('hit');
    expect((await gql(seller.agent, PQ.del, { id })).errors).toBeUndefined();
    expect(restIds(await home())).not.toContain(id);
  });

  it('a user change clears it: the seller shown in the lists is never stale', async () => {
    await app.agent().get(HOME);
    expect((await app.agent().get(HOME)).headers['x-cache']).toBe('hit');
    const e = await gql(seller.agent, Q.edit, { input: { name: 'Renamed Seller', password: '' } });
    expect(e.errors).toBeUndefined();
    const after = await app.agent().get(HOME);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body.products.find((p: { _id: string }) => p._id === first)?.seller?.name).toBe('Renamed Seller');
  });

  it('entries expire after the TTL', async () => {
    await app.agent().get(HOME);
    expect((await app.agent().get(HOME)).headers['x-cache']).toBe('hit');
    app.clock.advance(31_000);
    expect((await app.agent().get(HOME)).headers['x-cache']).toBe('miss');
  });
});

describeApp('public response cache: PUBLIC_CACHE_TTL_SECONDS=0', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(() => app?.close());

  it('turns it off', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await app.agent().get(HOME)).headers['x-cache']).toBeUndefined();
      expect((await anonGql(app, BROWSE, { first: 5 })).headers['x-cache']).toBeUndefined();
    }
    expect(await lookups(app, 'hit')).toBe(0);
    expect(await lookups(app, 'miss')).toBe(0);
  });
});

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
    // The Redis store writes in the background: give a write that should not happen time to land
    // (a fixed wait, as it waits for something not to happen).
    await new Promise((r) => setTimeout(r, 50));
    expect((await store.get('k')).entry).toBeNull();
    store.set('k', entry, fresh.generation);
    // Waits for the write to land (at once in memory, a few ms on Redis idle), however slow the machine.
    const end = Date.now() + 20_000;
    let hit = (await store.get('k')).entry;
    while (!hit && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
      hit = (await store.get('k')).entry;
    }
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
