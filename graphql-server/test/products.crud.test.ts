import fs from 'node:fs';
import path from 'node:path';
import { ProductEntity } from '../src/modules/products/product.entity';
import { type TestAccount, accountWithRole, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import {
  ORIGIN,
  PQ,
  addApproved,
  addProduct,
  countProducts,
  imageUrl,
  keyOf,
  productInput,
  uploadRow,
} from './products.support';

const DAY = 24 * 60 * 60 * 1000;

describeApp('products: add, edit, delete', () => {
  let app: TestApp;
  let seller: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    other = await verifiedAccount(app);
    admin = await accountWithRole(app, 'admin');
    moderator = await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());
  afterEach(() => app.clock.reset());

  const files = (url: string) =>
    [1024, 480, 160].map((s) => path.join(app.services.config.dataDir, 'uploads', `${keyOf(url)}-${s}.webp`));

  describe('addProduct / POST /add-product', () => {
    it('GraphQL: a verified user lists a product; it is Pending, in rupees, its picture attached', async () => {
      const url = await imageUrl(app, seller.id);
      const r = await gql(seller.agent, PQ.add, {
        input: productInput([url], {
          price: 1999.5,
          discountedPrice: 1500,
          discountPeriod: 3,
          paymentMethods: ['UPI', 'Cash'],
          location: 'Block A',
        }),
      });
      expect(r.errors).toBeUndefined();
      const p = r.data!.addProduct.product;
      expect(r.data!.addProduct.message).toBe('Your product has been sent for review');
      expect(p).toMatchObject({
        title: 'Casio scientific calculator',
        price: 1999.5,
        discountedPrice: 1500,
        discountPeriod: 3,
        discountActive: true,
        effectivePrice: 1500,
        percentOff: 25,
        status: 'PENDING',
        category: 'ELECTRONICS',
        condition: 'LIKE_NEW',
        paymentMethods: ['UPI', 'Cash'],
        location: 'Block A',
        quantity: 1,
        negotiable: false,
        sellerId: seller.id,
        seller: { id: seller.id },
      });
      expect(p.images).toEqual([
        { url, medium: url.replace('-1024', '-480'), thumbnail: url.replace('-1024', '-160') },
      ]);
      const row = await app.services.db.getRepository(ProductEntity).findOneByOrFail({ id: p.id });
      expect(row.pricePaise).toBe(199950);
      expect((await uploadRow(app, keyOf(url)))?.attachedAt).not.toBeNull();
    });

    it('REST: 201 with the REST shape; category and condition in any case', async () => {
      const url = await imageUrl(app, seller.id);
      const res = await seller.agent
        .post('/api/v1/product/add-product')
        .set('Origin', ORIGIN)
        .send({
          title: 'Desk lamp',
          description: 'LED, warm light',
          price: '450',
          category: 'furniture',
          condition: 'like new',
          negotiable: true,
          images: [url],
        });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Your product has been sent for review');
      expect(res.body.product).toMatchObject({
        _id: expect.any(String),
        title: 'Desk lamp',
        price: 450,
        originalPrice: 450,
        discountedPrice: null,
        discountActive: false,
        effectivePrice: 450,
        percentOff: null,
        negotiable: true,
        category: 'Furniture',
        condition: 'Like New',
        images: [url],
        imageVariants: [{ url, medium: expect.any(String), thumbnail: expect.any(String) }],
        status: 'Pending',
        sellerId: seller.id,
        seller: { _id: seller.id, name: seller.name },
      });
      expect(res.body.product.seller.password).toBeUndefined();
    });

    it('a Rental takes no condition; N/A counts as none', async () => {
      const url = await imageUrl(app, seller.id);
      const r = await gql(seller.agent, PQ.add, {
        input: productInput([url], { category: 'RENTAL', condition: null, title: 'Bicycle for rent' }),
      });
      expect(r.data!.addProduct.product).toMatchObject({ category: 'RENTAL', condition: null });
      const res = await seller.agent
        .post('/api/v1/product/add-product')
        .send({ ...productInput([await imageUrl(app, seller.id)]), category: 'Rental', condition: 'N/A' });
      expect(res.status).toBe(201);
      expect(res.body.product.condition).toBeNull();
    });

    it('refuses visitors (401) and unverified users', async () => {
      const url = await imageUrl(app, seller.id);
      const before = await countProducts(app);
      const visitor = await gql(app.agent(), PQ.add, { input: productInput([url]) });
      expect(errorCode(visitor)).toBe('UNAUTHENTICATED');
      const rest = await app
        .agent()
        .post('/api/v1/product/add-product')
        .send(productInput([url]));
      expect(rest.status).toBe(401);
      const unverified = await registerAccount(app);
      const u = await gql(unverified.agent, PQ.add, { input: productInput([url]) });
      expect(errorCode(u)).toBe('EMAIL_NOT_VERIFIED');
      expect(await countProducts(app)).toBe(before);
    });

    const bad: [string, (imgs: string[], foreign: string) => Record<string, unknown>, Record<string, string>][] = [
      ['missing title', (i) => productInput(i, { title: '  ' }), { title: 'Enter a title' }],
      ['short title', (i) => productInput(i, { title: 'ab' }), { title: 'Title must be 3 to 120 characters' }],
      ['negative price', (i) => productInput(i, { price: -5 }), { price: 'Price cannot be negative' }],
      ['three decimals', (i) => productInput(i, { price: 10.005 }), { price: 'Price may have at most two decimals' }],
      [
        'price above the limit',
        (i) => productInput(i, { price: 10_000_001 }),
        { price: 'Price must be at most ₹1,00,00,000' },
      ],
      [
        'discounted above price',
        (i) => productInput(i, { price: 100, discountedPrice: 150 }),
        { discountedPrice: 'Discounted price must be below the price' },
      ],
      [
        'discount period over a year',
        (i) => productInput(i, { discountPeriod: 400 }),
        { discountPeriod: 'Discount period must be a whole number from 0 to 365' },
      ],
      [
        'an image this server did not issue',
        (_i, f) => productInput([f]),
        { images: 'Image 1 was not uploaded to Campus Market' },
      ],
      ['nine images', (i) => productInput(Array(9).fill(i[0])), { images: 'Add 1 to 8 images' }],
      ['no image', () => productInput([]), { images: 'Add 1 to 8 images' }],
      [
        'a Rental with a condition',
        (i) => productInput(i, { category: 'RENTAL', condition: 'USED' }),
        { condition: 'A rental has no condition' },
      ],
      ['no condition', (i) => productInput(i, { condition: null }), { condition: 'Choose a condition' }],
      [
        'quantity 0',
        (i) => productInput(i, { quantity: 0 }),
        { quantity: 'Quantity must be a whole number from 1 to 1000' },
      ],
      [
        'six payment methods',
        (i) => productInput(i, { paymentMethods: ['a', 'b', 'c', 'd', 'e', 'f'] }),
        { paymentMethods: 'At most 5 payment methods' },
      ],
    ];

    it.each(bad)('GraphQL bad input: %s (per-field message, nothing written)', async (_name, make, fields) => {
      const url = await imageUrl(app, seller.id);
      const before = await countProducts(app);
      const r = await gql(seller.agent, PQ.add, { input: make([url], 'https://evil.example/x.webp') });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.errors![0].extensions!.fields).toEqual(fields);
      expect(await countProducts(app)).toBe(before);
      expect((await uploadRow(app, keyOf(url)))?.attachedAt).toBeNull();
    });

    it("REST bad input: unknown category, another user's picture, missing title (400, per field)", async () => {
      const before = await countProducts(app);
      const mine = await imageUrl(app, seller.id);
      const theirs = await imageUrl(app, other.id);
      const a = await seller.agent
        .post('/api/v1/product/add-product')
        .send({ ...productInput([mine]), category: 'Vehicles' });
      expect(a.status).toBe(400);
      expect(a.body.fields).toEqual({ category: 'Unknown category' });
      const b = await seller.agent.post('/api/v1/product/add-product').send(productInput([mine, theirs]));
      expect(b.status).toBe(400);
      expect(b.body.fields).toEqual({ images: 'Image 2 was not uploaded to Campus Market' });
      const c = await seller.agent
        .post('/api/v1/product/add-product')
        .send({ ...productInput([mine]), title: undefined });
      expect(c.status).toBe(400);
      expect(c.body.fields).toEqual({ title: 'Enter a title' });
      expect(await countProducts(app)).toBe(before);
    });

    it('GraphQL refuses an unknown category at validation', async () => {
      const r = await gql(seller.agent, PQ.add, {
        input: productInput([await imageUrl(app, seller.id)], { category: 'VEHICLES' }),
      });
      expect(r.errors?.length).toBeTruthy();
      expect(r.data ?? null).toBeNull();
    });
  });

  describe('discount fields at the edges', () => {
    it('active until createdAt + period, then expired', async () => {
      const id = await addApproved(app, seller.agent, seller.id, {
        price: 1000,
        discountedPrice: 333,
        discountPeriod: 2,
      });
      const now = await gql(app.agent(), PQ.product, { id });
      const p = now.data!.product;
      expect(p).toMatchObject({ discountActive: true, effectivePrice: 333, percentOff: 67 });
      expect(new Date(p.discountEndsAt).getTime() - new Date(p.createdAt).getTime()).toBe(2 * DAY);
      app.clock.advance(2 * DAY - 5_000);
      expect((await gql(app.agent(), PQ.product, { id })).data!.product).toMatchObject({
        discountActive: true,
        effectivePrice: 333,
      });
      app.clock.advance(10_000);
      expect((await gql(app.agent(), PQ.product, { id })).data!.product).toMatchObject({
        discountActive: false,
        effectivePrice: 1000,
        percentOff: null,
        discountEndsAt: p.discountEndsAt,
      });
      const rest = await app.agent().get(`/api/v1/product/${id}`);
      expect(rest.body.product).toMatchObject({
        discountActive: false,
        effectivePrice: 1000,
        originalPrice: 1000,
        discountedPrice: 333,
      });
    });

    it('no period or no discounted price: no discount', async () => {
      const a = await addApproved(app, seller.agent, seller.id, { price: 100, discountedPrice: 50, discountPeriod: 0 });
      const b = await addApproved(app, seller.agent, seller.id, { price: 100, discountPeriod: 5 });
      for (const id of [a, b]) {
        expect((await gql(app.agent(), PQ.product, { id })).data!.product).toMatchObject({
          discountActive: false,
          discountEndsAt: null,
          percentOff: null,
          effectivePrice: 100,
        });
      }
    });
  });

  describe('editProduct / PUT /edit-product', () => {
    it('price, negotiable and condition edits keep an approved product approved', async () => {
      const id = await addApproved(app, seller.agent, seller.id);
      const r = await gql(seller.agent, PQ.edit, { input: { id, price: 999, negotiable: true, condition: 'USED' } });
      expect(r.errors).toBeUndefined();
      expect(r.data!.editProduct.message).toBe('Product updated successfully!');
      expect(r.data!.editProduct.product).toMatchObject({
        price: 999,
        negotiable: true,
        condition: 'USED',
        status: 'APPROVED',
      });
    });

    it.each([
      ['title', () => ({ title: 'A new title' })],
      ['description', () => ({ description: 'Now with a charger.' })],
      ['category', () => ({ category: 'BOOKS' })],
    ])('editing the %s sends an approved product back to review', async (_n, change) => {
      const id = await addApproved(app, seller.agent, seller.id);
      const r = await gql(seller.agent, PQ.edit, { input: { id, ...change() } });
      expect(r.data!.editProduct.product.status).toBe('PENDING');
    });

    it('editing the images sends it back to review and deletes the removed files after commit', async () => {
      const first = await imageUrl(app, seller.id);
      const second = await imageUrl(app, seller.id);
      const id = await addApproved(app, seller.agent, seller.id, { images: [first, second] });
      const third = await imageUrl(app, seller.id);
      const res = await seller.agent.put('/api/v1/product/edit-product').send({ id, images: [second, third] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Product updated successfully!',
        product: { status: 'Pending', images: [second, third] },
      });
      expect(await uploadRow(app, keyOf(first))).toBeNull();
      for (const f of files(first)) expect(fs.existsSync(f)).toBe(false);
      for (const f of files(second)) expect(fs.existsSync(f)).toBe(true);
      expect((await uploadRow(app, keyOf(third)))?.attachedAt).not.toBeNull();
    });

    it('switching to Rental drops the condition; a condition with Rental is refused', async () => {
      const id = await addApproved(app, seller.agent, seller.id);
      const bad = await gql(seller.agent, PQ.edit, { input: { id, category: 'RENTAL', condition: 'NEW' } });
      expect(bad.errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { condition: 'A rental has no condition' },
      });
      const ok = await gql(seller.agent, PQ.edit, { input: { id, category: 'RENTAL' } });
      expect(ok.data!.editProduct.product).toMatchObject({ category: 'RENTAL', condition: null });
    });

    it('bad input changes nothing', async () => {
      const id = await addApproved(app, seller.agent, seller.id, { price: 500 });
      const r = await gql(seller.agent, PQ.edit, { input: { id, title: 'x', discountedPrice: 600 } });
      expect(r.errors![0].extensions!.fields).toEqual({
        title: 'Title must be 3 to 120 characters',
        discountedPrice: 'Discounted price must be below the price',
      });
      const nine = await gql(seller.agent, PQ.edit, {
        input: { id, images: Array(9).fill(await imageUrl(app, seller.id)) },
      });
      expect(nine.errors![0].extensions!.fields).toEqual({ images: 'Add 1 to 8 images' });
      const row = await app.services.db.getRepository(ProductEntity).findOneByOrFail({ id });
      expect(row).toMatchObject({ title: 'Casio scientific calculator', pricePaise: 50000, status: 'Approved' });
    });

    it('only the seller: another student, a moderator and an admin are refused; visitors are 401', async () => {
      const id = await addApproved(app, seller.agent, seller.id);
      for (const who of [other, moderator, admin]) {
        expect(errorCode(await gql(who.agent, PQ.edit, { input: { id, price: 1 } }))).toBe('FORBIDDEN');
      }
      expect((await admin.agent.put('/api/v1/product/edit-product').send({ id, price: 1 })).status).toBe(403);
      expect(errorCode(await gql(app.agent(), PQ.edit, { input: { id, price: 1 } }))).toBe('UNAUTHENTICATED');
      expect((await app.agent().put('/api/v1/product/edit-product').send({ id, price: 1 })).status).toBe(401);
      const pending = await addProduct(app, seller.agent, seller.id);
      expect(errorCode(await gql(other.agent, PQ.edit, { input: { id: pending, price: 1 } }))).toBe('NOT_FOUND');
      const row = await app.services.db.getRepository(ProductEntity).findOneByOrFail({ id });
      expect(row.pricePaise).toBe(120000);
    });
  });

  describe('deleteProduct / DELETE /delete-product/:id', () => {
    it('the seller deletes; the pictures go too', async () => {
      const url = await imageUrl(app, seller.id);
      const id = await addProduct(app, seller.agent, seller.id, { images: [url] });
      const r = await gql(seller.agent, PQ.del, { id });
      expect(r.data!.deleteProduct.message).toBe('Product deleted successfully.');
      expect(await app.services.db.getRepository(ProductEntity).findOneBy({ id })).toBeNull();
      expect(await uploadRow(app, keyOf(url))).toBeNull();
      for (const f of files(url)) expect(fs.existsSync(f)).toBe(false);
    });

    it('an admin deletes any product over REST; a moderator or another student may not', async () => {
      const id = await addApproved(app, seller.agent, seller.id);
      expect(errorCode(await gql(other.agent, PQ.del, { id }))).toBe('FORBIDDEN');
      expect((await moderator.agent.delete(`/api/v1/product/delete-product/${id}`)).status).toBe(403);
      expect((await app.agent().delete(`/api/v1/product/delete-product/${id}`)).status).toBe(401);
      const res = await admin.agent.delete(`/api/v1/product/delete-product/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Product deleted successfully.' });
      expect((await admin.agent.delete(`/api/v1/product/delete-product/${id}`)).status).toBe(404);
      expect((await admin.agent.delete('/api/v1/product/delete-product/not-an-id')).status).toBe(404);
    });

    it("deleting the seller's account cascades to their products", async () => {
      const gone = await verifiedAccount(app);
      const id = await addProduct(app, gone.agent, gone.id);
      await app.services.db.query('DELETE FROM users WHERE id = ?', [gone.id]);
      expect(await app.services.db.getRepository(ProductEntity).findOneBy({ id })).toBeNull();
    });
  });
});
