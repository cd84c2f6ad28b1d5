import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { ProductEntity } from '../src/modules/products/product.entity';
import { type TestAccount, accountWithRole, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { PRODUCT_OPS, addProduct, setStatus } from './products.support';

const FIELDS = 'id message link isRead createdAt';
const NOTIFICATION_OPS = {
  list: `query($first: Int, $after: String) { notifications(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { ${FIELDS} } } unreadNotificationCount }`,
  unread: 'query { unreadNotificationCount }',
  markRead: `mutation($id: ID!) { markNotificationRead(id: $id) { ${FIELDS} } }`,
  markAll: 'mutation { markAllNotificationsRead { message updated } }',
};

const messagesOf = async (app: TestApp, userId: string) =>
  (await app.services.db.getRepository(NotificationEntity).find({ where: { userId }, order: { id: 'ASC' } })).map(
    (n) => n.message,
  );

describeApp('notifications: created with their cause', () => {
  let app: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
    admin = await accountWithRole(app, 'admin');
  });
  afterAll(() => app?.close());

  it('a new product tells every moderator and admin (not the seller), once', async () => {
    await addProduct(app, seller.agent, seller.id, { title: 'Desk lamp' });
    for (const staff of [moderator, admin]) {
      expect(await messagesOf(app, staff.id)).toEqual(['New product "Desk lamp" is waiting for review.']);
      const r = await gql(staff.agent, NOTIFICATION_OPS.list);
      expect(r.data!.notifications.nodes[0]).toMatchObject({
        message: 'New product "Desk lamp" is waiting for review.',
        link: '/product-moderation',
        isRead: false,
      });
    }
    expect(await messagesOf(app, seller.id)).toEqual([]);
  });

  it('approval and rejection tell the seller exactly once, with where to look', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Cycle' });
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    // Approving again changes nothing, so it says nothing.
    await gql(admin.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'REJECTED', reason: 'Blurry photos' } });
    const r = await gql(seller.agent, NOTIFICATION_OPS.list);
    expect(r.data!.notifications.nodes.map((n: { message: string; link: string }) => [n.message, n.link])).toEqual([
      ['Your product "Cycle" was rejected: Blurry photos.', '/user-products'],
      ['Your product "Cycle" was approved.', `/product/${id}`],
    ]);
  });

  it('a rejection reason that ends its sentence gets no second full stop', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Bicycle' });
    await gql(moderator.agent, PRODUCT_OPS.setStatus, {
      input: { id, status: 'REJECTED', reason: 'Please show the whole cycle.' },
    });
    const again = await addProduct(app, seller.agent, seller.id, { title: 'Tricycle' });
    await gql(moderator.agent, PRODUCT_OPS.setStatus, {
      input: { id: again, status: 'REJECTED', reason: 'Is it yours?' },
    });
    const messages = await messagesOf(app, seller.id);
    expect(messages).toContain('Your product "Bicycle" was rejected: Please show the whole cycle.');
    expect(messages).toContain('Your product "Tricycle" was rejected: Is it yours?');
  });

  it('deletion by an admin tells the seller; the seller deleting their own does not', async () => {
    const a = await addProduct(app, seller.agent, seller.id, { title: 'Old kettle' });
    const b = await addProduct(app, seller.agent, seller.id, { title: 'Old toaster' });
    const before = (await messagesOf(app, seller.id)).length;
    expect((await admin.agent.delete(`/api/v1/product/delete-product/${a}`)).status).toBe(200);
    expect((await seller.agent.delete(`/api/v1/product/delete-product/${b}`)).status).toBe(200);
    const after = await messagesOf(app, seller.id);
    expect(after.slice(before)).toEqual(['Your product "Old kettle" was removed by an admin.']);
  });

  it('an edit that sends an approved product back to review tells the moderators again', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Guitar' });
    await setStatus(app, id, 'Approved');
    const before = (await messagesOf(app, moderator.id)).length;
    await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, title: 'Acoustic guitar' } });
    await gql(seller.agent, PRODUCT_OPS.edit, { input: { id, price: 999 } }); // still pending: no second notice
    expect((await messagesOf(app, moderator.id)).slice(before)).toEqual([
      'New product "Acoustic guitar" is waiting for review.',
    ]);
  });

  it('a failure after the status change leaves neither the change nor the notification', async () => {
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Chair' });
    const before = await messagesOf(app, seller.id);
    const insert = jest
      .spyOn(NotificationsService.prototype as unknown as { insert: () => Promise<unknown> }, 'insert')
      .mockRejectedValueOnce(new Error('disk full'));
    const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
    insert.mockRestore();
    expect(errorCode(r)).toBe('INTERNAL_SERVER_ERROR');
    expect((await app.services.db.getRepository(ProductEntity).findOneByOrFail({ id })).status).toBe('Pending');
    expect(await messagesOf(app, seller.id)).toEqual(before);
  });
});

