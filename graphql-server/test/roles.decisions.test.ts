import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { PRODUCT_OPS } from './products.support';
import { ROLE_OPS, MSG, UNKNOWN_ID, ISO, roleQueries, rolesApp } from './roles.support';

describeApp("roles: the admins' list of requests and their decisions", () => {
  let app: TestApp;
  /** The one admin of this file's database (the last-admin rule counts on it). */
  let admin: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    ({ app, admin, moderator } = await rolesApp());
  });
  afterAll(() => app?.close());
  const { notificationsOf, roleOf, openRequestsOf, listedIds } = roleQueries(() => ({ app, admin, moderator }));

  describe('roleRequests / GET /api/v1/moderation/moderator-request', () => {
    it('admins see each pending requester (id, name, email), oldest first, on both transports', async () => {
      const older = await verifiedAccount(app);
      const newer = await verifiedAccount(app);
      await gql(older.agent, ROLE_OPS.request);
      app.clock.advance(1000);
      await gql(newer.agent, ROLE_OPS.request);

      const r = await gql(admin.agent, ROLE_OPS.list);
      expect(r.errors).toBeUndefined();
      const list = r.data!.roleRequests as {
        id: string;
        status: string;
        createdAt: string;
        user: { id: string; name: string; email: string };
      }[];
      expect(list.every((q) => q.status === 'PENDING')).toBe(true);
      const a = list.findIndex((q) => q.user.id === older.id);
      const b = list.findIndex((q) => q.user.id === newer.id);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeGreaterThan(a);
      expect(list[a].user).toEqual({ id: older.id, name: older.name, email: older.email });
      expect(list[b].user).toEqual({ id: newer.id, name: newer.name, email: newer.email });
      const times = list.map((q) => Date.parse(q.createdAt));
      expect([...times].sort((x, y) => x - y)).toEqual(times);

      const rest = await admin.agent.get('/api/v1/moderation/moderator-request');
      expect(rest.status).toBe(200);
      expect(rest.body.message).toBe('Moderator requests found');
      const users = rest.body.users as { _id: string }[];
      expect(users.map((u) => u._id)).toEqual(list.map((q) => q.user.id));
      expect(users[b]).toEqual({
        _id: newer.id,
        name: newer.name,
        email: newer.email,
        requestId: list[b].id,
        createdAt: expect.stringMatching(ISO),
      });
    });

    it('a moderator and a user are FORBIDDEN / 403; signed out is UNAUTHENTICATED / 401', async () => {
      const student = await verifiedAccount(app);
      for (const who of [moderator, student]) {
        const r = await gql(who.agent, ROLE_OPS.list);
        expect(errorCode(r)).toBe('FORBIDDEN');
        expect(r.data).toBeNull();
        const rest = await who.agent.get('/api/v1/moderation/moderator-request');
        expect(rest.status).toBe(403);
        expect(rest.body).toEqual({ message: MSG.forbidden, error: 'FORBIDDEN' });
      }
      expect(errorCode(await gql(app.agent(), ROLE_OPS.list))).toBe('UNAUTHENTICATED');
      const out = await app.agent().get('/api/v1/moderation/moderator-request');
      expect(out.status).toBe(401);
      expect(out.body).toEqual({ message: MSG.signIn, error: 'UNAUTHENTICATED' });
    });

    it('bad input: an argument the query does not take is refused', async () => {
      const r = await gql(admin.agent, `query { roleRequests(status: PENDING) { id } }`);
      expect(r.status).toBe(400);
      expect(errorCode(r)).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('decideRoleRequest / PUT /api/v1/moderation/accept-moderator-request', () => {
    it('GraphQL accept: the user becomes a moderator in the same session, is told once, and cannot be decided again', async () => {
      const student = await verifiedAccount(app);
      await gql(student.agent, ROLE_OPS.request);
      expect(errorCode(await gql(student.agent, PRODUCT_OPS.pending, {}))).toBe('FORBIDDEN');

      const r = await gql(admin.agent, ROLE_OPS.decide, { input: { userId: student.id, action: 'ACCEPT' } });
      expect(r.errors).toBeUndefined();
      expect(r.data!.decideRoleRequest).toEqual({
        message: MSG.accepted,
        request: {
          id: expect.any(String),
          status: 'ACCEPTED',
          decidedAt: expect.stringMatching(ISO),
          user: { id: student.id, role: 'MODERATOR' },
        },
      });
      expect(await roleOf(student.id)).toBe('moderator');

      // The same browser, no new sign-in: the next request already runs as a moderator.
      expect((await gql(student.agent, ROLE_OPS.me)).data!.me).toEqual({ id: student.id, role: 'MODERATOR' });
      const queue = await gql(student.agent, PRODUCT_OPS.pending, {});
      expect(queue.errors).toBeUndefined();
      expect(queue.data!.pendingProducts.totalCount).toEqual(expect.any(Number));
      expect((await student.agent.get('/api/v1/product/unapproved-products')).status).toBe(200);

      const mine = await gql(student.agent, ROLE_OPS.mine);
      expect(mine.data!.myRoleRequest).toMatchObject({ status: 'ACCEPTED', decidedAt: expect.stringMatching(ISO) });
      const n = await gql(student.agent, ROLE_OPS.notifications);
      const told = n.data!.notifications.nodes.filter((x: { message: string }) =>
        x.message.startsWith('Your moderator role request'),
      );
      expect(told).toEqual([{ message: MSG.decided(true), link: '/request-role', isRead: false }]);
      expect(await listedIds()).not.toContain(student.id);

      // Deciding again: nothing pending any more.
      const again = await gql(admin.agent, ROLE_OPS.decide, { input: { userId: student.id, action: 'REJECT' } });
      expect(errorCode(again)).toBe('NOT_FOUND');
      expect(again.errors![0].message).toBe(MSG.noPending);
      const rest = await admin.agent
        .put('/api/v1/moderation/accept-moderator-request')
        .send({ userId: student.id, action: 'accept' });
      expect(rest.status).toBe(404);
      expect(rest.body).toEqual({ message: MSG.noPending, error: 'NOT_FOUND' });
      expect(await roleOf(student.id)).toBe('moderator');
      expect(await notificationsOf(student.id, MSG.decided(true))).toHaveLength(1);
      expect(await notificationsOf(student.id, MSG.decided(false))).toHaveLength(0);
    });

    it('REST reject: the role stays, the user is told once, may not be decided again, and may ask again', async () => {
      const student = await verifiedAccount(app);
      await student.agent.post('/api/v1/moderation/request-role');

      const res = await admin.agent
        .put('/api/v1/moderation/accept-moderator-request')
        .send({ userId: student.id, action: 'reject' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: MSG.rejected,
        request: {
          _id: expect.any(String),
          userId: student.id,
          status: 'rejected',
          createdAt: expect.stringMatching(ISO),
          decidedAt: expect.stringMatching(ISO),
        },
      });
      expect(await roleOf(student.id)).toBe('user');
      expect((await gql(student.agent, ROLE_OPS.me)).data!.me.role).toBe('USER');
      expect(errorCode(await gql(student.agent, PRODUCT_OPS.pending, {}))).toBe('FORBIDDEN');
      const mine = await student.agent.get('/api/v1/moderation/my-request');
      expect(mine.body.request).toMatchObject({ _id: res.body.request._id, status: 'rejected' });

      const n = await student.agent.get('/api/v1/notification');
      expect(n.status).toBe(200);
      expect(n.body.notifications).toEqual([
        {
          _id: expect.any(String),
          kind: 'role-decided',
          message: MSG.decided(false),
          link: '/request-role',
          isRead: false,
          createdAt: expect.stringMatching(ISO),
        },
      ]);
      expect(await notificationsOf(student.id, MSG.decided(false))).toHaveLength(1);
      expect(await notificationsOf(student.id, MSG.decided(true))).toHaveLength(0);
      const [row] = await notificationsOf(student.id, MSG.decided(false));
      expect(row).toMatchObject({ link: '/request-role', isRead: false });
      expect(await listedIds()).not.toContain(student.id);

      const again = await admin.agent
        .put('/api/v1/moderation/accept-moderator-request')
        .send({ userId: student.id, action: 'reject' });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: MSG.noPending, error: 'NOT_FOUND' });
      expect(await notificationsOf(student.id, MSG.decided(false))).toHaveLength(1);

      // After a rejection the user may ask again: a new pending request, the admins told again.
      const second = await student.agent.post('/api/v1/moderation/request-role');
      expect(second.status).toBe(201);
      expect(second.body.request).toMatchObject({ status: 'pending', userId: student.id });
      expect(second.body.request._id).not.toBe(res.body.request._id);
      expect((await gql(student.agent, ROLE_OPS.mine)).data!.myRoleRequest).toMatchObject({
        id: second.body.request._id,
        status: 'PENDING',
      });
      expect(await listedIds()).toContain(student.id);
      expect(await notificationsOf(admin.id, MSG.askedAdmins(student.name))).toHaveLength(2);
    });

    it('REST accept and GraphQL reject work too', async () => {
      const a = await verifiedAccount(app);
      const b = await verifiedAccount(app);
      await gql(a.agent, ROLE_OPS.request);
      await gql(b.agent, ROLE_OPS.request);
      const res = await admin.agent
        .put('/api/v1/moderation/accept-moderator-request')
        .send({ userId: a.id, action: 'accept' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: MSG.accepted, request: { userId: a.id, status: 'accepted' } });
      expect(await roleOf(a.id)).toBe('moderator');
      expect((await a.agent.get('/api/v1/product/unapproved-products')).status).toBe(200);

      const r = await gql(admin.agent, ROLE_OPS.decide, { input: { userId: b.id, action: 'REJECT' } });
      expect(r.errors).toBeUndefined();
      expect(r.data!.decideRoleRequest).toMatchObject({
        message: MSG.rejected,
        request: { status: 'REJECTED', user: { id: b.id, role: 'USER' } },
      });
      expect(await roleOf(b.id)).toBe('user');
      expect(await notificationsOf(a.id, MSG.decided(true))).toHaveLength(1);
      expect(await notificationsOf(b.id, MSG.decided(false))).toHaveLength(1);
    });

    it('bad input: action "maybe" is BAD_USER_INPUT / 400 and the request stays pending', async () => {
      const student = await verifiedAccount(app);
      await gql(student.agent, ROLE_OPS.request);
      const r = await gql(admin.agent, ROLE_OPS.decide, { input: { userId: student.id, action: 'maybe' } });
      expect(r.data).toBeUndefined();
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      const rest = await admin.agent
        .put('/api/v1/moderation/accept-moderator-request')
        .send({ userId: student.id, action: 'maybe' });
      expect(rest.status).toBe(400);
      expect(rest.body).toEqual({ message: MSG.badAction, error: 'BAD_USER_INPUT', fields: { action: MSG.badAction } });
      const none = await admin.agent.put('/api/v1/moderation/accept-moderator-request').send({ userId: student.id });
      expect(none.status).toBe(400);
      expect(none.body.fields).toEqual({ action: MSG.badAction });
      expect(await openRequestsOf(student.id)).toBe(1);
      expect(await roleOf(student.id)).toBe('user');
      expect(await listedIds()).toContain(student.id);
    });

    it('an unknown or missing user is NOT_FOUND / 404', async () => {
      const r = await gql(admin.agent, ROLE_OPS.decide, { input: { userId: UNKNOWN_ID, action: 'ACCEPT' } });
      expect(errorCode(r)).toBe('NOT_FOUND');
      const rest = await admin.agent
        .put('/api/v1/moderation/accept-moderator-request')
        .send({ userId: UNKNOWN_ID, action: 'accept' });
      expect(rest.status).toBe(404);
      expect(rest.body).toEqual({ message: MSG.noPending, error: 'NOT_FOUND' });
      expect(
        (await admin.agent.put('/api/v1/moderation/accept-moderator-request').send({ action: 'accept' })).status,
      ).toBe(404);
    });

    it('a moderator or the requester is FORBIDDEN / 403; signed out is UNAUTHENTICATED / 401; nothing changes', async () => {
      const student = await verifiedAccount(app);
      await gql(student.agent, ROLE_OPS.request);
      for (const who of [moderator, student]) {
        const r = await gql(who.agent, ROLE_OPS.decide, { input: { userId: student.id, action: 'ACCEPT' } });
        expect(errorCode(r)).toBe('FORBIDDEN');
        const rest = await who.agent
          .put('/api/v1/moderation/accept-moderator-request')
          .send({ userId: student.id, action: 'accept' });
        expect(rest.status).toBe(403);
        expect(rest.body).toEqual({ message: MSG.forbidden, error: 'FORBIDDEN' });
      }
      expect(
        errorCode(await gql(app.agent(), ROLE_OPS.decide, { input: { userId: student.id, action: 'ACCEPT' } })),
      ).toBe('UNAUTHENTICATED');
      const out = await app
        .agent()
        .put('/api/v1/moderation/accept-moderator-request')
        .send({ userId: student.id, action: 'accept' });
      expect(out.status).toBe(401);
      expect(out.body).toEqual({ message: MSG.signIn, error: 'UNAUTHENTICATED' });
      expect(await roleOf(student.id)).toBe('user');
      expect(await openRequestsOf(student.id)).toBe(1);
      expect(await app.services.db.getRepository(NotificationEntity).countBy({ userId: student.id })).toBe(0);
    });
  });
});
