import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { PRODUCT_OPS, addApproved } from './products.support';

const HOUR = 3600 * 1000;
const LIST = 'query { notifications(first: 100) { nodes { kind message } } }';
const ADD = 'mutation($id: ID!) { addToWishlist(productId: $id) { message } }';

/**
 * docs/product.md#notifications (price drop): a follower hears of a listing at most once per
 * PRICE_DROP_ALERT_INTERVAL_HOURS (2 here: the setting is read), and only of a price below the
 * lowest one they were told of, so a seller's see-saw of edits alerts once.
 */
describeApp('price-drop alerts: one per interval, only below the lowest told', () => {
  let app: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let other: TestAccount;
  beforeAll(async () => {
    app = await createTestApp({ env: { PRICE_DROP_ALERT_INTERVAL_HOURS: '2' } });
    seller = await verifiedAccount(app);
    buyer = await verifiedAccount(app);
    other = await verifiedAccount(app);
  });
  afterAll(() => app?.close());
  afterEach(() => app.clock.reset());

  /** `who`'s price-drop messages about `title`, newest first, the same over GraphQL and REST. */
  async function drops(who: TestAccount, title: string): Promise<string[]> {
    const g = await gql(who.agent, LIST);
    expect(g.errors).toBeUndefined();
    const nodes = (g.data!.notifications.nodes as { kind: string; message: string }[])
      .filter((n) => n.kind === 'PRICE_DROP' && n.message.includes(`'${title}'`))
      .map((n) => n.message);
    const rest = await who.agent.get('/api/v1/notification?first=100');
    expect(rest.status).toBe(200);
    const restNodes = (rest.body.notifications as { kind: string; message: string }[])
      .filter((n) => n.kind === 'price-drop' && n.message.includes(`'${title}'`))
      .map((n) => n.message);
    expect(restNodes).toEqual(nodes);
    return nodes;
  }
  async function wished(title: string, price: number, followers: TestAccount[]): Promise<string> {
    const id = await addApproved(app, seller.agent, seller.id, { title, price });
    for (const who of followers) expect((await gql(who.agent, ADD, { id })).errors).toBeUndefined();
    return id;
  }
  const price = async (id: string, value: number) => {
    const r = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, price: value } });
    expect(r.errors).toBeUndefined();
    expect(r.data!.editProduct.product.status).toBe('APPROVED');
  };

  it('a see-saw of 40 edits (a drop, a rise, a drop…) alerts each follower exactly once', async () => {
    const id = await wished('Bean bag', 1200, [buyer, other]);
    for (let i = 0; i < 40; i++) await price(id, i % 2 === 0 ? 1000 : 1200);
    for (const who of [buyer, other])
      expect(await drops(who, 'Bean bag')).toEqual(["Price drop: 'Bean bag' ₹1,200 → ₹1,000"]);
    // Even past the interval, back to the price they were told of is nothing new.
    app.clock.advance(2 * HOUR + 1000);
    await price(id, 1200);
    await price(id, 1000);
    for (const who of [buyer, other]) expect(await drops(who, 'Bean bag')).toHaveLength(1);
    expect(await drops(seller, 'Bean bag')).toEqual([]);
  });

  it('within the interval a lower price is not told; past it, one below the lowest told is', async () => {
    const id = await wished('Wall clock', 900, [buyer]);
    await price(id, 800);
    expect(await drops(buyer, 'Wall clock')).toEqual(["Price drop: 'Wall clock' ₹900 → ₹800"]);
    app.clock.advance(2 * HOUR - 60_000);
    await price(id, 700);
    expect(await drops(buyer, 'Wall clock')).toHaveLength(1);
    app.clock.advance(2 * 60_000);
    await price(id, 650);
    expect(await drops(buyer, 'Wall clock')).toEqual([
      "Price drop: 'Wall clock' ₹700 → ₹650",
      "Price drop: 'Wall clock' ₹900 → ₹800",
    ]);
  });

  it('each follower on their own: one who was never told hears of a drop the others were silenced for', async () => {
    const id = await wished('Desk fan', 1500, [buyer]);
    await price(id, 1400);
    expect((await gql(other.agent, ADD, { id })).errors).toBeUndefined();
    await price(id, 1300);
    expect(await drops(buyer, 'Desk fan')).toEqual(["Price drop: 'Desk fan' ₹1,500 → ₹1,400"]);
    expect(await drops(other, 'Desk fan')).toEqual(["Price drop: 'Desk fan' ₹1,400 → ₹1,300"]);
  });
});