describeApp('notifications: reading them', () => {
  let app: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  const ids: string[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    alice = await verifiedAccount(app);
    bob = await verifiedAccount(app);
    for (let i = 1; i <= 5; i++) {
      await app.services.uow.run((tx) =>
        app.services.notifications.write(tx, [alice.id], {
          kind: i % 2 ? 'product-approved' : 'product-removed',
          message: `Notice ${i}`,
          link: i % 2 ? `/product/${i}` : null,
        }),
      );
      app.clock.advance(1000);
    }
    ids.push(
      ...(
        await app.services.db
          .getRepository(NotificationEntity)
          .find({ where: { userId: alice.id }, order: { id: 'DESC' } })
      ).map((n) => n.id),
    );
  });
  afterAll(() => app?.close());

  it('GraphQL: newest first, paged by cursor without gaps or repeats, with totals', async () => {
    const p1 = await gql(alice.agent, NOTIFICATION_OPS.list, { first: 2 });
    expect(p1.data!.notifications.nodes.map((n: { message: string }) => n.message)).toEqual(['Notice 5', 'Notice 4']);
    expect(p1.data!.notifications).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: true } });
    expect(p1.data!.unreadNotificationCount).toBe(5);
    const p2 = await gql(alice.agent, NOTIFICATION_OPS.list, {
      first: 2,
      after: p1.data!.notifications.pageInfo.endCursor,
    });
    const p3 = await gql(alice.agent, NOTIFICATION_OPS.list, {
      first: 2,
      after: p2.data!.notifications.pageInfo.endCursor,
    });
    expect(
      [...p2.data!.notifications.nodes, ...p3.data!.notifications.nodes].map((n: { message: string }) => n.message),
    ).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    expect(p3.data!.notifications.pageInfo.hasNextPage).toBe(false);
    // Bob has none of Alice's.
    expect((await gql(bob.agent, NOTIFICATION_OPS.list)).data!.notifications).toMatchObject({
      totalCount: 0,
      nodes: [],
    });
  });

  it('GraphQL: bad paging input, and signed-out or unverified callers, are refused', async () => {
    expect(errorCode(await gql(alice.agent, NOTIFICATION_OPS.list, { first: 0 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(alice.agent, NOTIFICATION_OPS.list, { after: 'not-a-cursor' }))).toBe('BAD_USER_INPUT');
    for (const q of [NOTIFICATION_OPS.list, NOTIFICATION_OPS.unread, NOTIFICATION_OPS.markAll])
      expect(errorCode(await gql(app.agent(), q))).toBe('UNAUTHENTICATED');
    const unverified = await registerAccount(app);
    expect(errorCode(await gql(unverified.agent, NOTIFICATION_OPS.unread))).toBe('EMAIL_NOT_VERIFIED');
  });

  it("GraphQL: marks one read (the count drops by one); someone else's is not found", async () => {
    const r = await gql(alice.agent, NOTIFICATION_OPS.markRead, { id: ids[0] });
    expect(r.data!.markNotificationRead).toMatchObject({ id: ids[0], isRead: true });
    expect((await gql(alice.agent, NOTIFICATION_OPS.unread)).data!.unreadNotificationCount).toBe(4);
    // Again: still read, still 4.
    await gql(alice.agent, NOTIFICATION_OPS.markRead, { id: ids[0] });
    expect((await gql(alice.agent, NOTIFICATION_OPS.unread)).data!.unreadNotificationCount).toBe(4);
    const theft = await gql(bob.agent, NOTIFICATION_OPS.markRead, { id: ids[1] });
    expect(errorCode(theft)).toBe('NOT_FOUND');
    expect(errorCode(await gql(alice.agent, NOTIFICATION_OPS.markRead, { id: 'nope' }))).toBe('NOT_FOUND');
    expect(errorCode(await gql(app.agent(), NOTIFICATION_OPS.markRead, { id: ids[1] }))).toBe('UNAUTHENTICATED');
    expect((await app.services.db.getRepository(NotificationEntity).findOneByOrFail({ id: ids[1] })).isRead).toBe(
      false,
    );
  });

  it('REST: GET /notification answers the list with the unread count; PUT mark-as-read', async () => {
    const res = await alice.agent.get('/api/v1/notification?first=2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unreadCount: 4, totalCount: 5, pageInfo: { hasNextPage: true } });
    expect(res.body.notifications[0]).toEqual({
      _id: ids[0],
      kind: 'product-approved',
      message: 'Notice 5',
      link: '/product/5',
      isRead: true,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(res.body.notifications[1]).toMatchObject({ _id: ids[1], message: 'Notice 4', link: null, isRead: false });

    const mark = await alice.agent.put('/api/v1/notification/mark-as-read').send({ id: ids[1] });
    expect(mark.status).toBe(200);
    expect(mark.body).toMatchObject({
      message: 'Notification marked as read',
      notification: { _id: ids[1], isRead: true },
    });
    // The spellings a client may use: `_id` or `notificationId`, and an `id` of null falls through to them.
    for (const body of [{ _id: ids[2] }, { id: null, notificationId: ids[2] }]) {
      const alias = await alice.agent.put('/api/v1/notification/mark-as-read').send(body);
      expect(alias.body).toMatchObject({ notification: { _id: ids[2], isRead: true } });
    }
    expect((await alice.agent.put('/api/v1/notification/mark-as-read').send({ id: 7 })).status).toBe(404);
    expect((await bob.agent.put('/api/v1/notification/mark-as-read').send({ id: ids[2] })).status).toBe(404);
    expect((await app.agent().get('/api/v1/notification')).status).toBe(401);
    expect((await app.agent().put('/api/v1/notification/mark-as-read').send({ id: ids[2] })).status).toBe(401);
    expect((await alice.agent.get('/api/v1/notification?first=abc')).status).toBe(400);
  });

  it('marks all read, on both transports', async () => {
    const r = await gql(alice.agent, NOTIFICATION_OPS.markAll);
    expect(r.data!.markAllNotificationsRead).toEqual({ message: 'All notifications marked as read', updated: 2 });
    expect((await gql(alice.agent, NOTIFICATION_OPS.unread)).data!.unreadNotificationCount).toBe(0);
    const rest = await alice.agent.put('/api/v1/notification/mark-all-as-read');
    expect(rest.body).toEqual({ message: 'All notifications marked as read', updated: 0 });
  });
});
