import { NotificationKind1700000000012 } from '../src/db/migrations/1700000000012-notification-kind';
import { uuidv7 } from '../src/lib/uuid';
import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { collect, subscribed, until, wsClients } from './helpers/ws';
import { PRODUCT_OPS, addProduct } from './products.support';
import { ROLE_OPS } from './roles.support';

/**
 * Every notification says what it is about (its kind), so that each client gives it its icon:
 * GraphQL as the NotificationKind enum, REST in lower-case kebab, the live push too.
 */
const LIST = 'query { notifications(first: 100) { nodes { id kind message link } } }';

interface Listed {
  id: string;
  kind: string;
  message: string;
  link: string | null;
}

describeApp('notifications: each says its kind', () => {
  let app: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  const client = wsClients(() => app);
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
    admin = await accountWithRole(app, 'admin');
  });
  afterAll(() => app?.close());

  /** The newest notification of `who` on both APIs, as [GraphQL kind, REST kind, message]. */
  async function newest(who: TestAccount): Promise<[string, string, string]> {
    const g = await gql(who.agent, LIST);
    expect(g.errors).toBeUndefined();
    const rest = await who.agent.get('/api/v1/notification?first=1');
    expect(rest.status).toBe(200);
    const [node] = g.data!.notifications.nodes as Listed[];
    expect(rest.body.notifications[0]._id).toBe(node.id);
    return [node.kind, rest.body.notifications[0].kind, node.message];
  }

  it('a listing waiting, approved, rejected, sent back to review and removed', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Desk lamp' });
    expect(await newest(moderator)).toEqual([
      'PENDING_REVIEW',
      'pending-review',
      'New product "Desk lamp" is waiting for review.',
    ]);
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    expect(await newest(seller)).toEqual([
      'PRODUCT_APPROVED',
      'product-approved',
      'Your product "Desk lamp" was approved.',
    ]);
    await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, title: 'LED desk lamp' } });
    expect(await newest(admin)).toEqual([
      'PENDING_REVIEW',
      'pending-review',
      'New product "LED desk lamp" is waiting for review.',
    ]);
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'REJECTED', reason: 'Blurry' } });
    expect(await newest(seller)).toEqual([
      'PRODUCT_REJECTED',
      'product-rejected',
      'Your product "LED desk lamp" was rejected: Blurry.',
    ]);
    expect((await admin.agent.delete(`/api/v1/product/delete-product/${id}`)).status).toBe(200);
    expect(await newest(seller)).toEqual([
      'PRODUCT_REMOVED',
      'product-removed',
      'Your product "LED desk lamp" was removed by an admin.',
    ]);
  });

  it('a role request and its decision', async () => {
    const student = await verifiedAccount(app);
    expect((await gql(student.agent, ROLE_OPS.request)).errors).toBeUndefined();
    expect(await newest(admin)).toEqual([
      'ROLE_REQUEST',
      'role-request',
      `${student.name} asked for the moderator role.`,
    ]);
    const r = await gql(admin.agent, ROLE_OPS.decide, { input: { userId: student.id, action: 'REJECT' } });
    expect(r.errors).toBeUndefined();
    expect(await newest(student)).toEqual([
      'ROLE_DECIDED',
      'role-decided',
      'Your moderator role request was rejected.',
    ]);
  });

  it('mark-as-read answers the kind too (REST), and the live push carries it (GraphQL)', async () => {
    const other = await verifiedAccount(app);
    const id = await addProduct(app, other.agent, other.id, { title: 'Kettle' });
    const tab = collect<{ notificationAdded: Listed }>(
      client(other.cookie),
      'subscription { notificationAdded { id kind message link } }',
    );
    await subscribed(app, 'notificationAdded', other.id);
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    await until(() => tab.values.length >= 1);
    expect(tab.values[0].notificationAdded).toEqual({
      id: expect.any(String),
      kind: 'PRODUCT_APPROVED',
      message: 'Your product "Kettle" was approved.',
      link: `/product/${id}`,
    });
    tab.stop();
    const mark = await other.agent
      .put('/api/v1/notification/mark-as-read')
      .send({ id: tab.values[0].notificationAdded.id });
    expect(mark.status).toBe(200);
    expect(mark.body.notification).toMatchObject({ kind: 'product-approved', isRead: true });
  });

  it('rows older than the column answer the kind their link implies; the migration may run again', async () => {
    const q = app.services.db.createQueryRunner();
    const migration = new NotificationKind1700000000012();
    const owner = await verifiedAccount(app);
    const links: [string | null, string, string][] = [
      ['/product-moderation', 'pending-review', 'PENDING_REVIEW'],
      ['/user-products', 'product-rejected', 'PRODUCT_REJECTED'],
      ['/approve-or-reject-request', 'role-request', 'ROLE_REQUEST'],
      ['/request-role', 'role-decided', 'ROLE_DECIDED'],
      [null, 'product-removed', 'PRODUCT_REMOVED'],
      ['/product/0191f5c3-0000-7000-8000-000000000000', 'product-approved', 'PRODUCT_APPROVED'],
    ];
    // Oldest first, so the newest-first answers list them in reverse.
    const ids = links.map((_l, i) => uuidv7(Date.parse('2026-01-05T10:00:00.000Z') + i));
    try {
      await migration.down(q);
      expect(await q.hasColumn('notifications', 'kind')).toBe(false);
      // Rows as the release before wrote them: no kind.
      for (const [i, [link]] of links.entries()) {
        await q.query(
          'INSERT INTO notifications (id, user_id, message, link, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          [ids[i], owner.id, `Old notice ${i}`, link, 0, '2026-01-05 10:00:00.000'],
        );
      }
      await migration.up(q);
      await migration.up(q); // a start cut after it runs it again: nothing more to do
    } finally {
      await q.release();
    }
    // Stored as they were (no table rewrite), answered with a kind on both APIs.
    const rows = await app.services.db.getRepository(NotificationEntity).findBy({ userId: owner.id });
    expect(rows.map((n) => n.kind)).toEqual(links.map(() => null));
    const rest = await owner.agent.get('/api/v1/notification?first=100');
    expect(rest.body.notifications.map((n: { kind: string }) => n.kind)).toEqual(links.map(([, k]) => k).reverse());
    const g = await gql(owner.agent, LIST);
    expect(g.data!.notifications.nodes.map((n: Listed) => n.kind)).toEqual(links.map(([, , k]) => k).reverse());

    // A kind this release does not know (written by a newer one, then rolled back) reads the same way.
    await app.services.db
      .getRepository(NotificationEntity)
      .update({ id: ids[0] }, { kind: 'listing-reserved' as NotificationEntity['kind'] });
    const again = await gql(owner.agent, LIST);
    expect(again.errors).toBeUndefined();
    expect(again.data!.notifications.nodes.at(-1).kind).toBe('PENDING_REVIEW');
  });
});
