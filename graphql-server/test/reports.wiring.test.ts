import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { approvedProduct } from './helpers/cached-lists';
import { gql } from './helpers/graphql';
import { untilAsync } from './helpers/ws';
import { REPORT_OPS, agedAccounts, reportOk } from './reports.support';
import { call, createToken } from './tokens.support';
import { Receiver, createWebhook, verified } from './webhooks.support';

// Where reports meet the rest of the product: the moderation history records each decision, webhooks
// hear a listing leave (hidden, taken down) and come back (dismissed), and bearer tokens need the
// report calls' own scopes.
const HISTORY = `query($id: ID!) { product(id: $id) { history { action actorName reason } } }`;

describeApp('reports: history, webhooks and token scopes', () => {
  let app: TestApp;
  let receiver: Receiver;
  let seller: TestAccount;
  let moderator: TestAccount;
  let reporters: TestAccount[];
  let secret: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', REPORT_HIDE_THRESHOLD: '2' } });
    receiver = await new Receiver().start();
    const admin = await accountWithRole(app, 'admin');
    moderator = await accountWithRole(app, 'moderator');
    seller = await verifiedAccount(app);
    // Old enough for their reports to count (REPORT_MIN_ACCOUNT_AGE_HOURS).
    reporters = await agedAccounts(app, 2);
    ({ secret } = await createWebhook(admin, `${receiver.url}/hook`, ['PRODUCT_APPROVED', 'PRODUCT_REMOVED']));
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.stop();
  });

  /** The events received so far about listing `id`, verified with the endpoint's secret. */
  const eventsAbout = (id: string) =>
    receiver
      .at('/hook')
      .map((r) => verified(secret, r))
      .filter((e) => (e.data.product as { _id: string })._id === id)
      .map((e) => (e.type === 'product.removed' ? `removed:${String(e.data.reason)}` : e.type));
  /** Waits until `n` events about `id` arrived (the sender looks twice a second). */
  const waitForEvents = async (id: string, n: number) => {
    await untilAsync(() => Promise.resolve(eventsAbout(id).length >= n), 15_000);
    return eventsAbout(id);
  };
  const resolve = async (productId: string, action: string, reason?: string) => {
    const r = await gql(moderator.agent, REPORT_OPS.resolve, { input: { productId, action, reason } });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  };

  it('hidden by reports, then dismissed: webhooks hear it leave and come back; the history names the moderator to staff', async () => {
    const id = await approvedProduct(app, seller, moderator, 'Brass desk bell');
    expect(await waitForEvents(id, 1)).toEqual(['product.approved']);
    for (const r of reporters) await reportOk(r.agent, id, 'SCAM');
    expect(await waitForEvents(id, 2)).toEqual(['product.approved', 'removed:hidden']);

    await resolve(id, 'DISMISS');
    expect(await waitForEvents(id, 3)).toEqual(['product.approved', 'removed:hidden', 'product.approved']);
    const staff = (await gql(moderator.agent, HISTORY, { id })).data!.product.history;
    expect(staff.at(-1)).toEqual({ action: 'REPORTS_DISMISSED', actorName: moderator.name, reason: null });
  });

  it('taken down: one product.removed, and the seller reads the decision and its reason from "a moderator"', async () => {
    const id = await approvedProduct(app, seller, moderator, 'Copper kettle');
    await waitForEvents(id, 1);
    await reportOk(reporters[0].agent, id, 'PROHIBITED');
    await resolve(id, 'TAKE_DOWN', 'Kettles with frayed cords are not allowed');
    expect(await waitForEvents(id, 2)).toEqual(['product.approved', 'removed:taken-down']);
    const own = (await gql(seller.agent, HISTORY, { id })).data!.product.history;
    expect(own.at(-1)).toEqual({
      action: 'TAKEN_DOWN',
      actorName: 'a moderator',
      reason: 'Kettles with frayed cords are not allowed',
    });
  });

  it('a token reports with write:reports only, and decides reports with moderate only', async () => {
    const id = await approvedProduct(app, seller, moderator, 'Oak bookshelf');
    const reader = (await createToken(reporters[1], ['read:products'])).token;
    const refused = await call(app, 'POST', `/api/v1/product/report/${id}`, {
      token: reader,
      body: { reason: 'scam' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ requiredScope: 'write:reports' });
    const reporter = (await createToken(reporters[1], ['write:reports'])).token;
    const done = await call(app, 'POST', `/api/v1/product/report/${id}`, { token: reporter, body: { reason: 'scam' } });
    expect(done.status).toBe(201);

    const staffReader = (await createToken(moderator, ['read:products'])).token;
    for (const [method, path] of [
      ['GET', '/api/v1/moderation/reports'],
      ['PUT', `/api/v1/moderation/reports/${id}`],
    ] as const) {
      const r = await call(app, method, path, { token: staffReader, body: method === 'PUT' ? {} : undefined });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ requiredScope: 'moderate' });
    }
    const staff = (await createToken(moderator, ['moderate'])).token;
    const queue = await call(app, 'GET', '/api/v1/moderation/reports', { token: staff });
    expect(queue.status).toBe(200);
    // Staff's view of another's history is moderation too.
    const history = await call(app, 'GET', `/api/v1/product/history/${id}`, { token: staffReader });
    expect(history.status).toBe(403);
    expect(history.body).toMatchObject({ requiredScope: 'moderate' });
  });
});
