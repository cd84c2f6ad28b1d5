import { type TestAccount, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { addProduct, setStatus } from './products.support';

const ITEM = 'id title status seller { id name }';
const WISHLIST_OPS = {
  list: `query { wishlist { ${ITEM} } }`,
  add: `mutation($id: ID!) { addToWishlist(productId: $id) { message wishlist { ${ITEM} } } }`,
  remove: `mutation($id: ID!) { removeFromWishlist(productId: $id) { message wishlist { ${ITEM} } } }`,
};

describeApp('wishlist', () => {
  let app: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let lamp: string;
  let bike: string;
  let pending: string;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    buyer = await verifiedAccount(app);
    lamp = await addProduct(app, seller.agent, seller.id, { title: 'Desk lamp' });
    bike = await addProduct(app, seller.agent, seller.id, { title: 'Bike' });
    pending = await addProduct(app, seller.agent, seller.id, { title: 'Still pending' });
    await setStatus(app, lamp, 'Approved');
    await setStatus(app, bike, 'Approved');
  });
  afterAll(() => app?.close());

  const ids = (list: { id?: string; _id?: string }[]) => list.map((p) => p.id ?? p._id);

  it('GraphQL: adds (twice keeps one), lists newest first with sellers, removes', async () => {
    const first = await gql(buyer.agent, WISHLIST_OPS.add, { id: lamp });
    expect(first.data!.addToWishlist).toMatchObject({
      message: 'Product added to wishlist',
      wishlist: [{ id: lamp, title: 'Desk lamp', seller: { id: seller.id } }],
    });
    app.clock.advance(1000);
    await gql(buyer.agent, WISHLIST_OPS.add, { id: bike });
    const again = await gql(buyer.agent, WISHLIST_OPS.add, { id: lamp });
    expect(ids(again.data!.addToWishlist.wishlist)).toEqual([bike, lamp]);
    expect(ids((await gql(buyer.agent, WISHLIST_OPS.list)).data!.wishlist)).toEqual([bike, lamp]);
    // Another user's wishlist is their own.
    expect((await gql(seller.agent, WISHLIST_OPS.list)).data!.wishlist).toEqual([]);

    const removed = await gql(buyer.agent, WISHLIST_OPS.remove, { id: bike });
    expect(removed.data!.removeFromWishlist).toMatchObject({ message: 'Product removed from wishlist' });
    expect(ids(removed.data!.removeFromWishlist.wishlist)).toEqual([lamp]);
    // Removing what is not there is fine: the end state is what was asked.
    expect(ids((await gql(buyer.agent, WISHLIST_OPS.remove, { id: bike })).data!.removeFromWishlist.wishlist)).toEqual([
      lamp,
    ]);
  });

  it('GraphQL: signed out is "User not found"; unverified must verify; a pending or unknown product is not found', async () => {
    for (const q of [WISHLIST_OPS.list, WISHLIST_OPS.add, WISHLIST_OPS.remove]) {
      const r = await gql(app.agent(), q, q === WISHLIST_OPS.list ? undefined : { id: lamp });
      expect(errorCode(r)).toBe('UNAUTHENTICATED');
      expect(r.errors![0].message).toBe('User not found');
    }
    const unverified = await registerAccount(app);
    expect(errorCode(await gql(unverified.agent, WISHLIST_OPS.add, { id: lamp }))).toBe('EMAIL_NOT_VERIFIED');
    for (const id of [pending, 'not-an-id', '0190a4e6-0000-7000-8000-000000000099']) {
      const r = await gql(buyer.agent, WISHLIST_OPS.add, { id });
      expect(errorCode(r)).toBe('NOT_FOUND');
      expect(r.errors![0].message).toBe('Product not found');
    }
  });

  it('REST: get-wishlist, add-to-wishlist and remove-from-wishlist with productId', async () => {
    const other = await verifiedAccount(app);
    const add = await other.agent.put('/api/v1/product/add-to-wishlist').send({ productId: bike });
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('Product added to wishlist');
    expect(add.body.wishlist).toEqual([
      expect.objectContaining({
        _id: bike,
        title: 'Bike',
        status: 'Approved',
        seller: expect.objectContaining({ _id: seller.id }),
      }),
    ]);
    const get = await other.agent.get('/api/v1/product/get-wishlist');
    expect(get.status).toBe(200);
    expect(ids(get.body.wishlist)).toEqual([bike]);
    const remove = await other.agent.put('/api/v1/product/remove-from-wishlist').send({ productId: bike });
    expect(remove.body).toEqual({ message: 'Product removed from wishlist', wishlist: [] });

    for (const [method, path] of [
      ['get', '/get-wishlist'],
      ['put', '/add-to-wishlist'],
      ['put', '/remove-from-wishlist'],
    ] as const) {
      const res = await app.agent()[method](`/api/v1/product${path}`).send({ productId: bike });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'User not found', error: 'UNAUTHENTICATED' });
    }
    const missing = await other.agent.put('/api/v1/product/add-to-wishlist').send({});
    expect(missing.status).toBe(404);
    expect((await other.agent.put('/api/v1/product/add-to-wishlist').send({ productId: pending })).status).toBe(404);
  });

  it("refuses one's own listing on both APIs: 400 BAD_USER_INPUT, deliberately not 403, and adds nothing", async () => {
    const message = 'You cannot add your own listing to your wishlist';
    const r = await gql(seller.agent, WISHLIST_OPS.add, { id: lamp });
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    expect(r.errors![0].message).toBe(message);
    const res = await seller.agent.put('/api/v1/product/add-to-wishlist').send({ productId: lamp });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, error: 'BAD_USER_INPUT', fields: { productId: message } });
    expect((await gql(seller.agent, WISHLIST_OPS.list)).data!.wishlist).toEqual([]);
    // Removing it is not an error (nothing to remove); someone else adds it as before.
    expect((await seller.agent.put('/api/v1/product/remove-from-wishlist').send({ productId: lamp })).status).toBe(200);
    expect((await gql(buyer.agent, WISHLIST_OPS.add, { id: lamp })).errors).toBeUndefined();
  });

  it('a product that leaves Approved drops out, and comes back when approved again; a deleted one is gone', async () => {
    const fan = await verifiedAccount(app);
    const desk = await addProduct(app, seller.agent, seller.id, { title: 'Study desk' });
    await setStatus(app, desk, 'Approved');
    await gql(fan.agent, WISHLIST_OPS.add, { id: desk });
    app.clock.advance(1000);
    await gql(fan.agent, WISHLIST_OPS.add, { id: lamp });
    // The seller edits the title: back to review, out of the wishlist.
    await seller.agent.put('/api/v1/product/edit-product').send({ id: desk, title: 'Study desk with drawer' });
    expect(ids((await gql(fan.agent, WISHLIST_OPS.list)).data!.wishlist)).toEqual([lamp]);
    expect(ids((await fan.agent.get('/api/v1/product/get-wishlist')).body.wishlist)).toEqual([lamp]);
    await setStatus(app, desk, 'Approved');
    expect(ids((await gql(fan.agent, WISHLIST_OPS.list)).data!.wishlist)).toEqual([lamp, desk]);
    expect((await seller.agent.delete(`/api/v1/product/delete-product/${desk}`)).status).toBe(200);
    expect(ids((await gql(fan.agent, WISHLIST_OPS.list)).data!.wishlist)).toEqual([lamp]);
  });
});
