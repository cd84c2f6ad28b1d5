import 'reflect-metadata';
import { LessThan } from 'typeorm';
import { RestProduct } from '../src/modules/products';
import { webhookEventBody } from '../src/modules/webhooks/webhook-event-schemas';

const eventBody = (type: Parameters<typeof webhookEventBody>[0]) => webhookEventBody(type, RestProduct);
import { WebhookEventEntity } from '../src/modules/webhooks/webhook.entity';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { ORIGIN, PRODUCT_OPS, addProduct } from './products.support';
import { ROLE_OPS } from './roles.support';
import { call, createToken, gqlBearer } from './tokens.support';
import { Receiver, createWebhook } from './webhooks.support';

const EVENTS = `query($first: Int, $after: String) { events(first: $first, after: $after) {
  nodes { id messageId type timestamp data } pageInfo { hasNextPage endCursor } } }`;

describeApp('the webhook event log', () => {
  let app: TestApp;
  let receiver: Receiver;
  let admin: TestAccount;
  let moderator: TestAccount;
  let seller: TestAccount;
  let appToken: string;
  const approve = async (id: string) => {
    const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  };
  const all = async (path = '/api/v1/events?first=100') => {
    const res = await admin.agent.get(path);
    expect(res.status).toBe(200);
    return res.body as { message: string; events: any[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  };

  beforeAll(async () => {
    app = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
    receiver = await new Receiver().start();
    [admin, moderator, seller] = [
      await accountWithRole(app, 'admin'),
      await accountWithRole(app, 'moderator'),
      await verifiedAccount(app),
    ];
    const created = await admin.agent
      .post('/api/v1/admin/app-tokens')
      .set('Origin', ORIGIN)
      .send({ name: 'hostel portal', scopes: ['read:products'] });
    appToken = created.body.token;
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.stop();
  });

  it('keeps every event, with no endpoint subscribed, oldest first with the id and body deliveries carry', async () => {
    const first = await addProduct(app, seller.agent, seller.id, { title: 'Logged lamp' });
    await approve(first);
    const role = await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: seller.id, role: 'MODERATOR' } });
    expect(role.errors).toBeUndefined();
    const listed = await all();
    expect(listed.message).toBe('Events found');
    expect(listed.events.map((e) => e.type)).toEqual(['product.approved', 'role.changed']);
    const [approved] = listed.events;
    expect(Object.keys(approved).sort()).toEqual(['_id', 'data', 'messageId', 'timestamp', 'type']);
    expect(approved.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(approved.data.product).toMatchObject({ _id: first, title: 'Logged lamp', status: 'Approved' });
    expect(listed.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    // Each body has the shape the OpenAPI document describes for its event.
    for (const e of listed.events) eventBody(e.type).parse({ type: e.type, timestamp: e.timestamp, data: e.data });

    // An endpoint that subscribes gets the very same message: the log's id and body.
    await createWebhook(admin, `${receiver.url}/same`, ['PRODUCT_APPROVED']);
    const second = await addProduct(app, seller.agent, seller.id, { title: 'Delivered desk' });
    await approve(second);
    const [got] = await receiver.waitFor('/same', 1);
    const logged = (await all()).events.at(-1);
    expect(logged.messageId).toBe(got.headers['webhook-id']);
    expect({ type: logged.type, timestamp: logged.timestamp, data: logged.data }).toEqual(JSON.parse(got.body));
  });

  it('pages oldest first after the cursor; the cursor at the end picks up what comes later', async () => {
    const before = (await all()).events.length;
    const page1 = await all('/api/v1/events?first=2');
    expect(page1.events).toHaveLength(2);
    expect(page1.pageInfo.hasNextPage).toBe(before > 2);
    const rest = await all(`/api/v1/events?first=100&after=${page1.pageInfo.endCursor}`);
    expect([...page1.events, ...rest.events].map((e) => e._id)).toEqual((await all()).events.map((e) => e._id));
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const later = await addProduct(app, seller.agent, seller.id, { title: 'Caught-up chair' });
    await approve(later);
    const caughtUp = await all(`/api/v1/events?after=${rest.pageInfo.endCursor}`);
    expect(caughtUp.events.map((e) => e.data.product._id)).toEqual([later]);
    expect((await admin.agent.get('/api/v1/events?first=0')).status).toBe(400);
    expect((await admin.agent.get('/api/v1/events?after=nonsense')).status).toBe(400);
  });

  it('admins see every event; a token with read:products the listing events; anyone else 403', async () => {
    const everything = (await all()).events;
    expect(everything.some((e) => e.type === 'role.changed')).toBe(true);
    const products = everything.filter((e) => e.type.startsWith('product.')).map((e) => e._id);

    const byApp = await call(app, 'GET', '/api/v1/events?first=100', { token: appToken });
    expect(byApp.status).toBe(200);
    expect(byApp.body.events.map((e: { _id: string }) => e._id)).toEqual(products);
    const student = await verifiedAccount(app);
    const reader = await createToken(student, ['read:products']);
    const byStudent = await call(app, 'GET', '/api/v1/events?first=100', { token: reader.token });
    expect(byStudent.body.events.map((e: { _id: string }) => e._id)).toEqual(products);
    const viaGraphql = await gqlBearer(app, reader.token, EVENTS, { first: 100 });
    expect(viaGraphql.body.data.events.nodes.map((e: { type: string }) => e.type)).not.toContain('ROLE_CHANGED');

    const wishlistOnly = await createToken(student, ['read:wishlist']);
    expect((await call(app, 'GET', '/api/v1/events', { token: wishlistOnly.token })).status).toBe(403);
    expect((await student.agent.get('/api/v1/events')).status).toBe(403);
    expect((await moderator.agent.get('/api/v1/events')).status).toBe(403);
    expect((await app.agent().get('/api/v1/events')).status).toBe(401);
    expect(errorCode(await gql(moderator.agent, EVENTS))).toBe('FORBIDDEN');
    expect(errorCode(await gql(student.agent, EVENTS))).toBe('FORBIDDEN');
  });

  it('GraphQL events: the same entries, data as JSON text', async () => {
    const rest = (await all()).events;
    const r = await gql(admin.agent, EVENTS, { first: 100 });
    expect(r.errors).toBeUndefined();
    const nodes = r.data!.events.nodes as { id: string; messageId: string; type: string; data: string }[];
    expect(nodes.map((n) => n.messageId)).toEqual(rest.map((e) => e.messageId));
    expect(nodes[0].type).toBe('PRODUCT_APPROVED');
    expect(JSON.parse(nodes[0].data)).toEqual(rest[0].data);
  });

  it('keeps 30 days: older events are no longer listed, and the sweep deletes them', async () => {
    const repo = app.services.db.getRepository(WebhookEventEntity);
    const old = await repo.count();
    expect(old).toBeGreaterThan(0);
    // As if they had happened 30 days and a minute ago.
    const past = new Date(app.clock.now().getTime() - (30 * 24 * 60 + 1) * 60 * 1000);
    await repo.update({ createdAt: LessThan(app.clock.now()) }, { createdAt: past });
    const fresh = await addProduct(app, seller.agent, seller.id, { title: 'Fresh fan' });
    await approve(fresh);
    expect((await all()).events.map((e) => e.data.product._id)).toEqual([fresh]);
    expect(await app.services.eventLog.prune()).toBe(old);
    expect(await repo.count()).toBe(1);
  });
});
