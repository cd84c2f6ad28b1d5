import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { HISTORY_OPS, decide, historyOf, steps } from './products.history.support';
import { addProduct, countStatements } from './products.support';

describeApp('products: moderation history', () => {
  let app: TestApp;
  let seller: TestAccount;
  let other: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    other = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
    admin = await accountWithRole(app, 'admin');
  });
  afterAll(() => app?.close());

  const edit = (id: string, fields: Record<string, unknown>) =>
    gql(seller.agent, HISTORY_OPS.edit, { input: { id, ...fields } });
  const mark = (id: string, availability: string) => gql(seller.agent, HISTORY_OPS.availability, { id, availability });

  it('records every change of status and availability, in order, with who, from, to and the reason', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { title: 'History lamp' });
    await decide(moderator.agent, id, 'REJECTED', 'Blurry photo');
    // Any save of a rejected listing sends it back to review.
    expect((await edit(id, { price: 1100 })).errors).toBeUndefined();
    await decide(admin.agent, id, 'APPROVED');
    // A price change keeps it approved: not a change of status, nothing recorded.
    expect((await edit(id, { price: 1000 })).errors).toBeUndefined();
    // A content change sends it back.
    expect((await edit(id, { title: 'History desk lamp' })).errors).toBeUndefined();
    await decide(moderator.agent, id, 'APPROVED');
    // Approving it again changes nothing and records nothing.
    await decide(admin.agent, id, 'APPROVED');
    for (const a of ['RESERVED', 'AVAILABLE', 'AVAILABLE', 'SOLD']) expect((await mark(id, a)).errors).toBeUndefined();
    // A refused change (sold is final) records nothing.
    expect(errorCode(await mark(id, 'AVAILABLE'))).toBe('CONFLICT');

    const events = await historyOf(moderator.agent, id);
    expect(steps(events)).toEqual([
      'SUBMITTED:->Pending',
      'REJECTED:Pending>Rejected',
      'EDITED:Rejected>Pending',
      'APPROVED:Pending>Approved',
      'EDITED:Approved>Pending',
      'APPROVED:Pending>Approved',
      'RESERVED:Available>Reserved',
      'AVAILABLE:Reserved>Available',
      'SOLD:Available>Sold',
    ]);
    const actors = events.map((e) => e.actorId);
    expect(actors).toEqual([
      seller.id,
      moderator.id,
      seller.id,
      admin.id,
      seller.id,
      moderator.id,
      ...Array(3).fill(seller.id),
    ]);
    expect(events[1]).toMatchObject({ reason: 'Blurry photo', actorName: moderator.name, byStaff: true });
    expect(events[0]).toMatchObject({ reason: null, actorName: seller.name, byStaff: false });
    const times = events.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('a rejection again with another reason is recorded; the same decision again is not', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Twice rejected chair' });
    await decide(moderator.agent, id, 'REJECTED', 'Wrong category');
    await decide(moderator.agent, id, 'REJECTED', 'Wrong category');
    await decide(admin.agent, id, 'REJECTED', 'Wrong category and blurry');
    const events = await historyOf(admin.agent, id);
    expect(steps(events)).toEqual(['SUBMITTED:->Pending', 'REJECTED:Pending>Rejected', 'REJECTED:Rejected>Rejected']);
    expect(events[2]).toMatchObject({ reason: 'Wrong category and blurry', actorId: admin.id, actorName: admin.name });
  });

  it('the seller sees staff actions as "a moderator" (no name, no id) and their reasons; GraphQL and REST agree', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Masked history kettle' });
    await decide(moderator.agent, id, 'REJECTED', 'Needs a real photo');
    const events = await historyOf(seller.agent, id);
    expect(events.map(({ actorId, actorName, byStaff, reason }) => ({ actorId, actorName, byStaff, reason }))).toEqual([
      { actorId: seller.id, actorName: seller.name, byStaff: false, reason: null },
      { actorId: null, actorName: 'a moderator', byStaff: true, reason: 'Needs a real photo' },
    ]);
    const rest = await seller.agent.get(`/api/v1/product/history/${id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.message).toBe('History found');
    expect(rest.body.history).toEqual([
      expect.objectContaining({ action: 'submitted', from: null, to: 'Pending', actorName: seller.name }),
      {
        _id: events[1].id,
        action: 'rejected',
        from: 'Pending',
        to: 'Rejected',
        reason: 'Needs a real photo',
        createdAt: events[1].createdAt,
        actorId: null,
        actorName: 'a moderator',
        byStaff: true,
      },
    ]);
    // Nowhere in the seller's answer is the moderator's name or id.
    expect(JSON.stringify(rest.body)).not.toContain(moderator.id);
    expect(JSON.stringify(rest.body)).not.toContain(moderator.name);
    // Staff see the name, on REST too.
    const staff = await admin.agent.get(`/api/v1/product/history/${id}`);
    expect(staff.body.history[1]).toMatchObject({ actorId: moderator.id, actorName: moderator.name, byStaff: true });
  });

  it('nobody else: another student 403, a visitor 401, an id not found (or not visible) 404', async () => {
    const pending = await addProduct(app, seller.agent, seller.id, { title: 'Private pending history' });
    const approved = await addProduct(app, seller.agent, seller.id, { title: 'Private approved history' });
    await decide(moderator.agent, approved, 'APPROVED');

    const forbidden = await gql(other.agent, HISTORY_OPS.history, { id: approved });
    expect(errorCode(forbidden)).toBe('FORBIDDEN');
    expect(forbidden.data?.product ?? null).toBeNull();
    expect(errorCode(await gql(app.agent(), HISTORY_OPS.history, { id: approved }))).toBe('UNAUTHENTICATED');
    // The listing itself stays readable without its history.
    const plain = await gql(other.agent, `query($id: ID!) { product(id: $id) { id title } }`, { id: approved });
    expect(plain.data!.product.title).toBe('Private approved history');

    const rest = await other.agent.get(`/api/v1/product/history/${approved}`);
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe("Only the seller, moderators and admins can see a listing's history");
    expect((await app.agent().get(`/api/v1/product/history/${approved}`)).status).toBe(401);
    // A pending listing is not visible to others at all: 404, as its page.
    expect((await other.agent.get(`/api/v1/product/history/${pending}`)).status).toBe(404);
    expect((await other.agent.get('/api/v1/product/history/not-an-id')).status).toBe(404);
    expect((await moderator.agent.get(`/api/v1/product/history/${pending}`)).status).toBe(200);
  });

  it('on a list, the histories are read only when asked for, in one batch whatever the page size', async () => {
    for (let i = 0; i < 6; i += 1) await addProduct(app, seller.agent, seller.id, { title: `Batch history ${i}` });
    const read = (first: number) =>
      countStatements(app, async () => {
        const r = await gql(moderator.agent, HISTORY_OPS.pendingHistory, { first });
        expect(r.errors).toBeUndefined();
        expect(r.data!.pendingProducts.nodes).toHaveLength(first);
        for (const n of r.data!.pendingProducts.nodes) expect(n.history.length).toBeGreaterThan(0);
      });
    const two = await read(2);
    const six = await read(6);
    expect(six).toBe(two);
    // Without the field, not one statement of it.
    const without = await countStatements(app, () =>
      gql(moderator.agent, `query { pendingProducts(first: 6) { nodes { id } } }`),
    );
    expect(without).toBeLessThan(two);
  });
});
