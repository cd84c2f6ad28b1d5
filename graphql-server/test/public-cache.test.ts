import type supertest from 'supertest';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { BROWSE, HOME, anonGql, approvedProduct, gqlIds, lookups, restIds } from './helpers/cached-lists';
import { ACCOUNT_OPS, gql } from './helpers/graphql';
import { PRODUCT_OPS, addProduct, countStatements } from './products.support';
import { createLogger } from '../src/lib/logger';

const CACHE_ON = { PUBLIC_CACHE_TTL_SECONDS: '30' };

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
    await anonGql(app, PRODUCT_OPS.categories);
    const cats = await anonGql(app, PRODUCT_OPS.categories);
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
    expect(
      await twice(`query { ...ACCOUNT_OPS } fragment ACCOUNT_OPS on Query { products { totalCount } }`),
    ).toBeUndefined();
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
    expect(
      (await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } })).errors,
    ).toBeUndefined();
    expect(restIds(await home())).toContain(id);
    expect(gqlIds(await anonGql(app, BROWSE, { first: 20 }))).toContain(id);
    // Edit: the product goes back to review, so it leaves the public lists at once.
    await home();
    const edit = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, title: 'Brass desk lamp' } });
    expect(edit.errors).toBeUndefined();
    expect(restIds(await home())).not.toContain(id);
    // Delete (approved again first, and cached with it).
    expect(
      (await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } })).errors,
    ).toBeUndefined();
    expect((await home()).body.products.find((p: { _id: string }) => p._id === id)?.title).toBe('Brass desk lamp');
    expect((await home()).headers['x-cache']).toBe('hit');
    expect((await gql(seller.agent, PRODUCT_OPS.del, { id })).errors).toBeUndefined();
    expect(restIds(await home())).not.toContain(id);
  });

  it('a user change clears it: the seller shown in the lists is never stale', async () => {
    await app.agent().get(HOME);
    expect((await app.agent().get(HOME)).headers['x-cache']).toBe('hit');
    const e = await gql(seller.agent, ACCOUNT_OPS.edit, { input: { name: 'Renamed Seller', password: '' } });
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
