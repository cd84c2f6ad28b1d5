import { WishlistItemEntity } from '../src/modules/wishlist/wishlist-item.entity';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { PRODUCT_OPS, addApproved } from './products.support';

const DAY = 24 * 60 * 60 * 1000;
const LIST = 'query { notifications(first: 100) { nodes { kind message link } } }';
const ADD = 'mutation($id: ID!) { addToWishlist(productId: $id) { message } }';

interface Listed {
  kind: string;
  message: string;
  link: string | null;
}

/**
 * docs/product.md#notifications (price drop): everyone with a listing in their wishlist hears when
 * the price buyers see goes down while it is approved; a rise, the same price or a discount that
 * runs out says nothing; an edit back to review counts once approved again, against the last price
 * buyers saw; never the seller.
 */
describeApp('price-drop alerts', () => {
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
  afterEach(() => app.clock.reset());

  /** `who`'s price-drop notifications, newest first (GraphQL), checked against REST's. */
  async function drops(who: TestAccount): Promise<Listed[]> {
    const g = await gql(who.agent, LIST);
    expect(g.errors).toBeUndefined();
    const nodes = (g.data!.notifications.nodes as Listed[]).filter((n) => n.kind === 'PRICE_DROP');
    const rest = await who.agent.get('/api/v1/notification?first=100');
    expect(rest.status).toBe(200);
    const restDrops = (rest.body.notifications as Listed[]).filter((n) => n.kind === 'price-drop');
    expect(restDrops.map((n) => n.message)).toEqual(nodes.map((n) => n.message));
    return nodes;
  }
  const messages = async (who: TestAccount) => (await drops(who)).map((n) => n.message);

  /** An approved listing in the wishlists of buyer and other. */
  async function wished(title: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const id = await addApproved(app, seller.agent, seller.id, { title, price: 1200, ...overrides });
    for (const who of [buyer, other]) expect((await gql(who.agent, ADD, { id })).errors).toBeUndefined();
    return id;
  }
  const edit = async (input: Record<string, unknown>) => {
    const r = await gql(seller.agent, PRODUCT_OPS.edit, { input });
    expect(r.errors).toBeUndefined();
    return r.data!.editProduct.product as { status: string; effectivePrice: number };
  };
  const decide = async (id: string, status: 'APPROVED' | 'REJECTED', reason?: string) => {
    const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status, reason } });
    expect(r.errors).toBeUndefined();
  };

  it('an edit of the price that keeps it approved: every wishlister hears old and new price in ₹, linked', async () => {
    const id = await wished('Desk lamp');
    expect((await edit({ id, price: 900 })).status).toBe('APPROVED');
    for (const who of [buyer, other]) {
      expect((await drops(who))[0]).toEqual({
        kind: 'PRICE_DROP',
        message: "Price drop: 'Desk lamp' ₹1,200 → ₹900",
        link: `/product/${id}`,
      });
    }
    expect(await messages(seller)).toEqual([]);
    // Over REST too, Indian grouping and paise as the app shows them.
    const big = await wished('Royal Enfield', { price: 150000 });
    const res = await seller.agent.put('/api/v1/product/edit-product').send({ id: big, price: 124999.5 });
    expect(res.status).toBe(200);
    expect((await messages(buyer))[0]).toBe("Price drop: 'Royal Enfield' ₹1,50,000 → ₹1,24,999.50");
  });

  it('a rise or an unchanged price sends nothing', async () => {
    const id = await wished('Study chair');
    const before = (await messages(buyer)).length;
    await edit({ id, price: 1500 });
    await edit({ id, price: 1500, negotiable: true, condition: 'USED' });
    await edit({ id, price: 1500 });
    expect((await messages(buyer)).length).toBe(before);
    // Back down, but only to where it was before the rise: still a drop from what buyers see now.
    await edit({ id, price: 1300 });
    expect((await messages(buyer))[0]).toBe("Price drop: 'Study chair' ₹1,500 → ₹1,300");
  });

  it('a discount is a drop; one that merely runs out is not, and an edit after it compares the full price', async () => {
    const id = await wished('Mini fridge', { price: 8000 });
    await edit({ id, discountedPrice: 6500, discountPeriod: 3 });
    expect((await messages(buyer))[0]).toBe("Price drop: 'Mini fridge' ₹8,000 → ₹6,500");
    const count = (await messages(buyer)).length;
    app.clock.advance(3 * DAY + 1000);
    // The discount ran out (₹8,000 again); an edit that keeps ₹8,000 is no drop, one to ₹6,000 is
    // (from ₹8,000; below the ₹6,500 buyers were told of, price-drop.limits.test.ts).
    await edit({ id, negotiable: true });
    expect((await messages(buyer)).length).toBe(count);
    await edit({ id, price: 6000, discountedPrice: null, discountPeriod: null });
    expect((await messages(buyer))[0]).toBe("Price drop: 'Mini fridge' ₹8,000 → ₹6,000");
  });

  it('back to review: nothing while pending; on approval, a drop against the last price buyers saw', async () => {
    const id = await wished('Cycle');
    const count = (await messages(buyer)).length;
    const pending = await edit({ id, title: 'Hero cycle', price: 1000 });
    expect(pending.status).toBe('PENDING');
    expect((await messages(buyer)).length).toBe(count);
    // A second edit while pending moves the price again; the comparison stays with what buyers saw.
    await edit({ id, price: 950 });
    await decide(id, 'APPROVED');
    expect((await messages(buyer))[0]).toBe("Price drop: 'Hero cycle' ₹1,200 → ₹950");
    expect(await messages(seller)).toEqual([]);
    // Approved again without a change: nothing new (the last price is used once).
    await decide(id, 'APPROVED');
    expect((await messages(buyer)).length).toBe(count + 1);
  });

  it('back to review with a rise, then approved: nothing; rejected then edited down, then approved: a drop', async () => {
    const id = await wished('Guitar', { price: 3000 });
    const count = (await messages(buyer)).length;
    await edit({ id, title: 'Acoustic guitar', price: 3500 });
    await decide(id, 'APPROVED');
    expect((await messages(buyer)).length).toBe(count);
    await decide(id, 'REJECTED', 'Blurry photo');
    const edited = await edit({ id, price: 2800 });
    expect(edited.status).toBe('PENDING');
    expect((await messages(buyer)).length).toBe(count);
    await decide(id, 'APPROVED');
    expect((await messages(buyer))[0]).toBe("Price drop: 'Acoustic guitar' ₹3,500 → ₹2,800");
  });

  it('never the seller, even with their own listing in a wishlist row', async () => {
    const id = await wished('Kettle', { price: 600 });
    // The API refuses a seller's own listing; a row put there by hand is still never told.
    await app.services.db
      .getRepository(WishlistItemEntity)
      .insert({ userId: seller.id, productId: id, createdAt: app.clock.now() });
    await edit({ id, price: 500 });
    expect((await messages(buyer))[0]).toBe("Price drop: 'Kettle' ₹600 → ₹500");
    expect(await messages(seller)).toEqual([]);
  });
});
