import { dialectOf } from '../src/db/data-source';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { PRODUCT_OPS, addApproved, addProduct, countStatements, setStatus } from './products.support';

const SIMILAR = `query($id: ID!) { product(id: $id) { id similar { id title price category status } } }`;

/** Rupee prices of the books around the anchor (₹500), with the distance order they must come back in. */
const BOOK_PRICES = [480, 530, 400, 700, 100, 50, 10, 1000, 2000, 5000, 9000];

describeApp('products: similar listings (same category, nearest price)', () => {
  let app: TestApp;
  let seller: TestAccount;
  let other: TestAccount;
  let anchor: string;
  let twin: string;
  const books = new Map<number, string>();
  let pending: string;
  let rejected: string;
  let phone: string;
  let lonely: string;

  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    other = await verifiedAccount(app);
    const book = (price: number, who: TestAccount = other) =>
      addApproved(app, who.agent, who.id, { title: `Book at ${price}`, category: 'BOOKS', condition: 'USED', price });
    anchor = await book(500, seller);
    twin = await book(500);
    for (const price of BOOK_PRICES) books.set(price, await book(price));
    // Nearest of all in price, but not public, or in another category: never similar.
    pending = await addProduct(app, other.agent, other.id, { title: 'Pending book', category: 'BOOKS', price: 501 });
    rejected = await addProduct(app, other.agent, other.id, { title: 'Rejected book', category: 'BOOKS', price: 499 });
    await setStatus(app, rejected, 'Rejected');
    phone = await addApproved(app, other.agent, other.id, {
      title: 'Phone at 500',
      category: 'ELECTRONICS',
      price: 500,
    });
    lonely = await addApproved(app, other.agent, other.id, { title: 'Only sofa', category: 'FURNITURE', price: 3000 });
  });
  afterAll(() => app?.close());

  const similarIds = async (id: string, agent = app.agent()) => {
    const r = await gql(agent, SIMILAR, { id });
    expect(r.errors).toBeUndefined();
    return (r.data!.product.similar as { id: string }[]).map((p) => p.id);
  };

  it('GraphQL: eight approved listings of the same category, nearest price first, never itself', async () => {
    const r = await gql(app.agent(), SIMILAR, { id: anchor });
    const similar = r.data!.product.similar as { id: string; price: number; category: string; status: string }[];
    expect(similar.map((p) => p.price)).toEqual([500, 480, 530, 400, 700, 100, 50, 10]);
    expect(similar.map((p) => p.id)).toEqual([twin, ...[480, 530, 400, 700, 100, 50, 10].map((p) => books.get(p))]);
    expect(new Set(similar.map((p) => p.category))).toEqual(new Set(['BOOKS']));
    expect(new Set(similar.map((p) => p.status))).toEqual(new Set(['APPROVED']));
    const ids = similar.map((p) => p.id);
    for (const never of [anchor, pending, rejected, phone]) expect(ids).not.toContain(never);
  });

  it('the far end of the range: the dearest book gets the dearest others, nearest first', async () => {
    // Only one side has any: all eight come from below; the two at ₹500 in id order.
    const dear = [5000, 2000, 1000, 700, 530].map((p) => books.get(p));
    expect(await similarIds(books.get(9000)!)).toEqual([...dear, ...[anchor, twin].sort(), books.get(480)]);
    // And from the other end, all from above.
    const cheap = [50, 100, 400, 480].map((p) => books.get(p));
    expect(await similarIds(books.get(10)!)).toEqual([
      ...cheap,
      ...[anchor, twin].sort(),
      books.get(530),
      books.get(700),
    ]);
  });

  it('the pending or rejected listing stays out, even for its own seller', async () => {
    expect(await similarIds(anchor, other.agent)).not.toContain(pending);
    expect(await similarIds(twin, other.agent)).not.toContain(rejected);
  });

  it('alone in its category: an empty list, not an error', async () => {
    expect(await similarIds(lonely)).toEqual([]);
  });

  it('GraphQL: an unknown or invisible product is null, as the product query answers', async () => {
    const unknown = await gql(app.agent(), SIMILAR, { id: '0191f5c2-0000-7000-8000-000000000000' });
    expect([unknown.data, unknown.errors]).toEqual([{ product: null }, undefined]);
    const hidden = await gql(app.agent(), SIMILAR, { id: pending });
    expect([hidden.data, hidden.errors]).toEqual([{ product: null }, undefined]);
    // Its seller sees the pending listing, and its public similar listings.
    expect(await similarIds(pending, other.agent)).toEqual(
      expect.arrayContaining([anchor, twin, books.get(480), books.get(530)]),
    );
  });

  it('REST: GET /api/v1/product/similar/:id answers the same list in the REST shape', async () => {
    const res = await app.agent().get(`/api/v1/product/similar/${anchor}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Products found');
    expect(res.body.products.map((p: any) => p._id)).toEqual(await similarIds(anchor));
    expect(res.body.products[0]).toMatchObject({ _id: twin, category: 'Books', price: 500, status: 'Approved' });
    expect(res.body.products[0].seller).toMatchObject({ _id: other.id });
  });

  it('REST: unknown, malformed or invisible ids are 404 "Product not found"', async () => {
    for (const id of ['0191f5c2-0000-7000-8000-000000000000', 'not-an-id', pending, rejected]) {
      const res = await app.agent().get(`/api/v1/product/similar/${id}`);
      expect({ id, status: res.status, body: res.body }).toEqual({
        id,
        status: 404,
        body: expect.objectContaining({ message: 'Product not found', error: 'NOT_FOUND' }),
      });
    }
    expect((await other.agent.get(`/api/v1/product/similar/${pending}`)).status).toBe(200);
  });

  it('a listing approved, hidden again or deleted shows up and drops out at once', async () => {
    const fresh = await addProduct(app, other.agent, other.id, { title: 'New book', category: 'BOOKS', price: 505 });
    expect(await similarIds(anchor)).not.toContain(fresh);
    await setStatus(app, fresh, 'Approved');
    expect((await similarIds(anchor)).slice(0, 2)).toEqual([twin, fresh]);
    await setStatus(app, fresh, 'Pending');
    expect(await similarIds(anchor)).not.toContain(fresh);
    await setStatus(app, fresh, 'Approved');
    expect(await similarIds(anchor)).toContain(fresh);
    expect((await gql(other.agent, PRODUCT_OPS.del, { id: fresh })).errors).toBeUndefined();
    expect(await similarIds(anchor)).not.toContain(fresh);
  });

  it('one statement for the similar listings, and only when asked for', async () => {
    const plain = await countStatements(app, () =>
      gql(app.agent(), `query($id: ID!) { product(id: $id) { id } }`, { id: anchor }),
    );
    const withSimilar = await countStatements(app, () => gql(app.agent(), SIMILAR, { id: anchor }));
    expect(withSimilar).toBe(plain + 1);
  });

  it('the query cost counts eight per similar list: nesting it under a page is refused', async () => {
    const r = await gql(app.agent(), `{ products(first: 100) { nodes { similar { similar { id } } } } }`);
    expect(r.errors?.[0]?.message).toMatch(/too expensive/);
  });

  it('EXPLAIN: both price ranges read the (status, category, price) index, no table scan', async () => {
    const mysql = dialectOf(app.services.db) === 'mysql';
    const captured: { sql: string; params: unknown[] }[] = [];
    const logger = app.services.db.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (sql: string, params?: unknown[], ...rest: unknown[]) => {
      if (/UNION ALL/.test(sql)) captured.push({ sql, params: params ?? [] });
      return (original as (...a: unknown[]) => void)(sql, params, ...rest);
    };
    try {
      await app.agent().get(`/api/v1/product/similar/${books.get(700)}`);
    } finally {
      logger.logQuery = original;
    }
    expect(captured).toHaveLength(1);
    const { sql, params } = captured[0];
    if (!mysql) {
      const steps: { detail: string }[] = await app.services.db.query(`EXPLAIN QUERY PLAN ${sql}`, params);
      const details = steps.map((s) => s.detail);
      expect(details.filter((d) => /^SCAN (s|p|products)\b/.test(d))).toEqual([]);
      expect(
        details.filter((d) => /SEARCH s USING (COVERING )?INDEX IDX_products_status_category_price/.test(d)),
      ).toHaveLength(2);
      return;
    }
    const plan: { table: string; type: string; key: string | null }[] = await app.services.db.query(
      `EXPLAIN ${sql}`,
      params,
    );
    const ranges = plan.filter((r) => r.table === 's');
    expect(ranges).toHaveLength(2);
    for (const row of ranges) expect(row).toMatchObject({ type: 'range', key: 'IDX_products_status_category_price' });
    if (process.env.SHOW_PLANS) console.log(JSON.stringify(plan, null, 1));
    // Then one primary-key read per key (users too, on a table big enough to prefer it over a scan).
    expect(plan.find((r) => r.table === 'p')).toMatchObject({ type: 'eq_ref', key: 'PRIMARY' });
  });
});
