import { isPrivateAddress, publicAddresses } from '../src/lib/network-address';
import { postWebhook } from '../src/modules/webhooks/webhook-transport';
import { WebhookEntity } from '../src/modules/webhooks/webhook.entity';
import { WEBHOOK_MESSAGES } from '../src/modules/webhooks/webhooks.service';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { untilAsync } from './helpers/ws';
import { ORIGIN, PRODUCT_OPS, addProduct } from './products.support';
import { Receiver, WEBHOOK_OPS, deliveriesOf } from './webhooks.support';

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    // IPv4-compatible, SIIT and 6to4 forms of loopback and private addresses.
    '::127.0.0.1',
    '::7f00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a00:1',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:c0a8:101:1::1',
  ])('%s is refused', (ip) => expect(isPrivateAddress(ip)).toBe(true));

  it.each([
    '93.184.216.34',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '::5db8:d822',
    '::ffff:0:5db8:d822',
    '2002:5db8:d822::1',
  ])('%s is public', (ip) => expect(isPrivateAddress(ip)).toBe(false));

  it('checks every address a name resolves to', async () => {
    const lookup = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ]);
    await expect(publicAddresses('mixed.example', lookup)).rejects.toThrow(/private/);
    await expect(
      publicAddresses('public.example', () => Promise.resolve([{ address: '1.1.1.1', family: 4 }])),
    ).resolves.toHaveLength(1);
  });
});

it.each(['http://[::127.0.0.1]:9/', 'http://[::ffff:0:127.0.0.1]:9/', 'http://[2002:7f00:1::]:9/'])(
  'a delivery to %s is refused before any connection',
  async (url) => {
    const outcome = await postWebhook(url, {}, '{}', { allowPrivate: false });
    expect(outcome).toEqual({ status: null, error: expect.stringMatching(/private, loopback/) });
  },
);

describeApp('webhooks without WEBHOOK_ALLOW_PRIVATE_NETWORKS', () => {
  let app: TestApp;
  let receiver: Receiver;
  let admin: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    receiver = await new Receiver().start();
    admin = await accountWithRole(app, 'admin');
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.stop();
  });

  it('refuses private, loopback, link-local and metadata addresses at registration (400)', async () => {
    const port = new URL(receiver.url).port;
    for (const url of [
      `${receiver.url}/hook`,
      `http://localhost:${port}/hook`,
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:7f00:1]/hook',
      'http://[::127.0.0.1]:9/',
      'http://[::ffff:0:127.0.0.1]:9/',
      'http://[2002:7f00:1::]:9/',
      'http://10.0.0.8/hook',
      'https://192.168.0.10/hook',
    ]) {
      const res = await admin.agent
        .post('/api/v1/webhooks')
        .set('Origin', ORIGIN)
        .send({ url, events: ['product.approved'] });
      expect({ url, status: res.status, field: res.body.fields?.url }).toEqual({
        url,
        status: 400,
        field: WEBHOOK_MESSAGES.privateUrl,
      });
    }
    // A public address literal needs no DNS: accepted.
    const ok = await gql(admin.agent, WEBHOOK_OPS.create, {
      input: { url: 'https://93.184.216.34/hook', events: ['PRODUCT_SOLD'] },
    });
    expect(ok.errors).toBeUndefined();
    await gql(admin.agent, WEBHOOK_OPS.del, { id: ok.data!.createWebhook.webhook.id });
  });

  it('and at delivery time: an endpoint whose address turned private is never reached', async () => {
    // As if its name resolved to a public address at registration and to loopback now.
    const row = Object.assign(new WebhookEntity(), {
      id: '01900000-0000-7000-8000-00000000beef',
      url: `${receiver.url}/late`,
      events: 'product.approved',
      secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=',
      enabled: true,
      disabledReason: null,
      createdBy: admin.id,
      createdAt: app.clock.now(),
    });
    await app.services.db.getRepository(WebhookEntity).insert(row);
    const seller = await verifiedAccount(app);
    const moderator = await accountWithRole(app, 'moderator');
    const id = await addProduct(app, seller.agent, seller.id);
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    await untilAsync(async () => (await deliveriesOf(admin, row.id))[0]?.attempts.length === 1, 15_000);
    const [attempt] = (await deliveriesOf(admin, row.id))[0].attempts;
    expect(attempt).toMatchObject({ statusCode: null, error: expect.stringMatching(/private, loopback/) });
    expect(receiver.received).toEqual([]);
  });
});
