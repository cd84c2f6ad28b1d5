import 'reflect-metadata';
import { Webhook } from 'standardwebhooks';
import { RestProduct } from '../src/modules/products';
import { webhookEventBody } from '../src/modules/webhooks/webhook-event-schemas';

const eventBody = (type: Parameters<typeof webhookEventBody>[0]) => webhookEventBody(type, RestProduct);
import { WebhookEntity } from '../src/modules/webhooks/webhook.entity';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { ORIGIN, PRODUCT_OPS, addProduct } from './products.support';
import { Receiver, createWebhook, deliveriesOf, deliveryStatus, verified } from './webhooks.support';

const TEST = `mutation($id: ID!) { testWebhook(id: $id) { message delivery { id event status messageId } } }`;
const ROTATE = `mutation($id: ID!) { rotateWebhookSecret(id: $id) { message secret webhook { id previousSecretExpiresAt } } }`;
const DAY_MS = 24 * 60 * 60 * 1000;

describeApp('webhooks: the test event and secret rotation', () => {
  let app: TestApp;
  let receiver: Receiver;
  let admin: TestAccount;
  let moderator: TestAccount;
  let seller: TestAccount;
  const post = (path: string) => admin.agent.post(`/api/v1/webhooks${path}`).set('Origin', ORIGIN).send({});
  const approveNew = async (title: string) => {
    const id = await addProduct(app, seller.agent, seller.id, { title });
    const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  };

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

  it('POST /webhooks/:id/test sends a signed webhook.test to that endpoint only, listed in its deliveries', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/tested`, ['PRODUCT_SOLD']);
    const other = await createWebhook(admin, `${receiver.url}/untested`, ['PRODUCT_SOLD']);
    const res = await post(`/${hook.id}/test`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Test event queued', delivery: { event: 'webhook.test' } });
    const [got] = await receiver.waitFor('/tested', 1);
    const body = verified(hook.secret, got);
    expect(body).toMatchObject({ type: 'webhook.test', data: { webhookId: hook.id } });
    eventBody('webhook.test').parse(body);
    expect(got.headers['webhook-id']).toBe(res.body.delivery.messageId);
    const delivered = await deliveryStatus(admin, hook.id, 'DELIVERED');
    expect(delivered).toMatchObject({ id: res.body.delivery._id, event: 'WEBHOOK_TEST' });
    expect(receiver.at('/untested')).toEqual([]);
    expect(await deliveriesOf(admin, other.id)).toEqual([]);
    // Not an event of the marketplace: the log does not hold it.
    expect((await admin.agent.get('/api/v1/events')).body.events).toEqual([]);

    const viaGraphql = await gql(admin.agent, TEST, { id: hook.id });
    expect(viaGraphql.data!.testWebhook.delivery).toMatchObject({ event: 'WEBHOOK_TEST', status: 'PENDING' });
    await receiver.waitFor('/tested', 2);
    expect(errorCode(await gql(moderator.agent, TEST, { id: hook.id }))).toBe('FORBIDDEN');
    expect((await seller.agent.post(`/api/v1/webhooks/${hook.id}/test`).set('Origin', ORIGIN)).status).toBe(403);
    expect((await post('/01900000-0000-7000-8000-000000000000/test')).status).toBe(404);
  });

  it('a disabled endpoint gets the test event too, and stays disabled', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/disabled`, ['PRODUCT_SOLD']);
    await app.services.db.getRepository(WebhookEntity).update({ id: hook.id }, { enabled: false });
    expect((await post(`/${hook.id}/test`)).status).toBe(200);
    verified(hook.secret, (await receiver.waitFor('/disabled', 1))[0]);
    await deliveryStatus(admin, hook.id, 'DELIVERED');
    expect((await app.services.db.getRepository(WebhookEntity).findOneByOrFail({ id: hook.id })).enabled).toBe(false);
  });

  it('rotation answers the new secret once; both secrets sign for 24 hours, then only the new one', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/rotated`, ['PRODUCT_APPROVED']);
    const before = app.clock.now().getTime();
    const res = await post(`/${hook.id}/rotate-secret`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Secret rotated: the previous one signs too for 24 hours');
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(res.body.secret).not.toBe(hook.secret);
    const until = Date.parse(res.body.webhook.previousSecretExpiresAt);
    expect(until - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(until - before).toBeLessThan(DAY_MS + 5000);
    expect(JSON.stringify((await admin.agent.get('/api/v1/webhooks')).body)).not.toContain(res.body.secret);

    await approveNew('Rotated radio');
    const [during] = await receiver.waitFor('/rotated', 1);
    expect(during.headers['webhook-signature'].split(' ')).toHaveLength(2);
    // The official package accepts the message with either secret.
    expect(new Webhook(hook.secret).verify(during.body, during.headers)).toMatchObject({ type: 'product.approved' });
    expect(new Webhook(res.body.secret).verify(during.body, during.headers)).toMatchObject({
      type: 'product.approved',
    });

    // 24 hours later (the overlap's end brought to now): one signature, the new secret's.
    await app.services.db
      .getRepository(WebhookEntity)
      .update({ id: hook.id }, { previousSecretExpiresAt: app.clock.now() });
    await approveNew('Later lamp');
    const [, after] = await receiver.waitFor('/rotated', 2);
    expect(after.headers['webhook-signature'].split(' ')).toHaveLength(1);
    verified(res.body.secret, after);
    expect(() => verified(hook.secret, after)).toThrow();
  });

  it('rotateWebhookSecret: admins only; a second rotation keeps only the secret it replaces', async () => {
    const hook = await createWebhook(admin, `${receiver.url}/twice`, ['PRODUCT_APPROVED']);
    expect(errorCode(await gql(moderator.agent, ROTATE, { id: hook.id }))).toBe('FORBIDDEN');
    const first = await gql(admin.agent, ROTATE, { id: hook.id });
    expect(first.errors).toBeUndefined();
    const second = await gql(admin.agent, ROTATE, { id: hook.id });
    const [one, two] = [first.data!.rotateWebhookSecret.secret, second.data!.rotateWebhookSecret.secret];
    expect(second.data!.rotateWebhookSecret.webhook.previousSecretExpiresAt).toEqual(expect.any(String));
    await approveNew('Twice-rotated tray');
    const [got] = await receiver.waitFor('/twice', 1);
    verified(two, got);
    verified(one, got);
    expect(() => verified(hook.secret, got)).toThrow();
  });
});
