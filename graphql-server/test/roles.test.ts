import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import { RoleRequestEntity } from '../src/modules/roles/role-request.entity';
import { UserEntity } from '../src/modules/users/user.entity';
import { type TestAccount, accountWithRole, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { PQ } from './products.support';

const RQ = {
  request: `mutation { requestModeratorRole { message request { id status createdAt decidedAt user { id name } } } }`,
  mine: `query { myRoleRequest { id status createdAt decidedAt user { id } } }`,
  list: `query { roleRequests { id status createdAt user { id name email } } }`,
  decide: `mutation($input: DecideRoleRequestInput!) { decideRoleRequest(input: $input) { message request { id status decidedAt user { id role } } } }`,
  updateRole: `mutation($input: UpdateRoleInput!) { updateRole(input: $input) { message user { id role } } }`,
  notifications: `query { notifications(first: 100) { totalCount nodes { message link isRead } } }`,
  me: `query { me { id role } }`,
};

const MSG = {
  requested: 'Your request for the moderator role has been sent to the admins',
  alreadyPending: 'You already have a pending moderator role request',
  onlyUsers: 'Only users can request the moderator role',
  accepted: 'Moderator request accepted',
  rejected: 'Moderator request rejected',
  noPending: 'This user has no pending moderator role request',
  badAction: 'Action must be accept or reject',
  badRole: 'Role must be user, moderator or admin',
  lastAdmin: 'The last admin cannot be given another role',
  roleUpdated: 'Role updated successfully',
  forbidden: 'You do not have permission to do this',
  signIn: 'Please sign in',
  verify: 'Please verify your email',
  askedAdmins: (name: string) => `${name} asked for the moderator role.`,
  decided: (accepted: boolean) => `Your moderator role request was ${accepted ? 'accepted' : 'rejected'}.`,
};

const UNKNOWN_ID = '0190aaaa-0000-7000-8000-000000000000';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describeApp('roles: moderator role requests and role changes', () => {
  let app: TestApp;
  /** The one admin of this file's database (the last-admin rule counts on it). */
  let admin: TestAccount;
  let moderator: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await accountWithRole(app, 'admin');
    moderator = await accountWithRole(app, 'moderator');
  });
  afterAll(() => app?.close());

  const notificationsOf = (userId: string, message: string) =>
    app.services.db.getRepository(NotificationEntity).find({ where: { userId, message } });
  const roleOf = async (id: string) => (await app.services.db.getRepository(UserEntity).findOneByOrFail({ id })).role;
  const adminCount = () => app.services.db.getRepository(UserEntity).countBy({ role: 'admin' });
  const openRequestsOf = (userId: string) =>
    app.services.db.getRepository(RoleRequestEntity).countBy({ userId, status: 'pending' });
  /** The requesters in the admin's GraphQL list, in order. */
  const listedIds = async () => {
    const r = await gql(admin.agent, RQ.list);
    expect(r.errors).toBeUndefined();
    return r.data!.roleRequests.map((q: { user: { id: string } }) => q.user.id) as string[];
  };

  describe('requestModeratorRole / POST /api/v1/moderation/request-role', () => {
    it('GraphQL: a user asks; the request is pending, theirs, and the admins are told once', async () => {
      const student = await verifiedAccount(app);
      const before = await gql(student.agent, RQ.mine);
      expect(before.errors).toBeUndefined();
      expect(before.data!.myRoleRequest).toBeNull();

      const r = await gql(student.agent, RQ.request);
      expect(r.errors).toBeUndefined();
      expect(r.data!.requestModeratorRole).toEqual({
        message: MSG.requested,
        request: {
          id: expect.any(String),
          status: 'PENDING',
          createdAt: expect.stringMatching(ISO),
          decidedAt: null,
          user: { id: student.id, name: student.name },
        },
      });
      const mine = await gql(student.agent, RQ.mine);
      expect(mine.data!.myRoleRequest).toEqual({
        id: r.data!.requestModeratorRole.request.id,
        status: 'PENDING',
        createdAt: expect.stringMatching(ISO),
        decidedAt: null,
        user: { id: student.id },
      });

      // The admin reads it in their notifications; the link opens the admin's screen.
      const n = await gql(admin.agent, RQ.notifications);
      expect(n.errors).toBeUndefined();
      const told = n.data!.notifications.nodes.filter(
        (x: { message: string }) => x.message === MSG.askedAdmins(student.name),
      );
      expect(told).toEqual([
        { message: MSG.askedAdmins(student.name), link: '/approve-or-reject-request', isRead: false },
      ]);
      // Admins only: the moderator and the student hear nothing of it.
      expect(await notificationsOf(moderator.id, MSG.askedAdmins(student.name))).toHaveLength(0);
      expect(await notificationsOf(student.id, MSG.askedAdmins(student.name))).toHaveLength(0);
    });

    it("REST: 201 with the request in the spec's shape; GET my-request shows it", async () => {
      const student = await verifiedAccount(app);
      const none = await student.agent.get('/api/v1/moderation/my-request');
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ message: 'No request yet', request: null });

      const res = await student.agent.post('/api/v1/moderation/request-role');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message: MSG.requested,
        request: {
          _id: expect.any(String),
          userId: student.id,
          status: 'pending',
          createdAt: expect.stringMatching(ISO),
          decidedAt: null,
        },
      });
      const mine = await student.agent.get('/api/v1/moderation/my-request');
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual({ message: 'Request found', request: res.body.request });

      const rows = await notificationsOf(admin.id, MSG.askedAdmins(student.name));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ link: '/approve-or-reject-request', isRead: false });
    });

    it('a second request while one is pending is CONFLICT / 409, and tells nobody again', async () => {
      const student = await verifiedAccount(app);
      expect((await gql(student.agent, RQ.request)).errors).toBeUndefined();

      const again = await gql(student.agent, RQ.request);
      expect(again.data).toBeNull();
      expect(again.errors![0].message).toBe(MSG.alreadyPending);
      expect(errorCode(again)).toBe('CONFLICT');
      const rest = await student.agent.post('/api/v1/moderation/request-role');
      expect(rest.status).toBe(409);
      expect(rest.body).toEqual({ message: MSG.alreadyPending, error: 'CONFLICT' });

      expect(await openRequestsOf(student.id)).toBe(1);
      expect(await notificationsOf(admin.id, MSG.askedAdmins(student.name))).toHaveLength(1);
    });

    it("REST: an id that is not the caller's is FORBIDDEN / 403 and files nothing; the caller's own id is fine", async () => {
      const student = await verifiedAccount(app);
      const other = await verifiedAccount(app);
      const res = await student.agent.post('/api/v1/moderation/request-role').send({ id: other.id });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'You can only change your own account', error: 'FORBIDDEN' });
      expect(await openRequestsOf(student.id)).toBe(0);
      expect(await openRequestsOf(other.id)).toBe(0);
      const own = await student.agent.post('/api/v1/moderation/request-role').send({ id: student.id });
      expect(own.status).toBe(201);
      expect(own.body.request.userId).toBe(student.id);
    });

    it('a moderator or an admin is FORBIDDEN / 403 (they already have the role)', async () => {
      for (const who of [moderator, admin]) {
        const r = await gql(who.agent, RQ.request);
        expect(errorCode(r)).toBe('FORBIDDEN');
        expect(r.errors![0].message).toBe(MSG.onlyUsers);
        const rest = await who.agent.post('/api/v1/moderation/request-role');
        expect(rest.status).toBe(403);
        expect(rest.body).toEqual({ message: MSG.onlyUsers, error: 'FORBIDDEN' });
        expect(await app.services.db.getRepository(RoleRequestEntity).countBy({ userId: who.id })).toBe(0);
      }
    });

    it('signed out: UNAUTHENTICATED / 401; unverified: EMAIL_NOT_VERIFIED / 400', async () => {
      const r = await gql(app.agent(), RQ.request);
      expect(errorCode(r)).toBe('UNAUTHENTICATED');
      const rest = await app.agent().post('/api/v1/moderation/request-role');
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ message: MSG.signIn, error: 'UNAUTHENTICATED' });

      const unverified = await registerAccount(app);
      expect(errorCode(await gql(unverified.agent, RQ.request))).toBe('EMAIL_NOT_VERIFIED');
      const u = await unverified.agent.post('/api/v1/moderation/request-role');
      expect(u.status).toBe(400);
      expect(u.body).toEqual({ message: MSG.verify, error: 'EMAIL_NOT_VERIFIED' });
      expect(await openRequestsOf(unverified.id)).toBe(0);
    });

    it('bad input: a malformed JSON body is 400 and creates no request', async () => {
      const student = await verifiedAccount(app);
      const res = await student.agent
        .post('/api/v1/moderation/request-role')
        .set('Content-Type', 'application/json')
        .send('{"oops":');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Malformed JSON in the request body', error: 'BAD_USER_INPUT' });
      // GraphQL: the mutation takes no arguments; one is refused before anything runs.
      const r = await gql(student.agent, `mutation { requestModeratorRole(reason: "please") { message } }`);
      expect(r.status).toBe(400);
      expect(errorCode(r)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(await openRequestsOf(student.id)).toBe(0);
    });
  });

  describe('myRoleRequest / GET /api/v1/moderation/my-request', () => {
    it("shows only the caller's own request: an admin with none sees null while others have some", async () => {
      const student = await verifiedAccount(app);
      await gql(student.agent, RQ.request);
      const r = await gql(admin.agent, RQ.mine);
      expect(r.errors).toBeUndefined();
      expect(r.data!.myRoleRequest).toBeNull();
      const rest = await admin.agent.get('/api/v1/moderation/my-request');
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ message: 'No request yet', request: null });
    });

    it('signed out: UNAUTHENTICATED / 401; unverified: EMAIL_NOT_VERIFIED / 400', async () => {
      expect(errorCode(await gql(app.agent(), RQ.mine))).toBe('UNAUTHENTICATED');
      const rest = await app.agent().get('/api/v1/moderation/my-request');
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ message: MSG.signIn, error: 'UNAUTHENTICATED' });
      const unverified = await registerAccount(app);
      expect(errorCode(await gql(unverified.agent, RQ.mine))).toBe('EMAIL_NOT_VERIFIED');
      expect((await unverified.agent.get('/api/v1/moderation/my-request')).status).toBe(400);
    });

    it('bad input: an argument the query does not take is refused', async () => {
      const student = await verifiedAccount(app);
      const r = await gql(student.agent, `query { myRoleRequest(userId: "${admin.id}") { id } }`);
      expect(r.status).toBe(400);
      expect(errorCode(r)).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });

  describe('roleRequests / GET /api/v1/moderation/moderator-request', () => {
    it('admins see each pending requester (id, name, email), oldest first, on both transports', async () => {
      const older = await verifiedAccount(app);
      const newer = await verifiedAccount(app);
      await gql(older.agent, RQ.request);
      app.clock.advance(1000);
      await gql(newer.agent, RQ.request);

      const r = await gql(admin.agent, RQ.list);
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
        const r = await gql(who.agent, RQ.list);
        expect(errorCode(r)).toBe('FORBIDDEN');
        expect(r.data).toBeNull();
        const rest = await who.agent.get('/api/v1/moderation/moderator-request');
        expect(rest.status).toBe(403);
        expect(rest.body).toEqual({ message: MSG.forbidden, error: 'FORBIDDEN' });
      }
      expect(errorCode(await gql(app.agent(), RQ.list))).toBe('UNAUTHENTICATED');
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
      await gql(student.agent, RQ.request);
      expect(errorCode(await gql(student.agent, PQ.pending, {}))).toBe('FORBIDDEN');

      const r = await gql(admin.agent, RQ.decide, { input: { userId: student.id, action: 'ACCEPT' } });
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
      expect((await gql(student.agent, RQ.me)).data!.me).toEqual({ id: student.id, role: 'MODERATOR' });
      const queue = await gql(student.agent, PQ.pending, {});
      expect(queue.errors).toBeUndefined();
      expect(queue.data!.pendingProducts.totalCount).toEqual(expect.any(Number));
      expect((await student.agent.get('/api/v1/product/unapproved-products')).status).toBe(200);

      const mine = await gql(student.agent, RQ.mine);
      expect(mine.data!.myRoleRequest).toMatchObject({ status: 'ACCEPTED', decidedAt: expect.stringMatching(ISO) });
      const n = await gql(student.agent, RQ.notifications);
      const told = n.data!.notifications.nodes.filter((x: { message: string }) =>
        x.message.startsWith('Your moderator role request'),
      );
      expect(told).toEqual([{ message: MSG.decided(true), link: '/request-role', isRead: false }]);
      expect(await listedIds()).not.toContain(student.id);

      // Deciding again: nothing pending any more.
      const again = await gql(admin.agent, RQ.decide, { input: { userId: student.id, action: 'REJECT' } });
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
      expect((await gql(student.agent, RQ.me)).data!.me.role).toBe('USER');
      expect(errorCode(await gql(student.agent, PQ.pending, {}))).toBe('FORBIDDEN');
      const mine = await student.agent.get('/api/v1/moderation/my-request');
      expect(mine.body.request).toMatchObject({ _id: res.body.request._id, status: 'rejected' });

      const n = await student.agent.get('/api/v1/notification');
      expect(n.status).toBe(200);
      expect(n.body.notifications).toEqual([
        {
          _id: expect.any(String),
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
      expect((await gql(student.agent, RQ.mine)).data!.myRoleRequest).toMatchObject({
        id: second.body.request._id,
        status: 'PENDING',
      });
      expect(await listedIds()).toContain(student.id);
      expect(await notificationsOf(admin.id, MSG.askedAdmins(student.name))).toHaveLength(2);
    });

    it('REST accept and GraphQL reject work too', async () => {
      const a = await verifiedAccount(app);
      const b = await verifiedAccount(app);
      await gql(a.agent, RQ.request);
      await gql(b.agent, RQ.request);
      const res = await admin.agent
        .put('/api/v1/moderation/accept-moderator-request')
        .send({ userId: a.id, action: 'accept' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ message: MSG.accepted, request: { userId: a.id, status: 'accepted' } });
      expect(await roleOf(a.id)).toBe('moderator');
      expect((await a.agent.get('/api/v1/product/unapproved-products')).status).toBe(200);

      const r = await gql(admin.agent, RQ.decide, { input: { userId: b.id, action: 'REJECT' } });
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
      await gql(student.agent, RQ.request);
      const r = await gql(admin.agent, RQ.decide, { input: { userId: student.id, action: 'maybe' } });
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
      const r = await gql(admin.agent, RQ.decide, { input: { userId: UNKNOWN_ID, action: 'ACCEPT' } });
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
      await gql(student.agent, RQ.request);
      for (const who of [moderator, student]) {
        const r = await gql(who.agent, RQ.decide, { input: { userId: student.id, action: 'ACCEPT' } });
        expect(errorCode(r)).toBe('FORBIDDEN');
        const rest = await who.agent
          .put('/api/v1/moderation/accept-moderator-request')
          .send({ userId: student.id, action: 'accept' });
        expect(rest.status).toBe(403);
        expect(rest.body).toEqual({ message: MSG.forbidden, error: 'FORBIDDEN' });
      }
      expect(errorCode(await gql(app.agent(), RQ.decide, { input: { userId: student.id, action: 'ACCEPT' } }))).toBe(
        'UNAUTHENTICATED',
      );
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

  describe('updateRole / PUT /api/v1/moderation/update-role/:userId', () => {
    it('GraphQL: an admin makes a user a moderator and back; the same session follows each change', async () => {
      const student = await verifiedAccount(app);
      const up = await gql(admin.agent, RQ.updateRole, { input: { userId: student.id, role: 'MODERATOR' } });
      expect(up.errors).toBeUndefined();
      expect(up.data!.updateRole).toEqual({ message: MSG.roleUpdated, user: { id: student.id, role: 'MODERATOR' } });
      expect(await roleOf(student.id)).toBe('moderator');
      expect((await gql(student.agent, PQ.pending, {})).errors).toBeUndefined();

      const down = await gql(admin.agent, RQ.updateRole, { input: { userId: student.id, role: 'USER' } });
      expect(down.data!.updateRole).toEqual({ message: MSG.roleUpdated, user: { id: student.id, role: 'USER' } });
      expect(await roleOf(student.id)).toBe('user');
      expect(errorCode(await gql(student.agent, PQ.pending, {}))).toBe('FORBIDDEN');
    });

    it("REST: an admin sets moderator, admin and user (lower-case roles, the spec's user shape)", async () => {
      const student = await verifiedAccount(app);
      const mod = await admin.agent.put(`/api/v1/moderation/update-role/${student.id}`).send({ role: 'moderator' });
      expect(mod.status).toBe(200);
      expect(mod.body).toMatchObject({
        message: MSG.roleUpdated,
        user: { _id: student.id, role: 'moderator', name: student.name },
      });
      expect(mod.body.user).not.toHaveProperty('passwordHash');
      expect(await roleOf(student.id)).toBe('moderator');

      const adm = await admin.agent.put(`/api/v1/moderation/update-role/${student.id}`).send({ role: 'admin' });
      expect(adm.status).toBe(200);
      expect(adm.body.user).toMatchObject({ _id: student.id, role: 'admin' });
      // The new admin can act as one at once (same session).
      expect((await student.agent.get('/api/v1/moderation/moderator-request')).status).toBe(200);

      // Two admins: one may demote the other.
      const usr = await admin.agent.put(`/api/v1/moderation/update-role/${student.id}`).send({ role: 'user' });
      expect(usr.status).toBe(200);
      expect(usr.body.user).toMatchObject({ _id: student.id, role: 'user' });
      expect(await roleOf(student.id)).toBe('user');
      expect((await student.agent.get('/api/v1/moderation/moderator-request')).status).toBe(403);
    });

    it('bad input: an unknown role is BAD_USER_INPUT / 400 and the role stays', async () => {
      const student = await verifiedAccount(app);
      const r = await gql(admin.agent, RQ.updateRole, { input: { userId: student.id, role: 'SUPERUSER' } });
      expect(r.data).toBeUndefined();
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      for (const body of [{ role: 'superuser' }, { role: '' }, {}, { role: 7 }]) {
        const res = await admin.agent.put(`/api/v1/moderation/update-role/${student.id}`).send(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: MSG.badRole, error: 'BAD_USER_INPUT', fields: { role: MSG.badRole } });
      }
      expect(await roleOf(student.id)).toBe('user');
    });

    it('a moderator or a user is FORBIDDEN / 403 (also on themself); signed out is UNAUTHENTICATED / 401', async () => {
      const student = await verifiedAccount(app);
      for (const [who, target] of [
        [moderator, student],
        [student, student],
        [moderator, moderator],
      ] as const) {
        const r = await gql(who.agent, RQ.updateRole, { input: { userId: target.id, role: 'ADMIN' } });
        expect(errorCode(r)).toBe('FORBIDDEN');
        const rest = await who.agent.put(`/api/v1/moderation/update-role/${target.id}`).send({ role: 'admin' });
        expect(rest.status).toBe(403);
        expect(rest.body).toEqual({ message: MSG.forbidden, error: 'FORBIDDEN' });
      }
      expect(errorCode(await gql(app.agent(), RQ.updateRole, { input: { userId: student.id, role: 'ADMIN' } }))).toBe(
        'UNAUTHENTICATED',
      );
      const out = await app.agent().put(`/api/v1/moderation/update-role/${student.id}`).send({ role: 'admin' });
      expect(out.status).toBe(401);
      expect(out.body).toEqual({ message: MSG.signIn, error: 'UNAUTHENTICATED' });
      expect(await roleOf(student.id)).toBe('user');
      expect(await roleOf(moderator.id)).toBe('moderator');
    });

    it('an unknown user is NOT_FOUND / 404', async () => {
      const r = await gql(admin.agent, RQ.updateRole, { input: { userId: UNKNOWN_ID, role: 'MODERATOR' } });
      expect(errorCode(r)).toBe('NOT_FOUND');
      expect(r.errors![0].message).toBe('User not found');
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        const res = await admin.agent.put(`/api/v1/moderation/update-role/${id}`).send({ role: 'moderator' });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'User not found', error: 'NOT_FOUND' });
      }
    });

    it('the last admin: with one admin, demoting them (even by themself) is CONFLICT / 409; with two, one demotes the other', async () => {
      expect(await adminCount()).toBe(1);
      for (const role of ['USER', 'MODERATOR']) {
        const r = await gql(admin.agent, RQ.updateRole, { input: { userId: admin.id, role } });
        expect(errorCode(r)).toBe('CONFLICT');
        expect(r.errors![0].message).toBe(MSG.lastAdmin);
      }
      const rest = await admin.agent.put(`/api/v1/moderation/update-role/${admin.id}`).send({ role: 'user' });
      expect(rest.status).toBe(409);
      expect(rest.body).toEqual({ message: MSG.lastAdmin, error: 'CONFLICT' });
      expect(await roleOf(admin.id)).toBe('admin');
      expect((await gql(admin.agent, RQ.list)).errors).toBeUndefined();
      // Setting the last admin to admin again changes nothing and is fine.
      const same = await gql(admin.agent, RQ.updateRole, { input: { userId: admin.id, role: 'ADMIN' } });
      expect(same.data!.updateRole.user).toEqual({ id: admin.id, role: 'ADMIN' });

      // A second admin: now one can demote the other.
      const second = await verifiedAccount(app);
      expect(
        (await gql(admin.agent, RQ.updateRole, { input: { userId: second.id, role: 'ADMIN' } })).errors,
      ).toBeUndefined();
      expect(await adminCount()).toBe(2);
      const demote = await second.agent.put(`/api/v1/moderation/update-role/${admin.id}`).send({ role: 'moderator' });
      expect(demote.status).toBe(200);
      expect(demote.body.user).toMatchObject({ _id: admin.id, role: 'moderator' });
      expect(await adminCount()).toBe(1);
      // The demoted admin's own session lost the admin calls at once.
      expect(errorCode(await gql(admin.agent, RQ.list))).toBe('FORBIDDEN');

      // Now `second` is the last admin: demoting themself is refused too.
      const self = await gql(second.agent, RQ.updateRole, { input: { userId: second.id, role: 'USER' } });
      expect(errorCode(self)).toBe('CONFLICT');
      expect(await roleOf(second.id)).toBe('admin');

      // Restore: `second` promotes the first admin back, then the first demotes `second`.
      expect(
        (await gql(second.agent, RQ.updateRole, { input: { userId: admin.id, role: 'ADMIN' } })).errors,
      ).toBeUndefined();
      const back = await gql(admin.agent, RQ.updateRole, { input: { userId: second.id, role: 'USER' } });
      expect(back.data!.updateRole.user).toEqual({ id: second.id, role: 'USER' });
      expect(await adminCount()).toBe(1);
    });

    it('the last admin: two admins demoting each other at the same moment leave exactly one admin', async () => {
      expect(await adminCount()).toBe(1);
      const second = await verifiedAccount(app);
      expect(
        (await gql(admin.agent, RQ.updateRole, { input: { userId: second.id, role: 'ADMIN' } })).errors,
      ).toBeUndefined();
      expect(await adminCount()).toBe(2);
      const [a, b] = await Promise.all([
        admin.agent.put(`/api/v1/moderation/update-role/${second.id}`).send({ role: 'user' }),
        second.agent.put(`/api/v1/moderation/update-role/${admin.id}`).send({ role: 'user' }),
      ]);
      // One wins; the other is refused: CONFLICT when both got past sign-in as admins, FORBIDDEN when
      // the winner committed before the loser's session was read.
      const [won, lost] = a.status === 200 ? [a, b] : [b, a];
      expect(won.status).toBe(200);
      expect(won.body.message).toBe(MSG.roleUpdated);
      expect([403, 409]).toContain(lost.status);
      expect(lost.body).toEqual(
        lost.status === 409
          ? { message: MSG.lastAdmin, error: 'CONFLICT' }
          : { message: MSG.forbidden, error: 'FORBIDDEN' },
      );
      expect(await adminCount()).toBe(1);
      // Leave the first admin as the one admin for any later test.
      if (a.status !== 200) {
        expect(
          (await gql(second.agent, RQ.updateRole, { input: { userId: admin.id, role: 'ADMIN' } })).errors,
        ).toBeUndefined();
        expect(
          (await gql(admin.agent, RQ.updateRole, { input: { userId: second.id, role: 'USER' } })).errors,
        ).toBeUndefined();
      }
      expect(await roleOf(admin.id)).toBe('admin');
      expect(await adminCount()).toBe(1);
    });
  });
});
