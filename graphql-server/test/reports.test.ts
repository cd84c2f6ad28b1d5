import { ProductReportEntity } from '../src/modules/reports/product-report.entity';
import { type TestAccount, accountWithRole, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { addApproved, addProduct } from './products.support';
import { REPORT_OPS, cloneListings, reportOk, reportRows, restReport } from './reports.support';

describeApp('reports: reporting a listing', () => {
  let app: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let moderator: TestAccount;
  let listing: string;
  beforeAll(async () => {
    // Hiding at the threshold has its own file (reports.hiding.test.ts): here no number of reports hides.
    app = await createTestApp({ env: { REPORT_HIDE_THRESHOLD: '1000' } });
    seller = await verifiedAccount(app);
    buyer = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
    listing = await addApproved(app, seller.agent, seller.id, { title: 'Too cheap phone' });
  });
  afterAll(() => app?.close());

  it('a verified user reports an approved listing once: 201 { message } on REST (any case), CONFLICT after, on both', async () => {
    expect((await gql(buyer.agent, REPORT_OPS.reportedByMe, { id: listing })).data!.product.reportedByMe).toBe(false);
    const res = await restReport(buyer.agent, listing, { reason: 'Scam', details: '  Asks for payment first  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you: the moderators will look at your report' });
    const row = await app.services.db.getRepository(ProductReportEntity).findOneByOrFail({ reporterId: buyer.id });
    expect(row).toMatchObject({
      productId: listing,
      reason: 'SCAM',
      details: 'Asks for payment first',
      resolvedAt: null,
    });
    expect((await gql(buyer.agent, REPORT_OPS.reportedByMe, { id: listing })).data!.product.reportedByMe).toBe(true);
    expect((await gql(app.agent(), REPORT_OPS.reportedByMe, { id: listing })).data!.product.reportedByMe).toBe(false);

    const again = await restReport(buyer.agent, listing, { reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reported this listing');
    const gqlAgain = await gql(buyer.agent, REPORT_OPS.report, { input: { productId: listing, reason: 'OTHER' } });
    expect(errorCode(gqlAgain)).toBe('CONFLICT');
    // Staff may report too (a moderator who comes across it), reasons in lower case with underscores.
    expect((await restReport(moderator.agent, listing, { reason: 'wrong_category' })).status).toBe(201);
  });

  it('bad input is 400 and changes nothing: unknown reason, details over 500 characters, details not text', async () => {
    const reporter = await verifiedAccount(app);
    const before = await reportRows(app);
    const unknown = await restReport(reporter.agent, listing, { reason: 'boring' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.reason).toMatch(/scam, prohibited/);
    expect((await restReport(reporter.agent, listing, {})).status).toBe(400);
    const long = await restReport(reporter.agent, listing, { reason: 'other', details: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ details: 'Details must be at most 500 characters' });
    expect((await restReport(reporter.agent, listing, { reason: 'other', details: 42 })).status).toBe(400);
    const gqlLong = await gql(reporter.agent, REPORT_OPS.report, {
      input: { productId: listing, reason: 'OTHER', details: 'x'.repeat(501) },
    });
    expect(errorCode(gqlLong)).toBe('BAD_USER_INPUT');
    const gqlUnknown = await gql(reporter.agent, REPORT_OPS.report, {
      input: { productId: listing, reason: 'BORING' },
    });
    expect(gqlUnknown.errors).toBeDefined();
    expect(await reportRows(app)).toBe(before);
    // 500 characters exactly are fine.
    expect((await restReport(reporter.agent, listing, { reason: 'OTHER', details: 'y'.repeat(500) })).status).toBe(201);
  });

  it('visitors 401, unverified users 400, the seller 403 on their own listing', async () => {
    const visitor = await restReport(app.agent(), listing, { reason: 'scam' });
    expect(visitor.status).toBe(401);
    expect(
      errorCode(await gql(app.agent(), REPORT_OPS.report, { input: { productId: listing, reason: 'SCAM' } })),
    ).toBe('UNAUTHENTICATED');
    const unverified = await registerAccount(app);
    expect((await restReport(unverified.agent, listing, { reason: 'scam' })).status).toBe(400);
    const own = await restReport(seller.agent, listing, { reason: 'scam' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot report your own listing');
  });

  it('only approved listings everyone sees: pending, rejected and unknown ids are 404, for staff too', async () => {
    const pending = await addProduct(app, seller.agent, seller.id, { title: 'Pending kettle' });
    expect((await restReport(buyer.agent, pending, { reason: 'scam' })).status).toBe(404);
    expect((await restReport(moderator.agent, pending, { reason: 'scam' })).status).toBe(404);
    expect((await restReport(buyer.agent, '0190a0a0-0000-7000-8000-000000000000', { reason: 'scam' })).status).toBe(
      404,
    );
    expect((await restReport(buyer.agent, 'not-an-id', { reason: 'scam' })).status).toBe(404);
    const r = await gql(buyer.agent, REPORT_OPS.report, { input: { productId: pending, reason: 'SCAM' } });
    expect(errorCode(r)).toBe('NOT_FOUND');
  });

  it('at most 20 reports in 24 hours per user (429 after, nothing written), then again', async () => {
    const busy = await verifiedAccount(app);
    const targets = await cloneListings(app, listing, 21);
    for (const id of targets.slice(0, 20)) await reportOk(busy.agent, id, 'ALREADY_SOLD');
    const before = await reportRows(app);
    const over = await restReport(busy.agent, targets[20], { reason: 'already_sold' });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/at most 20 reports a day/);
    expect(
      errorCode(await gql(busy.agent, REPORT_OPS.report, { input: { productId: targets[20], reason: 'SCAM' } })),
    ).toBe('RATE_LIMITED');
    expect(await reportRows(app)).toBe(before);
    app.clock.advance(24 * 3600 * 1000 + 1000);
    try {
      expect((await restReport(busy.agent, targets[20], { reason: 'already_sold' })).status).toBe(201);
    } finally {
      app.clock.reset();
    }
  });
});
