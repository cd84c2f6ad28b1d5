import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { AVAILABILITY_OPS, noticesOf, restIdsOf } from './products.availability.support';
import { PRODUCT_OPS, addApproved, addProduct } from './products.support';

describeApp('products: reserved and sold', () => {
  let app: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let other: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    buyer = await verifiedAccount(app);
    other = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());

  const setAvailability = (agent: TestAccount['agent'], id: string, availability: unknown) =>
    agent.put(`/api/v1/product/availability/${id}`).send({ availability });

  it('new listings are AVAILABLE; the seller marks reserved and back (any case on REST), which stays listed and approved', async () => {
    const pending = await addProduct(app, seller.agent, seller.id, { title: 'Pending lamp' });
    expect((await gql(seller.agent, AVAILABILITY_OPS.product, { id: pending })).data!.product.availability).toBe(
      'AVAILABLE',
    );
    const id = await addApproved(app, seller.agent, seller.id, { title: 'Study table', category: 'FURNITURE' });
    expect((await gql(buyer.agent, AVAILABILITY_OPS.addWish, { id })).errors).toBeUndefined();

    const reserved = await gql(seller.agent, AVAILABILITY_OPS.set, { id, availability: 'RESERVED' });
    expect(reserved.errors).toBeUndefined();
    expect(reserved.data!.setProductAvailability).toEqual({
      message: 'The product is now marked reserved',
      product: { id, status: 'APPROVED', availability: 'RESERVED' },
    });
    // Still in the public lists (REST spells it like status), hidden by availableOnly on both transports.
    const home = await app.agent().get('/api/v1/product/all-products-for-homepage');
    expect(home.body.products.find((p: { _id: string }) => p._id === id)).toMatchObject({
      availability: 'Reserved',
      status: 'Approved',
    });
    expect(restIdsOf((await app.agent().get('/api/v1/product/category/Furniture')).body)).toContain(id);
    const hidden = await app.agent().get('/api/v1/product/category/Furniture?availableOnly=true');
    expect(restIdsOf(hidden.body)).not.toContain(id);
    const onlyAvailable = await gql(app.agent(), AVAILABILITY_OPS.list, { filter: { availableOnly: true } });
    expect(onlyAvailable.data!.products.nodes.map((n: { id: string }) => n.id)).not.toContain(id);
    expect(onlyAvailable.data!.products.totalCount).toBe(onlyAvailable.data!.products.nodes.length);
    const search = await app.agent().get('/api/v1/product/search?query=study&availableOnly=true');
    expect(search.body.map((p: { _id: string }) => p._id)).not.toContain(id);
    expect((await app.agent().get('/api/v1/product/search?query=study')).body[0]).toMatchObject({ _id: id });

    const back = await setAvailability(seller.agent, id, 'AvAiLaBlE');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      message: 'The product is now marked available',
      product: { _id: id, availability: 'Available', status: 'Approved' },
    });
    // Marking it as it is says nothing to anybody.
    expect((await setAvailability(seller.agent, id, 'available')).status).toBe(200);
    expect(await noticesOf(app, buyer.id)).toEqual([
      {
        kind: 'product-reserved',
        message: '"Study table" from your wishlist is now reserved.',
        link: `/product/${id}`,
      },
      {
        kind: 'product-available',
        message: '"Study table" from your wishlist is available again.',
        link: `/product/${id}`,
      },
    ]);
  });

  it('sold: leaves every public list, keeps its page, the profile Sold section and wishlists; final; never back to review', async () => {
    const id = await addApproved(app, seller.agent, seller.id, {
      title: 'Mountain bicycle',
      category: 'MISCELLANEOUS',
    });
    await gql(buyer.agent, AVAILABILITY_OPS.addWish, { id });
    await gql(other.agent, AVAILABILITY_OPS.addWish, { id });
    const before = await noticesOf(app, buyer.id);

    const sold = await setAvailability(seller.agent, id, 'sold');
    expect(sold.status).toBe(200);
    expect(sold.body.product).toMatchObject({ _id: id, availability: 'Sold', status: 'Approved' });
    for (const path of [
      '/api/v1/product/all-products',
      '/api/v1/product/all-products-for-homepage',
      '/api/v1/product/category/Miscellaneous',
      '/api/v1/product/search/bicycle',
      `/api/v1/product/user/${seller.id}`,
    ])
      expect({ path, ids: restIdsOf((await app.agent().get(path)).body) }).toEqual({
        path,
        ids: expect.not.arrayContaining([id]),
      });
    expect((await app.agent().get('/api/v1/product/search?query=bicycle')).body).toEqual([]);
    for (const filter of [{}, { search: 'bicycle' }, { category: 'MISCELLANEOUS' }, { sellerId: seller.id }]) {
      const r = await gql(app.agent(), AVAILABILITY_OPS.list, { filter });
      expect(r.data!.products.nodes.map((n: { id: string }) => n.id)).not.toContain(id);
    }
    // Links shared earlier keep working, for anyone.
    const page = await app.agent().get(`/api/v1/product/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.product).toMatchObject({ availability: 'Sold', status: 'Approved' });
    expect((await gql(app.agent(), AVAILABILITY_OPS.product, { id })).data!.product).toMatchObject({
      id,
      availability: 'SOLD',
    });
    // The seller's profile: its Sold section, in any case; an unknown availability is a 400.
    const soldList = await app.agent().get(`/api/v1/product/user/${seller.id}?availability=sold`);
    expect(soldList.status).toBe(200);
    expect(restIdsOf(soldList.body)).toEqual([id]);
    expect(soldList.body.totalCount).toBe(1);
    const gqlSold = await gql(app.agent(), AVAILABILITY_OPS.list, {
      filter: { sellerId: seller.id, availability: 'SOLD' },
    });
    expect(gqlSold.data!.products.nodes).toEqual([{ id, availability: 'SOLD' }]);
    expect((await app.agent().get(`/api/v1/product/user/${seller.id}?availability=gone`)).status).toBe(400);
    // The seller's own list with every status shows it too, marked.
    const own = await gql(seller.agent, AVAILABILITY_OPS.list, {
      filter: { sellerId: seller.id, includeUnapproved: true },
    });
    expect(own.data!.products.nodes).toContainEqual({ id, availability: 'SOLD' });
    // Wishlists keep it, marked Sold, on both transports.
    expect((await gql(buyer.agent, AVAILABILITY_OPS.wishlist)).data!.wishlist).toContainEqual({
      id,
      availability: 'SOLD',
    });
    const wish = await other.agent.get('/api/v1/product/get-wishlist');
    expect(wish.body.wishlist.find((p: { _id: string }) => p._id === id)).toMatchObject({ availability: 'Sold' });
    // Each wishlister is told once.
    expect((await noticesOf(app, buyer.id)).slice(before.length)).toEqual([
      { kind: 'product-sold', message: '"Mountain bicycle" from your wishlist has been sold.', link: `/product/${id}` },
    ]);
    expect((await noticesOf(app, other.id)).map((n) => n.kind)).toEqual(['product-sold']);

    // Final: any later change is a 409 with a clear message, and changes nothing.
    for (const availability of ['available', 'reserved', 'sold']) {
      const again = await setAvailability(seller.agent, id, availability);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        message: 'This product is sold: that is final, so it can no longer be changed',
        error: 'CONFLICT',
      });
    }
    expect(errorCode(await gql(seller.agent, AVAILABILITY_OPS.set, { id, availability: 'AVAILABLE' }))).toBe(
      'CONFLICT',
    );
    // Editing is a 409; a moderator cannot send it through review again either.
    const edit = await seller.agent.put('/api/v1/product/edit-product').send({ id, price: 10 });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('This product is sold, so it can no longer be edited (it can still be deleted)');
    expect(errorCode(await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, title: 'Other' } }))).toBe('CONFLICT');
    expect(errorCode(await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'REJECTED' } }))).toBe(
      'CONFLICT',
    );
    const still = await gql(seller.agent, PRODUCT_OPS.product, { id });
    expect(still.data!.product).toMatchObject({ status: 'APPROVED', title: 'Mountain bicycle', price: 1200 });
    // Deleting stays allowed.
    const del = await seller.agent.delete(`/api/v1/product/delete-product/${id}`);
    expect(del.status).toBe(200);
    expect((await app.agent().get(`/api/v1/product/${id}`)).status).toBe(404);
  });

  it('only the seller, only on an approved listing, only a known availability; a refusal changes nothing', async () => {
    const id = await addApproved(app, seller.agent, seller.id, { title: 'Kettle' });
    const notMine = await setAvailability(other.agent, id, 'sold');
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('Only the seller can mark a product reserved, available or sold');
    expect((await setAvailability(moderator.agent, id, 'sold')).status).toBe(403);
    expect(errorCode(await gql(other.agent, AVAILABILITY_OPS.set, { id, availability: 'SOLD' }))).toBe('FORBIDDEN');
    expect((await setAvailability(app.agent(), id, 'sold')).status).toBe(401);
    for (const bad of ['gone', '', 42, null, undefined]) {
      const r = await setAvailability(seller.agent, id, bad);
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual({ availability: 'Availability must be available, reserved or sold' });
    }
    expect(errorCode(await gql(seller.agent, AVAILABILITY_OPS.set, { id, availability: 'GONE' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect((await setAvailability(seller.agent, '00000000-0000-7000-8000-000000000000', 'sold')).status).toBe(404);
    const pending = await addProduct(app, seller.agent, seller.id, { title: 'Pending kettle' });
    const notApproved = await setAvailability(seller.agent, pending, 'reserved');
    expect(notApproved.status).toBe(409);
    expect(notApproved.body.message).toBe('Only an approved product can be marked reserved, available or sold');
    // Nothing changed.
    expect((await gql(seller.agent, AVAILABILITY_OPS.product, { id })).data!.product.availability).toBe('AVAILABLE');
  });

  it('a reserved listing keeps its moderation: a price edit keeps it approved and reserved', async () => {
    const id = await addApproved(app, seller.agent, seller.id, { title: 'Guitar' });
    await setAvailability(seller.agent, id, 'reserved');
    const cheaper = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, price: 900 } });
    expect(cheaper.errors).toBeUndefined();
    expect((await gql(seller.agent, AVAILABILITY_OPS.product, { id })).data!.product).toMatchObject({
      status: 'APPROVED',
      availability: 'RESERVED',
    });
  });
});
