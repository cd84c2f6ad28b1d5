import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { type GqlResult, errorCode, gql } from './helpers/graphql';
import { HISTORY_OPS, decide } from './products.history.support';
import { ORIGIN, addProduct } from './products.support';

describeApp("moderation: each moderator's decisions, for admins", () => {
  let app: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  let otherModerator: TestAccount;
  let admin: TestAccount;
  const decided: string[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
    otherModerator = await accountWithRole(app, 'moderator');
    admin = await accountWithRole(app, 'admin');
    // Five decisions by `moderator`, one by another; the seller's own events are no decisions.
    for (let i = 0; i < 5; i += 1) {
      const id = await addProduct(app, seller.agent, seller.id, { title: `Decided item ${i}` });
      await decide(moderator.agent, id, i % 2 ? 'REJECTED' : 'APPROVED', i % 2 ? `Reason ${i}` : undefined);
      decided.push(id);
    }
    await decide(otherModerator.agent, await addProduct(app, seller.agent, seller.id), 'APPROVED');
  });
  afterAll(() => app?.close());

  it("pages through one moderator's decisions, newest first, with their listings (GraphQL)", async () => {
    const seen: { productId: string; action: string; reason: string | null }[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const r: GqlResult = await gql(admin.agent, HISTORY_OPS.decisions, {
        moderatorId: moderator.id,
        first: 2,
        after,
      });
      expect(r.errors).toBeUndefined();
      const c: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: any[] } =
        r.data!.moderationDecisions;
      expect(c.totalCount).toBe(5);
      for (const n of c.nodes) {
        expect(n).toMatchObject({ moderatorId: moderator.id, from: 'Pending', product: { id: n.productId } });
        seen.push({ productId: n.productId, action: n.action, reason: n.reason });
      }
      pages += 1;
      if (!c.pageInfo.hasNextPage) break;
      after = c.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen.map((s) => s.productId)).toEqual([...decided].reverse());
    expect(seen[0]).toEqual({ productId: decided[4], action: 'APPROVED', reason: null });
    expect(seen[1]).toEqual({ productId: decided[3], action: 'REJECTED', reason: 'Reason 3' });
  });

  it('REST answers the same, with paging in the query string; a deleted listing keeps its decision', async () => {
    const first = await admin.agent.get(`/api/v1/moderation/decisions/${moderator.id}?first=3`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Decisions found', totalCount: 5, pageInfo: { hasNextPage: true } });
    expect(first.body.decisions[0]).toMatchObject({
      action: 'approved',
      from: 'Pending',
      to: 'Approved',
      reason: null,
      moderatorId: moderator.id,
      productId: decided[4],
      product: { _id: decided[4], title: 'Decided item 4', status: 'Approved' },
    });
    const next = await admin.agent.get(
      `/api/v1/moderation/decisions/${moderator.id}?first=3&after=${first.body.pageInfo.endCursor}`,
    );
    expect(next.body.decisions.map((d: { productId: string }) => d.productId)).toEqual([decided[1], decided[0]]);

    const gone = decided[0];
    expect((await seller.agent.delete(`/api/v1/product/delete-product/${gone}`).set('Origin', ORIGIN)).status).toBe(
      200,
    );
    const after = await admin.agent.get(`/api/v1/moderation/decisions/${moderator.id}?first=100`);
    expect(after.body.decisions).toHaveLength(5);
    expect(after.body.decisions[4]).toMatchObject({ productId: gone, product: null, action: 'approved' });
  });

  it('admins only: students and moderators 403, visitors 401', async () => {
    for (const who of [seller, moderator]) {
      expect(errorCode(await gql(who.agent, HISTORY_OPS.decisions, { moderatorId: moderator.id }))).toBe('FORBIDDEN');
      expect((await who.agent.get(`/api/v1/moderation/decisions/${moderator.id}`)).status).toBe(403);
    }
    expect(errorCode(await gql(app.agent(), HISTORY_OPS.decisions, { moderatorId: moderator.id }))).toBe(
      'UNAUTHENTICATED',
    );
    expect((await app.agent().get(`/api/v1/moderation/decisions/${moderator.id}`)).status).toBe(401);
  });

  it('bad input: an unknown moderator 404, a bad page size or cursor 400; nobody with no decisions gets an empty page', async () => {
    const unknown = await admin.agent.get('/api/v1/moderation/decisions/0191f5c2-0000-7000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect((await admin.agent.get('/api/v1/moderation/decisions/nope')).status).toBe(404);
    const size = await admin.agent.get(`/api/v1/moderation/decisions/${moderator.id}?first=0`);
    expect(size.status).toBe(400);
    expect(size.body.fields).toHaveProperty('first');
    expect((await admin.agent.get(`/api/v1/moderation/decisions/${moderator.id}?first=x`)).status).toBe(400);
    const cursor = await gql(admin.agent, HISTORY_OPS.decisions, { moderatorId: moderator.id, after: 'garbage' });
    expect(errorCode(cursor)).toBe('BAD_USER_INPUT');
    const none = await gql(admin.agent, HISTORY_OPS.decisions, { moderatorId: seller.id });
    expect(none.data!.moderationDecisions).toEqual({
      totalCount: 0,
      pageInfo: { hasNextPage: false, endCursor: null },
      nodes: [],
    });
  });
});
