import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { noticesOf } from './products.availability.support';
import { PRODUCT_OPS, addApproved, addProduct } from './products.support';
import { REPORT_OPS, reportOk, restReport, restResolve } from './reports.support';

describeApp('reports: the staff queue and decisions', () => {
  let app: TestApp;
  let seller: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    app = await createTestApp({ env: { REPORT_HIDE_THRESHOLD: '1000' } });
    seller = await verifiedAccount(app);
    alice = await verifiedAccount(app, { name: 'Alice Reporter' });
    bob = await verifiedAccount(app, { name: 'Bob Reporter' });
    moderator = await accountWithRole(app, 'moderator');
    admin = await accountWithRole(app, 'admin');
  });
  afterAll(() => app?.close());

  it('staff see listings with counts, reasons, details and reporters, oldest first, paged; students 403', async () => {
    const older = await addApproved(app, seller.agent, seller.id, { title: 'Old bicycle' });
    const newer = await addApproved(app, seller.agent, seller.id, { title: 'New bicycle' });
    await reportOk(alice.agent, older, 'SCAM', 'Wants money by UPI before meeting');
    await reportOk(bob.agent, older, 'SCAM');
    await reportOk(alice.agent, newer, 'PROHIBITED');
    await reportOk(bob.agent, newer, 'OFFENSIVE');

    const first = await gql(moderator.agent, REPORT_OPS.queue, { first: 1 });
    expect(first.errors).toBeUndefined();
    const page = first.data!.reportedProducts;
    expect(page.totalCount).toBe(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.nodes).toHaveLength(1);
    expect(page.nodes[0]).toMatchObject({
      reportCount: 2,
      product: { id: older, title: 'Old bicycle', status: 'APPROVED' },
      reasons: [{ reason: 'SCAM', count: 2 }],
      reports: [
        {
          reason: 'SCAM',
          details: 'Wants money by UPI before meeting',
          reporterId: alice.id,
          reporterName: 'Alice Reporter',
        },
        { reason: 'SCAM', details: null, reporterId: bob.id, reporterName: 'Bob Reporter' },
      ],
    });
    expect(page.nodes[0].firstReportedAt).toBe(page.nodes[0].reports[0].reportedAt);
    const second = await gql(admin.agent, REPORT_OPS.queue, { first: 1, after: page.pageInfo.endCursor });
    expect(second.data!.reportedProducts.nodes.map((n: { product: { id: string } }) => n.product.id)).toEqual([newer]);
    expect(second.data!.reportedProducts.pageInfo.hasNextPage).toBe(false);

    const rest = await moderator.agent.get('/api/v1/moderation/reports');
    expect(rest.status).toBe(200);
    expect(rest.body.totalCount).toBe(2);
    expect(rest.body.reports[0]).toMatchObject({
      product: { _id: older, title: 'Old bicycle', status: 'Approved' },
      reportCount: 2,
      reasons: [{ reason: 'scam', count: 2 }],
      reports: [{ reason: 'scam', reporter: { _id: alice.id, name: 'Alice Reporter' } }, { reporter: { _id: bob.id } }],
    });
    expect(rest.body.reports[1].reasons).toEqual(
      expect.arrayContaining([
        { reason: 'prohibited', count: 1 },
        { reason: 'offensive', count: 1 },
      ]),
    );
    expect((await alice.agent.get('/api/v1/moderation/reports')).status).toBe(403);
    expect(errorCode(await gql(alice.agent, REPORT_OPS.queue, {}))).toBe('FORBIDDEN');
    expect((await app.agent().get('/api/v1/moderation/reports')).status).toBe(401);
    expect((await moderator.agent.get('/api/v1/moderation/reports?first=0')).status).toBe(400);

    // Decided, they leave the queue (for the tests below, too).
    expect((await restResolve(moderator.agent, older, { action: 'dismiss' })).status).toBe(200);
    expect((await restResolve(moderator.agent, newer, { action: 'dismiss' })).status).toBe(200);
    expect((await gql(moderator.agent, REPORT_OPS.queue, {})).data!.reportedProducts.totalCount).toBe(0);
  });

  it('take-down: REJECTED with the reason (400 without), the seller told without reporters, each reporter told', async () => {
    const id = await addApproved(app, seller.agent, seller.id, { title: 'Fake textbook' });
    await reportOk(alice.agent, id, 'SCAM', 'Same photo as another listing');
    await reportOk(bob.agent, id, 'OTHER');
    const noReason = await restResolve(moderator.agent, id, { action: 'take-down' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ reason: 'A take-down needs a reason, which the seller will read' });
    const gqlNoReason = await gql(moderator.agent, REPORT_OPS.resolve, {
      input: { productId: id, action: 'TAKE_DOWN' },
    });
    expect(errorCode(gqlNoReason)).toBe('BAD_USER_INPUT');
    expect((await restResolve(moderator.agent, id, { action: 'delete', reason: 'x' })).status).toBe(400);
    expect((await restResolve(moderator.agent, id, { action: 'take-down', reason: 'r'.repeat(501) })).status).toBe(400);
    expect((await restResolve(alice.agent, id, { action: 'dismiss' })).status).toBe(403);
    expect((await gql(seller.agent, PRODUCT_OPS.product, { id })).data!.product.status).toBe('APPROVED');

    const down = await gql(moderator.agent, REPORT_OPS.resolve, {
      input: { productId: id, action: 'TAKE_DOWN', reason: 'Pictures copied from a shop' },
    });
    expect(down.errors).toBeUndefined();
    expect(down.data!.resolveReports).toEqual({
      message: 'The listing was taken down',
      product: { id, status: 'REJECTED', rejectionReason: 'Pictures copied from a shop' },
    });
    // The seller reads the reason; the listing is nobody else's to see.
    expect((await gql(seller.agent, PRODUCT_OPS.product, { id })).data!.product.rejectionReason).toBe(
      'Pictures copied from a shop',
    );
    expect((await gql(alice.agent, PRODUCT_OPS.product, { id })).data!.product).toBeNull();
    const sellerNotices = await noticesOf(app, seller.id);
    expect(sellerNotices.at(-1)).toEqual({
      kind: 'product-taken-down',
      message: 'Your product "Fake textbook" was taken down after reports: Pictures copied from a shop.',
      link: '/user-products',
    });
    for (const n of sellerNotices) expect(n.message).not.toMatch(/Alice|Bob|report about/);
    for (const reporter of [alice, bob]) {
      const last = (await noticesOf(app, reporter.id)).at(-1)!;
      expect(last).toMatchObject({ kind: 'report-outcome', link: null });
      expect(last.message).toBe(
        "Your report about 'Fake textbook' was reviewed: the listing was taken down. Thank you.",
      );
    }
    // Over: a second decision finds nothing open, and the same users cannot report it again.
    expect((await restResolve(admin.agent, id, { action: 'dismiss' })).status).toBe(409);

    // The seller edits it: back to review as usual, and approved it is public again.
    const edit = await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, title: 'Textbook (own photos)' } });
    expect(edit.data!.editProduct.product.status).toBe('PENDING');
    expect(
      (await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } })).errors,
    ).toBeUndefined();
    expect((await gql(alice.agent, PRODUCT_OPS.product, { id })).data!.product.status).toBe('APPROVED');
    expect((await restReport(alice.agent, id, { reason: 'scam' })).status).toBe(409);
  });

  it('dismiss: reports cleared, each reporter told it stays up; nobody decides on their own listing', async () => {
    const own = await addApproved(app, moderator.agent, moderator.id, { title: "Moderator's lamp" });
    await reportOk(alice.agent, own, 'OFFENSIVE');
    const self = await restResolve(moderator.agent, own, { action: 'dismiss' });
    expect(self.status).toBe(403);
    expect(self.body.message).toMatch(/your own listing/);
    expect(
      errorCode(await gql(moderator.agent, REPORT_OPS.resolve, { input: { productId: own, action: 'DISMISS' } })),
    ).toBe('FORBIDDEN');
    const res = await restResolve(admin.agent, own, { action: 'Dismiss' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Reports dismissed: the listing stays up',
      product: { _id: own, status: 'Approved' },
    });
    expect((await noticesOf(app, alice.id)).at(-1)).toEqual({
      kind: 'report-outcome',
      message:
        "Your report about 'Moderator's lamp' was reviewed: the listing does not break the rules, so it stays up.",
      link: `/product/${own}`,
    });
    expect((await gql(admin.agent, REPORT_OPS.queue, {})).data!.reportedProducts.totalCount).toBe(0);
    // A pending listing without reports, or an unknown id: nothing to decide.
    const pending = await addProduct(app, seller.agent, seller.id, { title: 'Pending stool' });
    expect((await restResolve(admin.agent, pending, { action: 'dismiss' })).status).toBe(409);
    expect((await restResolve(admin.agent, '0190a0a0-0000-7000-8000-000000000000', { action: 'dismiss' })).status).toBe(
      404,
    );
  });
});
