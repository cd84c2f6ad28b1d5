import fs from 'node:fs';
import path from 'node:path';
import { ProductEntity } from '../src/modules/products/product.entity';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { PRODUCT_OPS, addApproved, addProduct, imageUrl, keyOf, uploadRow } from './products.support';

const DAY = 24 * 60 * 60 * 1000;

describeApp('products: discounts, edit, delete', () => {
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

  describe('discount fields at the edges', () => {
    it('active until createdAt + period, then expired', async () => {
      const id = await addApproved(app, seller.agent, seller.id, {
        price: 1000,
        discountedPrice: 333,
        discountPeriod: 2,
      });
      const now = await gql(app.agent(), PRODUCT_OPS.product, { id });
      const p = now.data!.product;
      expect(p).toMatchObject({ discountActive: true, effectivePrice: 333, percentOff: 67 });
      expect(new Date(p.discountEndsAt).getTime() - new Date(p.createdAt).getTime()).toBe(2 * DAY);
      app.clock.advance(2 * DAY - 5_000);
      expect((await gql(app.agent(), PRODUCT_OPS.product, { id })).data!.product).toMatchObject({
        discountActive: true,
        effectivePrice: 333,
      });
      app.clock.advance(10_000);
      expect((await gql(app.agent(), PRODUCT_OPS.product, { id })).data!.product).toMatchObject({
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
        expect((await gql(app.agent(), PRODUCT_OPS.product, { id })).data!.product).toMatchObject({
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
      const r = await gql(seller.agent, PRODUCT_OPS.edit, {
        input: { id, price: 999, negotiable: true, condition: 'USED' },
      });
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
      const r = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, ...change() } });
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
      const bad = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, category: 'RENTAL', condition: 'NEW' } });
      expect(bad.errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { condition: 'A rental has no condition' },
      });
      const ok = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, category: 'RENTAL' } });
      expect(ok.data!.editProduct.product).toMatchObject({ category: 'RENTAL', condition: null });
    });

    it('bad input changes nothing', async () => {
      const id = await addApproved(app, seller.agent, seller.id, { price: 500 });
      const r = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, title: 'x', discountedPrice: 600 } });
      expect(r.errors![0].extensions!.fields).toEqual({
        title: 'Title must be 3 to 120 characters',
        discountedPrice: 'Discounted price must be below the price',
      });
      const nine = await gql(seller.agent, PRODUCT_OPS.edit, {
        input: { id, images: Array(9).fill(await imageUrl(app, seller.id)) },
      });
      expect(nine.errors![0].extensions!.fields).toEqual({ images: 'Add 1 to 8 images' });
      const row = await app.services.db.getRepository(ProductEntity).findOneByOrFail({ id });
      expect(row).toMatchObject({ title: 'Casio scientific calculator', pricePaise: 50000, status: 'Approved' });
    });

    it('only the seller: another student, a moderator and an admin are refused; visitors are 401', async () => {
      const id = await addApproved(app, seller.agent, seller.id);
      for (const who of [other, moderator, admin]) {
        expect(errorCode(await gql(who.agent, PRODUCT_OPS.edit, { input: { id, price: 1 } }))).toBe('FORBIDDEN');
      }
      expect((await admin.agent.put('/api/v1/product/edit-product').send({ id, price: 1 })).status).toBe(403);
      expect(errorCode(await gql(app.agent(), PRODUCT_OPS.edit, { input: { id, price: 1 } }))).toBe('UNAUTHENTICATED');
      expect((await app.agent().put('/api/v1/product/edit-product').send({ id, price: 1 })).status).toBe(401);
      const pending = await addProduct(app, seller.agent, seller.id);
      expect(errorCode(await gql(other.agent, PRODUCT_OPS.edit, { input: { id: pending, price: 1 } }))).toBe(
        'NOT_FOUND',
      );
      const row = await app.services.db.getRepository(ProductEntity).findOneByOrFail({ id });
      expect(row.pricePaise).toBe(120000);
    });
  });

  describe('deleteProduct / DELETE /delete-product/:id', () => {
    it('the seller deletes; the pictures go too', async () => {
      const url = await imageUrl(app, seller.id);
      const id = await addProduct(app, seller.agent, seller.id, { images: [url] });
      const r = await gql(seller.agent, PRODUCT_OPS.del, { id });
      expect(r.data!.deleteProduct.message).toBe('Product deleted successfully.');
      expect(await app.services.db.getRepository(ProductEntity).findOneBy({ id })).toBeNull();
      expect(await uploadRow(app, keyOf(url))).toBeNull();
      for (const f of files(url)) expect(fs.existsSync(f)).toBe(false);
    });

    it('an admin deletes any product over REST; a moderator or another student may not', async () => {
      const id = await addApproved(app, seller.agent, seller.id);
      expect(errorCode(await gql(other.agent, PRODUCT_OPS.del, { id }))).toBe('FORBIDDEN');
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
