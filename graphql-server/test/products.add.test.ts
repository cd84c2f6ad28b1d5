import { ProductEntity } from '../src/modules/products/product.entity';
import { type TestAccount, accountWithRole, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { ORIGIN, PRODUCT_OPS, countProducts, imageUrl, keyOf, productInput, uploadRow } from './products.support';

describeApp('products: add', () => {
  let app: TestApp;
  let seller: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    other = await verifiedAccount(app);
    // Staff exist, as on a live market: a new product notifies them.
    await accountWithRole(app, 'admin');
    await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());
  afterEach(() => app.clock.reset());

  describe('addProduct / POST /add-product', () => {
    it('GraphQL: a verified user lists a product; it is Pending, in rupees, its picture attached', async () => {
      const url = await imageUrl(app, seller.id);
      const r = await gql(seller.agent, PRODUCT_OPS.add, {
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
      const r = await gql(seller.agent, PRODUCT_OPS.add, {
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
      const visitor = await gql(app.agent(), PRODUCT_OPS.add, { input: productInput([url]) });
      expect(errorCode(visitor)).toBe('UNAUTHENTICATED');
      const rest = await app
        .agent()
        .post('/api/v1/product/add-product')
        .send(productInput([url]));
      expect(rest.status).toBe(401);
      const unverified = await registerAccount(app);
      const u = await gql(unverified.agent, PRODUCT_OPS.add, { input: productInput([url]) });
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
      const r = await gql(seller.agent, PRODUCT_OPS.add, { input: make([url], 'https://evil.example/x.webp') });
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
      const r = await gql(seller.agent, PRODUCT_OPS.add, {
        input: productInput([await imageUrl(app, seller.id)], { category: 'VEHICLES' }),
      });
      expect(r.errors?.length).toBeTruthy();
      expect(r.data ?? null).toBeNull();
    });
  });
});
