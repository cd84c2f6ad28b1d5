import { loadConfig } from '../src/config';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { addApproved } from './products.support';
import { REPORT_OPS, agedAccounts, reportOk, restReport, restResolve } from './reports.support';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const NOTICES = 'query { notifications(first: 100) { nodes { kind message link } } }';

/**
 * docs/product.md#reports: only reports from accounts older than REPORT_MIN_ACCOUNT_AGE_HOURS (72)
 * count towards REPORT_HIDE_THRESHOLD (3); younger ones still reach the queue. After staff dismiss
 * a listing's reports, reports cannot hide it for REPORT_DISMISS_IMMUNITY_DAYS (7). The seller is
 * told when reports hide their listing.
 */
describeApp('reports: throwaway accounts, dismissal immunity, the seller told', () => {
  let app: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());
  afterEach(() => app.clock.reset());

  const isPublic = async (id: string) => (await app.agent().get(`/api/v1/product/${id}`)).status === 200;
  const queued = async (id: string) => {
    const r = await gql(moderator.agent, REPORT_OPS.queue, { first: 50 });
    expect(r.errors).toBeUndefined();
    const node = r.data!.reportedProducts.nodes.find((n: { product: { id: string } }) => n.product.id === id);
    return node ? (node.reportCount as number) : 0;
  };
  /** The seller's notifications about hidden listings, over GraphQL, checked against REST's. */
  async function hiddenNotices() {
    const g = await gql(seller.agent, NOTICES);
    const nodes = (g.data!.notifications.nodes as { kind: string; message: string; link: string | null }[]).filter(
      (n) => n.kind === 'PRODUCT_HIDDEN',
    );
    const rest = await seller.agent.get('/api/v1/notification?first=100');
    const restNodes = (rest.body.notifications as { kind: string; message: string }[]).filter(
      (n) => n.kind === 'product-hidden',
    );
    expect(restNodes.map((n) => n.message)).toEqual(nodes.map((n) => n.message));
    return nodes;
  }

  it('three reports from new accounts each answer 201 and reach the queue; the listing stays public', async () => {
    const id = await addApproved(app, seller.agent, seller.id, { title: 'Unused graphing calculator' });
    for (let i = 0; i < 3; i++) {
      const fresh = await verifiedAccount(app);
      const res = await restReport(fresh.agent, id, { reason: 'scam' });
      expect(res.status).toBe(201);
    }
    expect(await queued(id)).toBe(3);
    expect(await isPublic(id)).toBe(true);
    // Two established accounts: five open reports, two that count; still public.
    const [a, b, c] = await agedAccounts(app, 3);
    await reportOk(a.agent, id, 'SCAM');
    await reportOk(b.agent, id, 'SCAM');
    expect(await queued(id)).toBe(5);
    expect(await isPublic(id)).toBe(true);
    expect(await hiddenNotices()).toEqual([]);
    // The third that counts hides it, and the seller is told once.
    await reportOk(c.agent, id, 'SCAM');
    expect(await isPublic(id)).toBe(false);
    expect(await hiddenNotices()).toEqual([
      {
        kind: 'PRODUCT_HIDDEN',
        message: "Your listing 'Unused graphing calculator' is hidden while moderators review reports",
        link: '/user-products',
      },
    ]);
  });

  it('an account counts from REPORT_MIN_ACCOUNT_AGE_HOURS after it signed up: a report it sent younger never does', async () => {
    const id = await addApproved(app, seller.agent, seller.id, { title: 'Hostel mattress' });
    const [a, b] = await agedAccounts(app, 2);
    const young = await verifiedAccount(app);
    await reportOk(young.agent, id, 'SCAM');
    await reportOk(a.agent, id, 'SCAM');
    // The young reporter has aged since, but it was young when it reported.
    app.clock.advance(73 * HOUR);
    await reportOk(b.agent, id, 'SCAM');
    expect(await isPublic(id)).toBe(true);
    await reportOk((await verifiedAccount(app)).agent, id, 'OTHER');
    expect(await isPublic(id)).toBe(true);
    expect(await queued(id)).toBe(4);
  });

  it('after staff dismiss, reports cannot hide the listing for REPORT_DISMISS_IMMUNITY_DAYS; then they can', async () => {
    const id = await addApproved(app, seller.agent, seller.id, { title: 'Cricket bat' });
    for (const r of await agedAccounts(app, 3)) await reportOk(r.agent, id, 'SCAM');
    expect(await isPublic(id)).toBe(false);
    expect((await restResolve(moderator.agent, id, { action: 'dismiss' })).status).toBe(200);
    expect(await isPublic(id)).toBe(true);
    const before = (await hiddenNotices()).length;

    // A second wave of established accounts within the week: reported, queued, still public.
    app.clock.advance(7 * DAY - HOUR);
    for (const r of await agedAccounts(app, 3)) await reportOk(r.agent, id, 'SCAM');
    expect(await isPublic(id)).toBe(true);
    expect(await queued(id)).toBe(3);
    // Past the week, the next report that counts hides it again.
    app.clock.advance(2 * HOUR);
    await reportOk((await agedAccounts(app, 1))[0].agent, id, 'PROHIBITED');
    expect(await isPublic(id)).toBe(false);
    expect(await hiddenNotices()).toHaveLength(before + 1);
  });
});

describeApp('reports: REPORT_MIN_ACCOUNT_AGE_HOURS takes fractions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { REPORT_MIN_ACCOUNT_AGE_HOURS: '0.5', REPORT_HIDE_THRESHOLD: '1' } });
  });
  afterAll(() => app?.close());

  it('half an hour: a 29-minute-old account hides nothing, a 31-minute-old one does', async () => {
    const seller = await verifiedAccount(app);
    const id = await addApproved(app, seller.agent, seller.id, { title: 'Table lamp' });
    const early = await verifiedAccount(app);
    app.clock.advance(29 * 60_000);
    await reportOk(early.agent, id, 'SCAM');
    expect((await app.agent().get(`/api/v1/product/${id}`)).status).toBe(200);
    const later = await verifiedAccount(app);
    app.clock.advance(31 * 60_000);
    await reportOk(later.agent, id, 'SCAM');
    expect((await app.agent().get(`/api/v1/product/${id}`)).status).toBe(404);
  });
});

describe('report and price-drop settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
  it('default to 72 hours, 7 days and 24 hours; take fractions and 0; refuse the rest', () => {
    expect(load({})).toMatchObject({
      reportMinAccountAgeHours: 72,
      reportDismissImmunityDays: 7,
      priceDropAlertIntervalHours: 24,
    });
    expect(
      load({
        REPORT_MIN_ACCOUNT_AGE_HOURS: '0',
        REPORT_DISMISS_IMMUNITY_DAYS: '0.5',
        PRICE_DROP_ALERT_INTERVAL_HOURS: '1.5',
      }),
    ).toMatchObject({ reportMinAccountAgeHours: 0, reportDismissImmunityDays: 0.5, priceDropAlertIntervalHours: 1.5 });
    for (const [name, value] of [
      ['REPORT_MIN_ACCOUNT_AGE_HOURS', '-1'],
      ['REPORT_MIN_ACCOUNT_AGE_HOURS', 'three days'],
      ['REPORT_DISMISS_IMMUNITY_DAYS', '400'],
      ['PRICE_DROP_ALERT_INTERVAL_HOURS', 'x'],
    ])
      expect(() => load({ [name]: value })).toThrow(name);
  });
});
