import type { Client } from 'graphql-ws';
import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import { accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { gql } from './helpers/graphql';
import { collect, subscribed, until, wsClient, wsClients } from './helpers/ws';
import { PRODUCT_OPS, addProduct } from './products.support';

/** What a notificationAdded subscriber receives. */
interface Added {
  notificationAdded: { id: string; message: string; link: string | null; isRead: boolean; createdAt: string };
}

const ADDED = 'subscription { notificationAdded { id message link isRead createdAt } }';

function liveSuite(redis: boolean) {
  let app: TestApp;
  const client = wsClients(() => app);
  beforeAll(async () => {
    app = await createTestApp({ redis });
  });
  afterAll(() => app?.close());

  it('pushes a notification to every open tab of its user and to no one else', async () => {
    const seller = await verifiedAccount(app);
    const other = await verifiedAccount(app);
    const moderator = await accountWithRole(app, 'moderator');
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Camera' });
    const tab1 = collect<Added>(client(seller.cookie), ADDED);
    const tab2 = collect<Added>(client(seller.cookie), ADDED);
    const stranger = collect<Added>(client(other.cookie), ADDED);
    await subscribed(app, 'notificationAdded', seller.id, 2);
    await subscribed(app, 'notificationAdded', other.id);
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    await until(() => tab1.values.length >= 1 && tab2.values.length >= 1);
    for (const tab of [tab1, tab2]) {
      expect(tab.values).toEqual([
        {
          notificationAdded: {
            id: expect.any(String),
            message: 'Your product "Camera" was approved.',
            link: `/product/${id}`,
            isRead: false,
            createdAt: expect.stringMatching(/Z$/),
          },
        },
      ]);
    }
    // The stranger's own notice, published after the seller's, is the first thing it hears: had the
    // seller's reached it, that would have come first.
    const lens = await addProduct(app, other.agent, other.id, { title: 'Lens' });
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id: lens, status: 'APPROVED' } });
    await until(() => stranger.values.length >= 1);
    expect(stranger.values.map((v) => v.notificationAdded.message)).toEqual(['Your product "Lens" was approved.']);
    // What was pushed is what is stored.
    const stored = await app.services.db
      .getRepository(NotificationEntity)
      .findOneByOrFail({ id: tab1.values[0].notificationAdded.id });
    expect(stored.userId).toBe(seller.id);
    for (const s of [tab1, tab2, stranger]) s.stop();
  });

  it('refuses a subscriber without a session', async () => {
    const sub = collect<Added>(client(), ADDED);
    await sub.done;
    expect(sub.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
}

describeApp('notificationAdded (in-process events)', () => liveSuite(false));
describeWithRedis('notificationAdded (events through Redis)', () => liveSuite(true));

describeWithRedis('notificationAdded across two server instances', () => {
  let first: TestApp;
  let second: TestApp;
  let client: Client | undefined;
  beforeAll(async () => {
    first = await createTestApp({ redis: true });
    second = await createTestApp({ redis: true, sameDatabaseAs: first });
  });
  afterAll(async () => {
    await client?.dispose();
    await second?.close();
    await first?.close();
  });

  it('an approval on one instance reaches the seller connected to the other', async () => {
    const seller = await verifiedAccount(first);
    const moderator = await accountWithRole(first, 'moderator');
    const id = await addProduct(first, seller.agent, seller.id, { title: 'Bookshelf' });
    client = wsClient(second, seller.cookie);
    const sub = collect<Added>(client, ADDED);
    await subscribed(second, 'notificationAdded', seller.id);
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    await until(() => sub.values.length >= 1);
    expect(sub.values[0].notificationAdded.message).toBe('Your product "Bookshelf" was approved.');
    sub.stop();
  });
});
