import { checkSearchTables } from '../src/modules/search/drift';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { BROWSE, HOME, anonGql, approvedProduct, gqlIds, restIds } from './helpers/cached-lists';
import { gql } from './helpers/graphql';
import { USE_MYSQL } from './helpers/services';
import { AVAILABILITY_OPS } from './products.availability.support';

const CACHE_ON = { PUBLIC_CACHE_TTL_SECONDS: '30' };

describeApp('reserved and sold: search tables, similar listings and the public cache', () => {
  let app: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    app = await createTestApp({ env: CACHE_ON });
    seller = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());

  const mark = async (id: string, availability: string) => {
    const r = await gql(seller.agent, AVAILABILITY_OPS.set, { id, availability });
    expect(r.errors).toBeUndefined();
  };

  it('a sold listing leaves product_search and the postings like a rejected one; a reserved one stays; search:check agrees', async () => {
    const sold = await approvedProduct(app, seller, moderator, 'Walnut bookshelf');
    const reserved = await approvedProduct(app, seller, moderator, 'Walnut side table');
    await mark(reserved, 'RESERVED');
    await mark(sold, 'SOLD');
    if (USE_MYSQL) {
      const rows = async (table: string, id: string) =>
        Number((await app.services.db.query(`SELECT COUNT(*) AS n FROM ${table} WHERE id = ?`, [id]))[0].n);
      expect(await rows('product_search', sold)).toBe(0);
      expect(await rows('product_terms', sold)).toBe(0);
      expect(await rows('product_search', reserved)).toBe(1);
      expect(await rows('product_terms', reserved)).toBeGreaterThan(0);
    }
    // One-word (postings on MariaDB) and several-word searches alike.
    for (const query of ['walnut', 'walnut bookshelf']) {
      const found = await app.agent().get(`/api/v1/product/search?query=${encodeURIComponent(query)}`);
      expect(found.body.map((p: { _id: string }) => p._id)).not.toContain(sold);
    }
    const check = await checkSearchTables(app.services.db);
    expect(check.drift).toEqual([]);
    expect(check.statuses).toMatchObject({ Sold: 1 });
  });

  it('similar listings leave a sold one out, and keep a reserved one', async () => {
    const anchor = await approvedProduct(app, seller, moderator, 'Graph paper pad');
    const sold = await approvedProduct(app, seller, moderator, 'Drawing pad');
    const reserved = await approvedProduct(app, seller, moderator, 'Sketch pad');
    await mark(sold, 'SOLD');
    await mark(reserved, 'RESERVED');
    const similar = (await gql(app.agent(), AVAILABILITY_OPS.similar, { id: anchor })).data!.product.similar.map(
      (p: { id: string }) => p.id,
    );
    expect(similar).toContain(reserved);
    expect(similar).not.toContain(sold);
    const rest = await app.agent().get(`/api/v1/product/similar/${anchor}`);
    expect(rest.body.products.map((p: { _id: string }) => p._id)).not.toContain(sold);
  });

  it('every availability change clears the public cache at once, on both transports', async () => {
    const id = await approvedProduct(app, seller, moderator, 'Cricket bat');
    await app.agent().get(HOME);
    expect((await app.agent().get(HOME)).headers['x-cache']).toBe('hit');
    await anonGql(app, BROWSE, { first: 20 });
    expect((await anonGql(app, BROWSE, { first: 20 })).headers['x-cache']).toBe('hit');

    await mark(id, 'RESERVED');
    const reserved = await app.agent().get(HOME);
    expect(reserved.headers['x-cache']).toBe('miss');
    expect(reserved.body.products.find((p: { _id: string }) => p._id === id).availability).toBe('Reserved');
    expect((await app.agent().get(HOME)).headers['x-cache']).toBe('hit');

    await mark(id, 'SOLD');
    expect(restIds(await app.agent().get(HOME))).not.toContain(id);
    expect(gqlIds(await anonGql(app, BROWSE, { first: 20 }))).not.toContain(id);
  });
});

describeWithRedis('reserved and sold: the public cache of every instance', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ redis: true, env: CACHE_ON });
    second = await createTestApp({ redis: true, env: CACHE_ON, sameDatabaseAs: first });
    first.services.products.changed.emit();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('marking sold on one instance takes it off the lists the other serves', async () => {
    const seller = await verifiedAccount(first);
    const moderator = await accountWithRole(first, 'moderator');
    const id = await approvedProduct(first, seller, moderator, 'Table fan');
    expect(restIds(await second.agent().get(HOME))).toContain(id);
    expect((await second.agent().get(HOME)).headers['x-cache']).toBe('hit');
    expect((await gql(seller.agent, AVAILABILITY_OPS.set, { id, availability: 'SOLD' })).errors).toBeUndefined();
    expect(restIds(await second.agent().get(HOME))).not.toContain(id);
  });
});
