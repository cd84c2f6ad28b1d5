import { WebhookSender } from '../src/modules/webhooks/webhook-sender';
import { WebhookEntity } from '../src/modules/webhooks/webhook.entity';
import { silentLogger } from '../src/lib/logger';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { untilAsync } from './helpers/ws';
import { AVAILABILITY_OPS } from './products.availability.support';
import { ORIGIN, PRODUCT_OPS, addProduct } from './products.support';
import { ROLE_OPS } from './roles.support';
import { Receiver, WEBHOOK_OPS, createWebhook, deliveriesOf, deliveryStatus, verified } from './webhooks.support';

describeApp('webhooks', () => {
  let app: TestApp;
  let receiver: Receiver;
  let admin: TestAccount;
  let moderator: TestAccount;
  let seller: TestAccount;
  const approve = async (id: string) => {
    const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  };
  const listing = async (title: string) => addProduct(app, seller.agent, seller.id, { title });

  beforeAll(async () => {
    app = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
    receiver = await new Receiver().start();
    [admin, moderator, seller] = [
      await accountWithRole(app, 'admin'),
      await accountWithRole(app, 'moderator'),
      await verifiedAccount(app),
    ];
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.stop();
  });

  it('admins only, on both faces', async () => {
    for (const who of [seller, moderator]) {
      const r = await gql(who.agent, WEBHOOK_OPS.create, {
        input: { url: `${receiver.url}/x`, events: ['PRODUCT_SOLD'] },
      });
      expect(errorCode(r)).toBe('FORBIDDEN');
      expect(errorCode(await gql(who.agent, WEBHOOK_OPS.list))).toBe('FORBIDDEN');
      const rest = await who.agent.get('/api/v1/webhooks');
      expect(rest.status).toBe(403);
    }
    expect((await app.agent().get('/api/v1/webhooks')).status).toBe(401);
    expect(await app.services.db.getRepository(WebhookEntity).count()).toBe(0);
  });

  it('REST: 201 with the secret once, then listed without it; unknown events and bad URLs are 400', async () => {
    const post = (body: object) => admin.agent.post('/api/v1/webhooks').set('Origin', ORIGIN).send(body);
    const res = await post({ url: `${receiver.url}/rest`, events: ['product.sold', 'role.changed'] });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(res.body.webhook).toMatchObject({ url: `${receiver.url}/rest`, events: ['product.sold', 'role.changed'] });
    expect(Object.keys(res.body.webhook)).toEqual(expect.arrayContaining(['_id', 'url', 'events', 'createdAt']));
    const listed = await admin.agent.get('/api/v1/webhooks');
    expect(listed.body.webhooks.map((w: { _id: string }) => w._id)).toContain(res.body.webhook._id);
    expect(JSON.stringify(listed.body)).not.toContain(res.body.secret);

    const bad = await post({ url: `${receiver.url}/rest`, events: ['product.exploded'] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.events).toContain('Unknown event "product.exploded"');
    expect((await post({ url: 'ftp://example.com/x', events: ['product.sold'] })).status).toBe(400);
    expect((await post({ url: `${receiver.url}/rest`, events: [] })).status).toBe(400);

    const del = await admin.agent.delete(`/api/v1/webhooks/${res.body.webhook._id}`).set('Origin', ORIGIN);
    expect(del.body).toEqual({ message: 'Webhook deleted' });
    expect((await admin.agent.get(`/api/v1/webhooks/${res.body.webhook._id}/deliveries`)).status).toBe(404);
  });

  it('an approval is POSTed, signed the Standard Webhooks way, the seller without private fields', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/approved`, ['PRODUCT_APPROVED']);
    const id = await listing('Signed kettle');
    await approve(id);
    const [got] = await receiver.waitFor('/approved', 1);
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    expect(got.headers['webhook-signature']).toMatch(/^v1,/);
    const body = verified(hook.secret, got);
    expect(body.type).toBe('product.approved');
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(body.data.product).toMatchObject({
      _id: id,
      title: 'Signed kettle',
      status: 'Approved',
      sellerId: seller.id,
    });
    expect(body.data.product.seller).toMatchObject({ _id: seller.id, email: null, phoneNumber: null, collegeId: null });
    // A tampered body fails verification.
    expect(() => verified(hook.secret, { ...got, body: got.body.replace('Signed', 'Forged') })).toThrow();
    const [delivery] = await deliveriesOf(admin, hook.id);
    expect(delivery).toMatchObject({
      event: 'PRODUCT_APPROVED',
      status: 'DELIVERED',
      messageId: got.headers['webhook-id'],
    });
    expect(delivery.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null, nextRetryAt: null })]);
  });

  it('a 500 is retried 5 s later with the same id; each attempt is logged; REST lists them', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/flaky`, ['PRODUCT_APPROVED']);
    receiver.answer('/flaky', 500);
    await approve(await listing('Flaky lamp'));
    const [first] = await receiver.waitFor('/flaky', 1);
    const pending = await deliveryStatus(admin, hook.id, 'PENDING');
    await untilAsync(async () => (await deliveriesOf(admin, hook.id))[0].attempts.length === 1);
    const [attempt] = (await deliveriesOf(admin, hook.id))[0].attempts;
    expect(attempt.statusCode).toBe(500);
    // 5 s after the failure (the attempt's start plus its duration).
    const wait = Date.parse(attempt.nextRetryAt!) - Date.parse(attempt.attemptedAt) - attempt.durationMs;
    expect(wait).toBeGreaterThanOrEqual(4990);
    expect(wait).toBeLessThanOrEqual(5010);
    expect(pending.status).toBe('PENDING');
    // Not before it is due: the test clock stands still, so nothing else is sent.
    expect(await app.services.webhookSender.sendDue()).toBe(0);

    app.clock.advance(5000);
    const [, second] = await receiver.waitFor('/flaky', 2);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    verified(hook.secret, second);
    const done = await deliveryStatus(admin, hook.id, 'DELIVERED');
    expect(done.attempts.map((a) => a.statusCode)).toEqual([500, 200]);

    const rest = await admin.agent.get(`/api/v1/webhooks/${hook.id}/deliveries`);
    expect(rest.status).toBe(200);
    expect(rest.body.deliveries[0]).toMatchObject({ event: 'product.approved', status: 'delivered' });
    expect(rest.body.deliveries[0].attempts[0]).toMatchObject({ statusCode: 500, error: null });
    expect(Object.keys(rest.body.deliveries[0].attempts[0])).toEqual(
      expect.arrayContaining(['attemptedAt', 'statusCode', 'error', 'nextRetryAt']),
    );
  });

  it('a network error is logged as such', async () => {
    const closed = new Receiver();
    await closed.start();
    await closed.stop(); // nothing listens on its port now
    const hook = await createWebhook(admin, `${closed.url}/gone`, ['PRODUCT_APPROVED']);
    await approve(await listing('Unreachable desk'));
    await untilAsync(async () => (await deliveriesOf(admin, hook.id))[0]?.attempts.length === 1);
    const [attempt] = (await deliveriesOf(admin, hook.id))[0].attempts;
    expect(attempt).toMatchObject({ statusCode: null, error: expect.stringMatching(/ECONNREFUSED/) });
    await gql(admin.agent, WEBHOOK_OPS.del, { id: hook.id });
  });

  it('410 disables the endpoint; redelivering sends the same event again and enables it', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/gone`, ['PRODUCT_APPROVED']);
    receiver.answer('/gone', 410);
    await approve(await listing('Gone chair'));
    const failed = await deliveryStatus(admin, hook.id, 'FAILED');
    expect(failed.attempts).toEqual([expect.objectContaining({ statusCode: 410, nextRetryAt: null })]);
    const [listed] = (await gql(admin.agent, WEBHOOK_OPS.list)).data!.webhooks.filter(
      (w: { id: string }) => w.id === hook.id,
    );
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'The endpoint answered 410 Gone' });
    await approve(await listing('Unheard table'));
    expect(await deliveriesOf(admin, hook.id)).toHaveLength(1);

    const again = await admin.agent
      .post(`/api/v1/webhooks/deliveries/${failed.id}/redeliver`)
      .set('Origin', ORIGIN)
      .send({});
    expect(again.status).toBe(200);
    const sent = await receiver.waitFor('/gone', 2);
    expect(sent[1].headers['webhook-id']).toBe(sent[0].headers['webhook-id']);
    expect(sent[1].body).toBe(sent[0].body);
    await deliveryStatus(admin, hook.id, 'DELIVERED');
    expect(
      (await gql(admin.agent, WEBHOOK_OPS.list)).data!.webhooks.find((w: { id: string }) => w.id === hook.id).enabled,
    ).toBe(true);
    expect(errorCode(await gql(seller.agent, WEBHOOK_OPS.redeliver, { id: failed.id }))).toBe('FORBIDDEN');
  });

  it('deleted, sold and role changes are told, each to the endpoints that want them', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/all`, ['PRODUCT_REMOVED', 'PRODUCT_SOLD', 'ROLE_CHANGED']);
    const sold = await listing('Sold bike');
    await approve(sold);
    const set = await gql(seller.agent, AVAILABILITY_OPS.set, { id: sold, availability: 'SOLD' });
    expect(set.errors).toBeUndefined();
    const doomed = await listing('Deleted lamp');
    expect((await gql(seller.agent, PRODUCT_OPS.del, { id: doomed })).errors).toBeUndefined();
    const role = await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: seller.id, role: 'MODERATOR' } });
    expect(role.errors).toBeUndefined();

    const bodies = (await receiver.waitFor('/all', 3)).map((r) => verified(hook.secret, r));
    expect(bodies.map((b) => b.type).sort()).toEqual(['product.removed', 'product.sold', 'role.changed']);
    const byType = Object.fromEntries(bodies.map((b) => [b.type, b.data]));
    expect(byType['product.sold'].product).toMatchObject({ _id: sold, availability: 'Sold' });
    expect(byType['product.removed']).toMatchObject({ reason: 'deleted', product: { _id: doomed } });
    expect(byType['role.changed']).toMatchObject({ previousRole: 'user', user: { _id: seller.id, role: 'moderator' } });
    expect(byType['role.changed'].user.email).toBeNull();
    // Approvals went to the endpoints that asked for them, not here.
    expect(receiver.at('/all')).toHaveLength(3);
  });

  it('pages deliveries, newest first', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/pages`, ['PRODUCT_APPROVED']);
    for (const t of ['Page one', 'Page two', 'Page three']) await approve(await listing(t));
    await receiver.waitFor('/pages', 3);
    const first = await gql(admin.agent, WEBHOOK_OPS.deliveries, { id: hook.id, first: 2 });
    expect(first.data!.webhookDeliveries.nodes).toHaveLength(2);
    expect(first.data!.webhookDeliveries.pageInfo.hasNextPage).toBe(true);
    const after = first.data!.webhookDeliveries.pageInfo.endCursor;
    const rest = await gql(admin.agent, WEBHOOK_OPS.deliveries, { id: hook.id, first: 2, after });
    expect(rest.data!.webhookDeliveries.nodes).toHaveLength(1);
    expect(JSON.parse(rest.data!.webhookDeliveries.nodes[0].payload).data.product.title).toBe('Page one');
  });

  it('two instances looking at once send a delivery once', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/once`, ['PRODUCT_APPROVED']);
    await app.services.webhookSender.stop();
    try {
      await approve(await listing('Claimed once'));
      const deps = { clock: app.clock, logger: silentLogger, allowPrivate: true };
      const [a, b] = [new WebhookSender(app.services.db, deps), new WebhookSender(app.services.db, deps)];
      await Promise.all([a.sendDue(), b.sendDue(), a.sendDue(), b.sendDue()]);
      expect(receiver.at('/once')).toHaveLength(1);
      const [delivery] = await deliveriesOf(admin, hook.id);
      expect(delivery.status).toBe('DELIVERED');
      expect(delivery.attempts).toHaveLength(1);
    } finally {
      app.services.webhookSender.start();
    }
  });
});
