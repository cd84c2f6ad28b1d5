import { checkSearchTables } from '../src/modules/search/drift';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { BROWSE, HOME, anonGql, approvedProduct, gqlIds, restIds } from './helpers/cached-lists';
import { errorCode, gql } from './helpers/graphql';
import { USE_MYSQL } from './helpers/services';
import { AVAILABILITY_OPS } from './products.availability.support';
import { PRODUCT_OPS } from './products.support';
import { REPORT_OPS, agedAccounts, reportOk, restResolve } from './reports.support';

// Two reporters hide a listing here (the default is 3): the setting is read.
const ENV = { PUBLIC_CACHE_TTL_SECONDS: '30', REPORT_HIDE_THRESHOLD: '2' };

describeApp('reports: hiding at REPORT_HIDE_THRESHOLD', () => {
  let app: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let reporters: TestAccount[];
  let moderator: TestAccount;
  beforeAll(async () => {
    app = await createTestApp({ env: ENV });
    seller = await verifiedAccount(app);
    buyer = await verifiedAccount(app);
    // Old enough for their reports to count (REPORT_MIN_ACCOUNT_AGE_HOURS).
    reporters = await agedAccounts(app, 2);
    moderator = await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());

  const visibleTo = async (who: TestAccount | null, id: string) =>
    (await gql(who ? who.agent : app.agent(), PRODUCT_OPS.product, { id })).data!.product !== null;
  const searchIds = async (q: string) =>
    (await app.agent().get(`/api/v1/product/search?query=${encodeURIComponent(q)}`)).body.map(
      (p: { _id: string }) => p._id,
    );
  const rows = async (table: string, id: string) =>
    Number((await app.services.db.query(`SELECT COUNT(*) AS n FROM ${table} WHERE id = ?`, [id]))[0].n);

  it('reported by enough users it leaves lists, search tables, similar, previews and its page; dismiss brings it back; caches follow', async () => {
    const id = await approvedProduct(app, seller, moderator, 'Walnut chess board');
    const anchor = await approvedProduct(app, seller, moderator, 'Walnut chess clock');
    expect((await gql(buyer.agent, AVAILABILITY_OPS.addWish, { id })).errors).toBeUndefined();
    await app.agent().get(HOME);
    expect((await app.agent().get(HOME)).headers['x-cache']).toBe('hit');
    await anonGql(app, BROWSE, { first: 20 });

    // One report: nothing shows.
    await reportOk(reporters[0].agent, id, 'SCAM');
    expect(restIds(await app.agent().get(HOME))).toContain(id);
    expect((await app.agent().get(HOME)).headers['x-cache']).toBe('hit');

    // The second reporter: hidden at once, the public cache forgotten.
    await reportOk(reporters[1].agent, id, 'PROHIBITED');
    const home = await app.agent().get(HOME);
    expect(home.headers['x-cache']).toBe('miss');
    expect(restIds(home)).not.toContain(id);
    expect(gqlIds(await anonGql(app, BROWSE, { first: 20 }))).not.toContain(id);
    for (const q of ['walnut', 'walnut chess']) expect(await searchIds(q)).not.toContain(id);
    const similar = (await gql(app.agent(), AVAILABILITY_OPS.similar, { id: anchor })).data!.product.similar;
    expect(similar.map((p: { id: string }) => p.id)).not.toContain(id);
    expect(await app.services.linkPreviews.product(id)).toBeNull();
    expect((await app.agent().get(`/api/v1/product/${id}`)).status).toBe(404);
    expect(await visibleTo(null, id)).toBe(false);
    expect(await visibleTo(buyer, id)).toBe(false);
    expect(await visibleTo(seller, id)).toBe(true);
    expect(await visibleTo(moderator, id)).toBe(true);
    // Read back it is still approved; wishlists keep it, like a sold one; nobody reports it further.
    expect((await gql(seller.agent, PRODUCT_OPS.product, { id })).data!.product.status).toBe('APPROVED');
    expect(
      (await gql(buyer.agent, AVAILABILITY_OPS.wishlist)).data!.wishlist.map((p: { id: string }) => p.id),
    ).toContain(id);
    expect(errorCode(await gql(buyer.agent, REPORT_OPS.report, { input: { productId: id, reason: 'SCAM' } }))).toBe(
      'NOT_FOUND',
    );
    if (USE_MYSQL) {
      expect(await rows('product_search', id)).toBe(0);
      expect(await rows('product_terms', id)).toBe(0);
    }
    const check = await checkSearchTables(app.services.db);
    expect(check.drift).toEqual([]);
    expect(check.statuses).toMatchObject({ Hidden: 1 });

    // An edit of the price keeps it approved, and hidden; approval after a content edit too.
    const cheaper = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, price: 900 } });
    expect(cheaper.data!.editProduct.product.status).toBe('APPROVED');
    expect(await visibleTo(buyer, id)).toBe(false);

    // Dismiss: back everywhere, caches forgotten again.
    await app.agent().get(HOME);
    expect((await app.agent().get(HOME)).headers['x-cache']).toBe('hit');
    expect((await restResolve(moderator.agent, id, { action: 'dismiss' })).status).toBe(200);
    const back = await app.agent().get(HOME);
    expect(back.headers['x-cache']).toBe('miss');
    expect(restIds(back)).toContain(id);
    expect(gqlIds(await anonGql(app, BROWSE, { first: 20 }))).toContain(id);
    expect(await searchIds('walnut')).toContain(id);
    expect(await visibleTo(buyer, id)).toBe(true);
    expect(await app.services.linkPreviews.product(id)).not.toBeNull();
    if (USE_MYSQL) expect(await rows('product_search', id)).toBe(1);
    expect((await checkSearchTables(app.services.db)).drift).toEqual([]);
  });

  it('a hidden listing approved after a content edit stays hidden; a hidden sold one comes back sold; take-down clears it', async () => {
    const id = await approvedProduct(app, seller, moderator, 'Graphing calculator');
    for (const r of reporters) await reportOk(r.agent, id, 'ALREADY_SOLD');
    expect(await visibleTo(buyer, id)).toBe(false);
    expect((await gql(seller.agent, AVAILABILITY_OPS.set, { id, availability: 'SOLD' })).errors).toBeUndefined();
    expect(await visibleTo(buyer, id)).toBe(false);
    const sold = `/api/v1/product/user/${seller.id}?availability=sold`;
    expect(restIds(await app.agent().get(sold))).not.toContain(id);
    expect((await restResolve(moderator.agent, id, { action: 'dismiss' })).status).toBe(200);
    expect(restIds(await app.agent().get(sold))).toContain(id);
    expect(restIds(await app.agent().get(HOME))).not.toContain(id);

    const other = await approvedProduct(app, seller, moderator, 'Scientific calculator');
    for (const r of reporters) await reportOk(r.agent, other, 'SCAM');
    const edited = await gql(seller.agent, PRODUCT_OPS.edit, {
      input: { id: other, title: 'Scientific calculator (new)' },
    });
    expect(edited.data!.editProduct.product.status).toBe('PENDING');
    expect(
      (await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id: other, status: 'APPROVED' } })).errors,
    ).toBeUndefined();
    expect(await visibleTo(buyer, other)).toBe(false);
    expect(restIds(await app.agent().get(HOME))).not.toContain(other);
    const down = await restResolve(moderator.agent, other, { action: 'take-down', reason: 'Counterfeit' });
    expect(down.body.product).toMatchObject({ status: 'Rejected', rejectionReason: 'Counterfeit' });
    expect(await visibleTo(buyer, other)).toBe(false);
    expect(await visibleTo(seller, other)).toBe(true);
    expect((await checkSearchTables(app.services.db)).drift).toEqual([]);
  });
});

describeWithRedis('reports: the public cache of every instance', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ redis: true, env: ENV });
    second = await createTestApp({ redis: true, env: ENV, sameDatabaseAs: first });
    first.services.products.changed.emit();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('hiding on one instance takes the listing off the lists the other serves, and dismiss brings it back', async () => {
    const seller = await verifiedAccount(first);
    const moderator = await accountWithRole(first, 'moderator');
    const id = await approvedProduct(first, seller, moderator, 'Table tennis bats');
    expect(restIds(await second.agent().get(HOME))).toContain(id);
    expect((await second.agent().get(HOME)).headers['x-cache']).toBe('hit');
    for (const r of await agedAccounts(first, 2)) await reportOk(r.agent, id, 'SCAM');
    expect(restIds(await second.agent().get(HOME))).not.toContain(id);
    expect((await restResolve(moderator.agent, id, { action: 'dismiss' })).status).toBe(200);
    expect(restIds(await second.agent().get(HOME))).toContain(id);
  });
});
