import { SavedSearchHitEntity } from '../src/modules/saved-searches/saved-search.entity';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { PRODUCT_OPS, addProduct } from './products.support';
import { ALERT_ENV, INTERVAL, alertCount, alerts, saveSearch as save } from './saved-searches.support';

describeApp('saved-search alerts', () => {
  let app: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let moderator: TestAccount;
  const approve = async (id: string, by = moderator) => {
    const r = await gql(by.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  };
  const listing = (title: string, price: number, extra: Record<string, unknown> = {}) =>
    addProduct(app, seller.agent, seller.id, { title, price, category: 'MISCELLANEOUS', condition: 'USED', ...extra });

  beforeAll(async () => {
    app = await createTestApp({ env: ALERT_ENV });
    seller = await verifiedAccount(app);
    buyer = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());

  it('the first match is told at once; later ones in the interval go out as one when it ends; never the seller', async () => {
    await save(buyer, 'bicycle', { search: 'bicycle', maxPrice: 3000 });
    await save(seller, 'bicycle', { search: 'bicycle' }); // the seller's own listings never alert them
    await approve(await listing('Red Bicycle, 21 gears', 2500));
    await alertCount(app, buyer.id, 1);
    const [first] = await alerts(app, buyer.id);
    expect(first).toMatchObject({
      message: "1 new listing for 'bicycle' under ₹3,000: 'Red Bicycle, 21 gears'",
      link: '/search?query=bicycle&maxPrice=3000',
      isRead: false,
    });
    // Through the API too, with its kind.
    const listed = await gql(buyer.agent, 'query { notifications(first: 5) { nodes { kind message link } } }');
    expect(listed.data!.notifications.nodes[0]).toMatchObject({ kind: 'SAVED_SEARCH', link: first.link });

    await approve(await listing('Bicycle helmet', 900));
    await approve(await listing('Kids bicycles', 1500, { condition: 'NEW' }));
    await approve(await listing('Bicycle pump', 3500)); // over the maximum price
    await approve(await listing('Tricycle', 500)); // "bicycle" is no prefix of "tricycle"
    // Inside the interval: nothing goes out, however often the worker looks.
    expect(await app.services.savedSearchAlerts.sendDue()).toBe(0);
    expect(await alerts(app, buyer.id)).toHaveLength(1);

    app.clock.advance(INTERVAL * 1000);
    await alertCount(app, buyer.id, 2);
    const batch = (await alerts(app, buyer.id))[1];
    expect(batch.message).toBe("2 new listings for 'bicycle' under ₹3,000");
    expect(batch.link).toBe('/search?query=bicycle&maxPrice=3000');
    expect(await alerts(app, seller.id)).toEqual([]);
  });

  it('finds what the search itself finds', async () => {
    const id = await save(buyer, 'Lamps', { search: 'desk lam', category: 'MISCELLANEOUS', minPrice: 100 });
    const titles = ['Desk lamp', 'Lamp for a desk', 'Déśk Lamps, warm', 'Desk', 'Cheap desk lamp', 'Lampshade desktop'];
    for (const [i, title] of titles.entries()) await approve(await listing(title, i === 4 ? 50 : 400));
    const search = await gql(app.agent(), PRODUCT_OPS.products, {
      filter: { search: 'desk lam', category: 'MISCELLANEOUS', minPrice: 100 },
      first: 50,
    });
    const found = search.data!.products.nodes.map((p: { id: string }) => p.id).sort();
    const hits = await app.services.db.getRepository(SavedSearchHitEntity).findBy({ savedSearchId: id });
    expect(hits.map((h) => h.productId).sort()).toEqual(found);
    expect(found).toHaveLength(4);
  });

  it('a listing alerts a search once, even when approved again after an edit', async () => {
    const carol = await verifiedAccount(app);
    await save(carol, 'Kettle', { search: 'kettle' });
    const id = await listing('Electric kettle', 700);
    await approve(id);
    await alertCount(app, carol.id, 1);
    const edited = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, title: 'Electric kettle, 1.5 l' } });
    expect(edited.data!.editProduct.product.status).toBe('PENDING');
    await approve(id);
    app.clock.advance(INTERVAL * 1000);
    await app.services.savedSearchAlerts.sendDue();
    expect(await alerts(app, carol.id)).toHaveLength(1);
    const hits = await app.services.db.getRepository(SavedSearchHitEntity).countBy({ productId: id });
    expect(hits).toBe(1);
  });
});
