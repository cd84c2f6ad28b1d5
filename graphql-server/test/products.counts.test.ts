import { ProductEntity } from '../src/modules/products/product.entity';
import { SEARCH_COUNT_CAP } from '../src/modules/products/products.query';
import { rebuildSearchIndex } from '../src/modules/search/rows';
import { searchText } from '../src/modules/search/words';
import { uuidv7 } from '../src/lib/uuid';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { addApproved } from './products.support';

/**
 * A search stops counting at 1,000 matches (docs/product.md#search-and-lists; the screen says
 * "Found 1,000+ results"); other lists count exactly. The rows are bulk-inserted, as an import
 * would, then the search table is rebuilt.
 */
describeApp('products: bounded counts', () => {
  let app: TestApp;
  let seller: TestAccount;
  const common = SEARCH_COUNT_CAP + 5;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    await addApproved(app, seller.agent, seller.id, { title: 'A rare zither', description: 'Only one of these.' });
    const base = app.clock.now().getTime();
    const rows: Partial<ProductEntity>[] = [];
    for (let i = 0; i < common; i++) {
      const title = `Used notebook ${i}`;
      const description = 'Ruled, half empty.';
      const at = new Date(base - i * 1000);
      rows.push({
        id: uuidv7(at.getTime()),
        title,
        description,
        pricePaise: 5000,
        discountedPricePaise: null,
        discountPeriodDays: 0,
        negotiable: false,
        category: 'BOOKS',
        condition: 'USED',
        paymentMethods: [],
        location: null,
        deliveryType: null,
        quantity: 1,
        imageKeys: [],
        status: 'Approved',
        rejectionReason: null,
        sellerId: seller.id,
        searchText: searchText(title, description),
        createdAt: at,
        updatedAt: at,
      });
    }
    for (let i = 0; i < rows.length; i += 200)
      await app.services.db.getRepository(ProductEntity).insert(rows.slice(i, i + 200));
    await rebuildSearchIndex(app.services.db);
    app.services.products.changed.emit();
  });
  afterAll(() => app?.close());

  it('a common word: GraphQL says 1000 and capped, with the page and the paging intact', async () => {
    const r = await gql(
      app.agent(),
      `query($filter: ProductFilter) { products(filter: $filter, first: 5) { totalCount totalCountCapped pageInfo { hasNextPage } nodes { id title } } }`,
      {
        filter: { search: 'notebook' },
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.products).toMatchObject({
      totalCount: SEARCH_COUNT_CAP,
      totalCountCapped: true,
      pageInfo: { hasNextPage: true },
    });
    // Relevance ties, then newest first: notebook 0 is the newest.
    expect(r.data!.products.nodes[0].title).toBe('Used notebook 0');
  });

  it('REST: the object answer says totalCountCapped; /search?query= says "1000+" in X-Total-Count', async () => {
    const obj = await app.agent().get('/api/v1/product/search/notebook?first=2');
    expect(obj.status).toBe(200);
    expect(obj.body).toMatchObject({ totalCount: SEARCH_COUNT_CAP, totalCountCapped: true });
    const list = await app.agent().get('/api/v1/product/search?query=notebook&first=2');
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe(`${SEARCH_COUNT_CAP}+`);
    expect(list.body).toHaveLength(2);
  });

  it('a rare word and a plain list count exactly', async () => {
    const rare = await gql(
      app.agent(),
      `query($filter: ProductFilter) { products(filter: $filter) { totalCount totalCountCapped } }`,
      { filter: { search: 'zither' } },
    );
    expect(rare.data!.products).toMatchObject({ totalCount: 1, totalCountCapped: false });
    const books = await app.agent().get('/api/v1/product/category/books?first=1');
    expect(books.body).toMatchObject({ totalCount: common, totalCountCapped: false });
    const all = await gql(app.agent(), `{ products(first: 1) { totalCount totalCountCapped } }`);
    expect(all.data!.products).toEqual({ totalCount: common + 1, totalCountCapped: false });
  });
});
