import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { type GqlResult, errorCode, gql } from './helpers/graphql';
import { PRODUCT_OPS, addApproved, addProduct, countStatements } from './products.support';

const ids = (r: { data?: any }) => r.data!.products.nodes.map((n: { id: string }) => n.id) as string[];

describeApp('products: lists, filters, paging', () => {
  let app: TestApp;
  let sellers: TestAccount[];
  beforeAll(async () => {
    app = await createTestApp();
    sellers = [];
    for (let i = 0; i < 3; i++) sellers.push(await verifiedAccount(app));
  });
  afterAll(() => app?.close());

  it('categories: the seven, with display names and tile images', async () => {
    const r = await gql(app.agent(), PRODUCT_OPS.categories);
    expect(r.data!.categories).toHaveLength(7);
    expect(r.data!.categories).toContainEqual({
      id: 'ELECTRONICS',
      name: 'Electronics',
      image: '/categories/electronics.webp',
    });
    expect(r.data!.categories).toContainEqual({ id: 'RENTAL', name: 'Rental', image: '/categories/rental.webp' });
  });

  describe('filters and sorts (a seller of their own)', () => {
    let s: TestAccount;
    let cheapBook: string;
    let dearBook: string;
    let usedPhone: string;
    let pending: string;
    beforeAll(async () => {
      s = await verifiedAccount(app);
      cheapBook = await addApproved(app, s.agent, s.id, {
        title: 'Cheap book',
        category: 'BOOKS',
        condition: 'USED',
        price: 50,
      });
      app.clock.advance(1000);
      dearBook = await addApproved(app, s.agent, s.id, {
        title: 'Dear book',
        category: 'BOOKS',
        condition: 'NEW',
        price: 900,
      });
      app.clock.advance(1000);
      usedPhone = await addApproved(app, s.agent, s.id, {
        title: 'Used phone',
        category: 'ELECTRONICS',
        condition: 'USED',
        price: 5000,
      });
      app.clock.advance(1000);
      pending = await addProduct(app, s.agent, s.id, { title: 'Pending thing', price: 10 });
    });

    it('newest first by default; totalCount counts the filter; pending ones left out', async () => {
      const r = await gql(app.agent(), PRODUCT_OPS.products, { filter: { sellerId: s.id } });
      expect(ids(r)).toEqual([usedPhone, dearBook, cheapBook]);
      expect(r.data!.products.totalCount).toBe(3);
      expect(r.data!.products.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    });

    it('the seller (and only with includeUnapproved) sees their pending product', async () => {
      const r = await gql(s.agent, PRODUCT_OPS.products, { filter: { sellerId: s.id, includeUnapproved: true } });
      expect(ids(r)).toEqual([pending, usedPhone, dearBook, cheapBook]);
      expect(ids(await gql(s.agent, PRODUCT_OPS.products, { filter: { sellerId: s.id } }))).not.toContain(pending);
    });

    it('category, condition and price range; price sorts', async () => {
      expect(
        ids(await gql(app.agent(), PRODUCT_OPS.products, { filter: { sellerId: s.id, category: 'BOOKS' } })),
      ).toEqual([dearBook, cheapBook]);
      expect(
        ids(await gql(app.agent(), PRODUCT_OPS.products, { filter: { sellerId: s.id, condition: 'USED' } })),
      ).toEqual([usedPhone, cheapBook]);
      expect(
        ids(
          await gql(app.agent(), PRODUCT_OPS.products, { filter: { sellerId: s.id, minPrice: 50.01, maxPrice: 5000 } }),
        ),
      ).toEqual([usedPhone, dearBook]);
      expect(
        ids(await gql(app.agent(), PRODUCT_OPS.products, { filter: { sellerId: s.id }, sort: 'PRICE_ASC' })),
      ).toEqual([cheapBook, dearBook, usedPhone]);
      expect(
        ids(await gql(app.agent(), PRODUCT_OPS.products, { filter: { sellerId: s.id }, sort: 'PRICE_DESC' })),
      ).toEqual([usedPhone, dearBook, cheapBook]);
      // RELEVANCE without a search means newest.
      expect(
        ids(await gql(app.agent(), PRODUCT_OPS.products, { filter: { sellerId: s.id }, sort: 'RELEVANCE' })),
      ).toEqual([usedPhone, dearBook, cheapBook]);
    });

    it('REST lists: the shape, filters in any case, sort, paging', async () => {
      const res = await app.agent().get(`/api/v1/product/user/${s.id}?sort=price_asc&first=2`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: expect.any(String),
        totalCount: 3,
        pageInfo: { hasNextPage: true, endCursor: expect.any(String) },
      });
      expect(res.body.products.map((p: { _id: string }) => p._id)).toEqual([cheapBook, dearBook]);
      const next = await app
        .agent()
        .get(`/api/v1/product/user/${s.id}?sort=price_asc&first=2&after=${res.body.pageInfo.endCursor}`);
      expect(next.body.products.map((p: { _id: string }) => p._id)).toEqual([usedPhone]);
      expect(next.body.pageInfo.hasNextPage).toBe(false);

      for (const path of ['/category/books', '/category/Books', '/category/BOOKS']) {
        const c = await app.agent().get(`/api/v1/product${path}?condition=used&maxPrice=100`);
        expect(c.status).toBe(200);
        expect(c.body.products.map((p: { _id: string }) => p._id)).toContain(cheapBook);
        expect(
          c.body.products.every(
            (p: { category: string; condition: string }) => p.category === 'Books' && p.condition === 'Used',
          ),
        ).toBe(true);
      }
      const like = await app.agent().get('/api/v1/product/all-products?condition=Like%20New');
      expect(like.status).toBe(200);
      const home = await app.agent().get('/api/v1/product/all-products-for-homepage?first=1');
      expect(home.body.products).toHaveLength(1);
      expect(home.body.products[0].status).toBe('Approved');
    });

    it('REST and GraphQL bad input: unknown category or condition, bad price, bad sort, bad cursor, first 0', async () => {
      const a = await app.agent().get('/api/v1/product/category/vehicles');
      expect(a.status).toBe(400);
      expect(a.body.fields).toEqual({ category: 'Unknown category' });
      const b = await app.agent().get('/api/v1/product/all-products?condition=broken&minPrice=-1&sort=random');
      expect(b.status).toBe(400);
      expect(Object.keys(b.body.fields).sort()).toEqual(['condition', 'minPrice', 'sort']);
      const c = await gql(app.agent(), PRODUCT_OPS.products, { after: 'garbage' });
      expect(errorCode(c)).toBe('BAD_USER_INPUT');
      expect(c.errors![0].extensions!.fields).toHaveProperty('after');
      // A cursor of another sort is refused too.
      const newest = await gql(app.agent(), PRODUCT_OPS.products, { first: 1 });
      expect(
        errorCode(
          await gql(app.agent(), PRODUCT_OPS.products, {
            first: 1,
            sort: 'PRICE_ASC',
            after: newest.data!.products.pageInfo.endCursor,
          }),
        ),
      ).toBe('BAD_USER_INPUT');
      expect(errorCode(await gql(app.agent(), PRODUCT_OPS.products, { first: 0 }))).toBe('BAD_USER_INPUT');
      expect(errorCode(await gql(app.agent(), PRODUCT_OPS.products, { filter: { minPrice: 1.234 } }))).toBe(
        'BAD_USER_INPUT',
      );
    });
  });

  describe('keyset paging', () => {
    it.each(['NEWEST', 'PRICE_ASC', 'PRICE_DESC'])(
      '%s: neither skips nor repeats while products are inserted between pages',
      async (sort) => {
        const s = await verifiedAccount(app);
        const original: string[] = [];
        for (let i = 0; i < 7; i++) {
          // Equal prices in pairs: the id breaks the tie.
          original.push(await addApproved(app, s.agent, s.id, { price: 100 + Math.floor(i / 2) * 10 }));
          app.clock.advance(i % 3 === 0 ? 0 : 1); // some equal createdAt too
        }
        const seen: string[] = [];
        let after: string | null = null;
        let round = 0;
        for (;;) {
          const r: GqlResult = await gql(app.agent(), PRODUCT_OPS.products, {
            filter: { sellerId: s.id },
            sort,
            first: 3,
            after,
          });
          expect(r.errors).toBeUndefined();
          seen.push(...ids(r));
          const { hasNextPage, endCursor } = r.data!.products.pageInfo as { hasNextPage: boolean; endCursor: string };
          if (!hasNextPage) break;
          after = endCursor;
          round += 1;
          // Newer, cheaper and dearer products arrive between pages.
          await addApproved(app, s.agent, s.id, { price: round % 2 ? 1 : 100_000 });
          app.clock.advance(1);
        }
        const fromOriginal = seen.filter((id) => original.includes(id));
        expect(new Set(seen).size).toBe(seen.length);
        expect(fromOriginal.sort()).toEqual([...original].sort());
      },
    );
  });

  describe('a page costs a fixed number of SQL statements', () => {
    it('a page is one statement whatever its size (sellers included), its count one more, reused until a write', async () => {
      let made = 0;
      while (made < 50) {
        const who = sellers[made % sellers.length];
        await addApproved(app, who.agent, who.id, { title: `Bulk item ${made}`, category: 'MISCELLANEOUS' });
        made += 1;
      }
      const visitor = app.agent();
      const viaGql = (first: number) =>
        gql(visitor, PRODUCT_OPS.products, { filter: { category: 'MISCELLANEOUS' }, first });
      const viaRest = (first: number) => visitor.get(`/api/v1/product/category/miscellaneous?first=${first}`);
      // Cold: the page and its count.
      expect(await countStatements(app, async () => expect(ids(await viaGql(10))).toHaveLength(10))).toBe(2);
      // The same filter's count is reused: one statement a page, 10 or 50 products from many sellers.
      expect(await countStatements(app, async () => expect(ids(await viaGql(50))).toHaveLength(50))).toBe(1);
      expect(await countStatements(app, async () => expect((await viaRest(10)).body.products).toHaveLength(10))).toBe(
        1,
      );
      const rest50 = await viaRest(50);
      expect(rest50.body.products).toHaveLength(50);
      expect(rest50.body.products.every((p: { seller: { name: string } | null }) => !!p.seller?.name)).toBe(true);
      expect(rest50.body.totalCount).toBe(50);

      // A write forgets the counts: the next page counts again, and sees the new product.
      const who = sellers[0];
      await addApproved(app, who.agent, who.id, { title: 'One more', category: 'MISCELLANEOUS' });
      let total = 0;
      expect(
        await countStatements(app, async () => (total = (await viaGql(10)).data!.products.totalCount as number)),
      ).toBe(2);
      expect(total).toBe(51);

      // A query that does not show the count runs none.
      const noCount = `query($filter: ProductFilter, $first: Int) { products(filter: $filter, first: $first) { nodes { id seller { name } } } }`;
      await addApproved(app, who.agent, who.id, { title: 'And one more', category: 'MISCELLANEOUS' });
      expect(
        await countStatements(app, async () =>
          expect(ids(await gql(visitor, noCount, { filter: { category: 'MISCELLANEOUS' }, first: 10 }))).toHaveLength(
            10,
          ),
        ),
      ).toBe(1);
    });

    it('a product by id, with its seller, is one statement on both transports', async () => {
      const who = sellers[0];
      const id = await addApproved(app, who.agent, who.id, { title: 'Single statement lamp' });
      const visitor = app.agent();
      let viaGql: GqlResult | null = null;
      expect(await countStatements(app, async () => (viaGql = await gql(visitor, PRODUCT_OPS.product, { id })))).toBe(
        1,
      );
      expect(viaGql!.data!.product.seller.name).toBeTruthy();
      let viaRest: { body: { product: { seller: { name: string } } } } | null = null;
      expect(await countStatements(app, async () => (viaRest = await visitor.get(`/api/v1/product/${id}`)))).toBe(1);
      expect(viaRest!.body.product.seller.name).toBeTruthy();
    });
  });
});
