import { dialectOf } from '../src/db/data-source';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { PRODUCT_OPS, addApproved, addProduct, setStatus } from './products.support';

const ids = (r: { data?: any }) => r.data!.products.nodes.map((n: { id: string }) => n.id) as string[];

describeApp('products: search', () => {
  let app: TestApp;
  let seller: TestAccount;
  let iphone: string;
  let tv: string;
  let alchemist: string;
  let cable: string;
  let hidden: string;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    iphone = await addApproved(app, seller.agent, seller.id, {
      title: 'iPhone 13',
      description: 'Blue, 128 GB, with a case.',
      price: 40000,
    });
    app.clock.advance(1000);
    tv = await addApproved(app, seller.agent, seller.id, {
      title: 'Samsung TV',
      description: 'A 32 inch smart TV for the hostel room.',
      price: 9000,
    });
    app.clock.advance(1000);
    alchemist = await addApproved(app, seller.agent, seller.id, {
      title: 'The Alchemist',
      description: 'Paperback novel by Paulo Coelho.',
      category: 'BOOKS',
      condition: 'USED',
      price: 150,
    });
    app.clock.advance(1000);
    cable = await addApproved(app, seller.agent, seller.id, {
      title: 'USB-C cable',
      description: 'Works with iPhone 15 and Android phones.',
      price: 200,
    });
    hidden = await addProduct(app, seller.agent, seller.id, { title: 'iPhone 12 pending', price: 30000 });
  });
  afterAll(() => app?.close());

  const search = (
    text: string,
    extra: { filter?: Record<string, unknown>; sort?: string; first?: number; after?: string } = {},
  ) => gql(app.agent(), PRODUCT_OPS.products, { ...extra, filter: { ...extra.filter, search: text } });

  it('"iph" finds iPhone by prefix; pending products stay out', async () => {
    const r = await search('iph');
    expect(ids(r).sort()).toEqual([iphone, cable].sort());
    expect(r.data!.products.totalCount).toBe(2);
    expect(ids(r)).not.toContain(hidden);
  });

  it('short words and stopwords match: "TV", "13", "the"', async () => {
    expect(ids(await search('TV'))).toEqual([tv]);
    expect(ids(await search('13'))).toEqual([iphone]);
    expect(ids(await search('the')).sort()).toEqual([tv, alchemist].sort());
  });

  it('every word must match; relevance then newest; filters apply', async () => {
    expect(ids(await search('iphone case'))).toEqual([iphone]);
    expect(ids(await search('alchemist', { filter: { category: 'ELECTRONICS' } }))).toEqual([]);
    // "iphone" is in the iPhone's title only once and in the cable's description once: both match,
    // ties go newest first, and a cursor continues exactly.
    const first = await search('iphone', { first: 1 });
    expect(first.data!.products.pageInfo.hasNextPage).toBe(true);
    const second = await search('iphone', { first: 1, after: first.data!.products.pageInfo.endCursor });
    expect(second.data!.products.pageInfo.hasNextPage).toBe(false);
    expect([...ids(first), ...ids(second)].sort()).toEqual([iphone, cable].sort());
    // A search sorted by price.
    expect(ids(await search('iphone', { sort: 'PRICE_ASC' }))).toEqual([cable, iphone]);
  });

  it('operators and quotes in the text are only words', async () => {
    for (const text of ['"iph', 'iph*', '+iph -case', 'iph)', "iph' OR 1=1 --", 'NEAR(iph', 'iph AND']) {
      const r = await search(text);
      expect(r.errors).toBeUndefined();
    }
    expect(ids(await search('!!!'))).toHaveLength(4); // no words: no search
  });

  it('words of any script: "café" and Hindi', async () => {
    const cafe = await addApproved(app, seller.agent, seller.id, {
      title: 'Café table',
      description: 'Round, two chairs.',
      category: 'FURNITURE',
    });
    const hindi = await addApproved(app, seller.agent, seller.id, {
      title: 'हिंदी व्याकरण',
      description: 'कक्षा 12 की पुस्तक',
      category: 'BOOKS',
      condition: 'USED',
    });
    expect(ids(await search('CAFÉ'))).toEqual([cafe]);
    expect(ids(await search('हिंदी'))).toEqual([hindi]);
    expect(ids(await search('व्याक'))).toEqual([hindi]);
    await gql(seller.agent, PRODUCT_OPS.del, { id: cafe });
    await gql(seller.agent, PRODUCT_OPS.del, { id: hindi });
  });

  it("REST: /search/{query} answers an object; /search?query= the spec's list, paged through headers", async () => {
    const a = await app.agent().get('/api/v1/product/search/iph');
    const b = await app.agent().get('/api/v1/product/search?query=iph');
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.products.map((p: { _id: string }) => p._id).sort()).toEqual([iphone, cable].sort());
    expect(a.body.totalCount).toBe(2);
    // The documented answer is a bare list of products, in the same order as the path shape.
    expect(Array.isArray(b.body)).toBe(true);
    expect(b.body.map((p: { _id: string }) => p._id)).toEqual(a.body.products.map((p: { _id: string }) => p._id));
    expect(b.headers['x-total-count']).toBe('2');
    expect(b.headers.link).toBeUndefined();

    // Paging: ?first= cuts the list; the headers give the next cursor and the link to follow.
    const first = await app.agent().get('/api/v1/product/search?query=iph&first=1');
    expect(first.body).toHaveLength(1);
    expect(first.headers['x-total-count']).toBe('2');
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const next = first.headers.link.match(/^<([^>]+)>; rel="next"$/)?.[1];
    expect(next).toBe(`/api/v1/product/search?query=iph&first=1&after=${encodeURIComponent(cursor)}`);
    const second = await app.agent().get(next!);
    expect(second.body).toHaveLength(1);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect([first.body[0]._id, second.body[0]._id]).toEqual(b.body.map((p: { _id: string }) => p._id));
    expect((await app.agent().get('/api/v1/product/search?query=zebra')).body).toEqual([]);
    const none = await app.agent().get('/api/v1/product/search/zebra');
    expect(none.body).toMatchObject({ products: [], totalCount: 0 });
    const encoded = await app.agent().get(`/api/v1/product/search/${encodeURIComponent('samsung tv')}`);
    expect(encoded.body.products.map((p: { _id: string }) => p._id)).toEqual([tv]);
  });

  it('edits keep the index in step; deletes leave it', async () => {
    const id = await addApproved(app, seller.agent, seller.id, {
      title: 'Wooden stool',
      description: 'Sturdy.',
      category: 'FURNITURE',
    });
    expect(ids(await search('stool'))).toEqual([id]);
    const edited = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, title: 'Wooden chair' } });
    expect(edited.errors).toBeUndefined();
    await setStatus(app, id, 'Approved');
    expect(ids(await search('stool'))).toEqual([]);
    expect(ids(await search('chair'))).toEqual([id]);
    await gql(seller.agent, PRODUCT_OPS.del, { id });
    expect(ids(await search('chair'))).toEqual([]);
    expect(errorCode(await gql(seller.agent, PRODUCT_OPS.del, { id }))).toBe('NOT_FOUND');
  });

  it('EXPLAIN of the home, category and search queries shows an index (MariaDB: key, not ALL; SQLite: no table scan)', async () => {
    const mysql = dialectOf(app.services.db) === 'mysql';
    const captured: { sql: string; params: unknown[] }[] = [];
    const logger = app.services.db.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (sql: string, params?: unknown[], ...rest: unknown[]) => {
      if (/(products|product_search) p\b|product_terms t\b/.test(sql) && /ORDER BY|COUNT/.test(sql))
        captured.push({ sql, params: params ?? [] });
      return (original as (...a: unknown[]) => void)(sql, params, ...rest);
    };
    try {
      const home = await app.agent().get('/api/v1/product/all-products-for-homepage?first=2');
      await app.agent().get(`/api/v1/product/all-products-for-homepage?first=2&after=${home.body.pageInfo.endCursor}`);
      await app.agent().get('/api/v1/product/category/electronics?first=2');
      await app.agent().get('/api/v1/product/category/electronics?sort=price_asc&first=2');
      await app.agent().get('/api/v1/product/all-products?sort=price_desc&first=2');
      await app.agent().get('/api/v1/product/search/iph');
    } finally {
      logger.logQuery = original;
    }
    // Six pages and three counts (the second home page and the all-products list reuse the home's
    // count); on MariaDB, the search also looks up its word's stored terms (product_terms).
    expect(captured.length).toBeGreaterThanOrEqual(mysql ? 10 : 9);
    for (const { sql, params } of captured) {
      if (!mysql) {
        // SQLite: every step searches an index or the FTS5 table; none scans the products table.
        const steps: { detail: string }[] = await app.services.db.query(`EXPLAIN QUERY PLAN ${sql}`, params);
        if (process.env.SHOW_PLANS) console.log(sql, JSON.stringify(steps.map((r) => r.detail)));
        for (const { detail } of steps)
          expect({ sql, detail }).toEqual({ sql, detail: expect.not.stringMatching(/^SCAN p$|^SCAN products$/) });
        expect(
          steps.some(({ detail }) =>
            /USING (COVERING )?INDEX|VIRTUAL TABLE INDEX|USING INTEGER PRIMARY KEY/.test(detail),
          ),
        ).toBe(true);
        continue;
      }
      const plan: { table: string; type: string; key: string | null }[] = await app.services.db.query(
        `EXPLAIN ${sql}`,
        params,
      );
      const rows = plan.filter((r) => r.table === 'p' || r.table === 't');
      if (process.env.SHOW_PLANS) console.log(sql, JSON.stringify(plan));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect({ sql, type: row.type, hasKey: row.key !== null }).toEqual({
          sql,
          type: expect.not.stringMatching(/^ALL$/),
          hasKey: true,
        });
      }
    }
  });
});
