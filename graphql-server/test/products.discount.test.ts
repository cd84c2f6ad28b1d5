import { ProductEntity } from '../src/modules/products/product.entity';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { ORIGIN, PRODUCT_OPS, addProduct, imageUrl, productInput } from './products.support';

/**
 * docs/product.md#listings (Discount): the discounted price and the discount period are optional;
 * left empty (absent, null, or blank text) they mean "no discount", on both APIs, when adding and
 * when editing. The sell form's hint ("Leave empty for no discount") relies on it.
 */
describeApp('products: an empty discount means no discount', () => {
  let app: TestApp;
  let seller: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
  });
  afterAll(() => app?.close());

  const noDiscount = { discountedPrice: null, discountActive: false, discountEndsAt: null, percentOff: null };
  const storedDiscount = async (id: string) => {
    const row = await app.services.db.getRepository(ProductEntity).findOneByOrFail({ id });
    return { paise: row.discountedPricePaise, days: row.discountPeriodDays };
  };
  const restAdd = async (fields: Record<string, unknown>) =>
    seller.agent
      .post('/api/v1/product/add-product')
      .set('Origin', ORIGIN)
      .send({ ...productInput([await imageUrl(app, seller.id)]), ...fields });
  const restEdit = (fields: Record<string, unknown>) =>
    seller.agent.put('/api/v1/product/edit-product').set('Origin', ORIGIN).send(fields);

  it('GraphQL: adding without discount fields, or with them null, lists it at its price', async () => {
    for (const fields of [{}, { discountedPrice: null, discountPeriod: null }]) {
      const r = await gql(seller.agent, PRODUCT_OPS.add, {
        input: productInput([await imageUrl(app, seller.id)], { price: 800, ...fields }),
      });
      expect(r.errors).toBeUndefined();
      const p = r.data!.addProduct.product;
      expect(p).toMatchObject({ ...noDiscount, discountPeriod: 0, effectivePrice: 800, status: 'PENDING' });
      expect(await storedDiscount(p.id)).toEqual({ paise: null, days: 0 });
    }
  });

  it.each([
    ['absent', {}],
    ['null', { discountedPrice: null, discountPeriod: null }],
    ['empty text, as an HTML form sends', { discountedPrice: '', discountPeriod: '' }],
    ['blank text', { discountedPrice: '  ', discountPeriod: ' ' }],
  ])('REST: adding with the discount fields %s answers 201 without a discount', async (_how, fields) => {
    const res = await restAdd({ price: '650', ...fields });
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({ ...noDiscount, discountPeriod: 0, price: 650, effectivePrice: 650 });
    expect(await storedDiscount(res.body.product._id)).toEqual({ paise: null, days: 0 });
  });

  it('a discounted price without a period stores no running discount; a period alone neither', async () => {
    const priceOnly = await restAdd({ price: 500, discountedPrice: 400, discountPeriod: '' });
    expect(priceOnly.status).toBe(201);
    expect(priceOnly.body.product).toMatchObject({ discountActive: false, discountEndsAt: null, effectivePrice: 500 });
    const periodOnly = await restAdd({ price: 500, discountedPrice: '', discountPeriod: 7 });
    expect(periodOnly.status).toBe(201);
    expect(periodOnly.body.product).toMatchObject(noDiscount);
  });

  it('GraphQL: editing without discount fields keeps the discount; null removes it', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { price: 1000, discountedPrice: 800, discountPeriod: 5 });
    const kept = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, price: 900 } });
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.editProduct.product).toMatchObject({ discountedPrice: 800, discountActive: true });
    const cleared = await gql(seller.agent, PRODUCT_OPS.edit, {
      input: { id, discountedPrice: null, discountPeriod: null },
    });
    expect(cleared.errors).toBeUndefined();
    expect(cleared.data!.editProduct.product).toMatchObject({ ...noDiscount, discountPeriod: 0, effectivePrice: 900 });
    expect(await storedDiscount(id)).toEqual({ paise: null, days: 0 });
  });

  it('REST: editing without discount fields keeps the discount; empty fields remove it', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { price: 1000, discountedPrice: 700, discountPeriod: 3 });
    const kept = await restEdit({ id, location: 'Hostel C' });
    expect(kept.status).toBe(200);
    expect(kept.body.product).toMatchObject({ discountedPrice: 700, discountPeriod: 3, discountActive: true });
    const cleared = await restEdit({ _id: id, discountedPrice: '', discountPeriod: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.product).toMatchObject({ ...noDiscount, discountPeriod: 0, effectivePrice: 1000 });
    expect(await storedDiscount(id)).toEqual({ paise: null, days: 0 });
  });

  it('a discounted price equal to the price is refused on both APIs, with the same message', async () => {
    const message = { discountedPrice: 'Discounted price must be below the price' };
    const r = await gql(seller.agent, PRODUCT_OPS.add, {
      input: productInput([await imageUrl(app, seller.id)], { price: 300, discountedPrice: 300, discountPeriod: 2 }),
    });
    expect(r.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: message });
    const res = await restAdd({ price: 300, discountedPrice: 300, discountPeriod: 2 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(message);
  });
});
