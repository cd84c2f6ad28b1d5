import { RoleRequestEntity } from '../src/modules/roles/role-request.entity';
import { type TestAccount, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { ROLE_OPS, MSG, ISO, roleQueries, rolesApp } from './roles.support';

describeApp('roles: asking for the moderator role', () => {
  let app: TestApp;
  /** The one admin of this file's database (the last-admin rule counts on it). */
  let admin: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    ({ app, admin, moderator } = await rolesApp());
  });
  afterAll(() => app?.close());
  const { notificationsOf, openRequestsOf } = roleQueries(() => ({ app, admin, moderator }));

  describe('requestModeratorRole / POST /api/v1/moderation/request-role', () => {
    it('GraphQL: a user asks; the request is pending, theirs, and the admins are told once', async () => {
      const student = await verifiedAccount(app);
      const before = await gql(student.agent, ROLE_OPS.mine);
      expect(before.errors).toBeUndefined();
      expect(before.data!.myRoleRequest).toBeNull();

      const r = await gql(student.agent, ROLE_OPS.request);
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
      const mine = await gql(student.agent, ROLE_OPS.mine);
      expect(mine.data!.myRoleRequest).toEqual({
        id: r.data!.requestModeratorRole.request.id,
        status: 'PENDING',
        createdAt: expect.stringMatching(ISO),
        decidedAt: null,
        user: { id: student.id },
      });

      // The admin reads it in their notifications; the link opens the admin's screen.
      const n = await gql(admin.agent, ROLE_OPS.notifications);
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
      expect((await gql(student.agent, ROLE_OPS.request)).errors).toBeUndefined();

      const again = await gql(student.agent, ROLE_OPS.request);
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
        const r = await gql(who.agent, ROLE_OPS.request);
        expect(errorCode(r)).toBe('FORBIDDEN');
        expect(r.errors![0].message).toBe(MSG.onlyUsers);
        const rest = await who.agent.post('/api/v1/moderation/request-role');
        expect(rest.status).toBe(403);
        expect(rest.body).toEqual({ message: MSG.onlyUsers, error: 'FORBIDDEN' });
        expect(await app.services.db.getRepository(RoleRequestEntity).countBy({ userId: who.id })).toBe(0);
      }
    });

    it('signed out: UNAUTHENTICATED / 401; unverified: EMAIL_NOT_VERIFIED / 400', async () => {
      const r = await gql(app.agent(), ROLE_OPS.request);
      expect(errorCode(r)).toBe('UNAUTHENTICATED');
      const rest = await app.agent().post('/api/v1/moderation/request-role');
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ message: MSG.signIn, error: 'UNAUTHENTICATED' });

      const unverified = await registerAccount(app);
      expect(errorCode(await gql(unverified.agent, ROLE_OPS.request))).toBe('EMAIL_NOT_VERIFIED');
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
      await gql(student.agent, ROLE_OPS.request);
      const r = await gql(admin.agent, ROLE_OPS.mine);
      expect(r.errors).toBeUndefined();
      expect(r.data!.myRoleRequest).toBeNull();
      const rest = await admin.agent.get('/api/v1/moderation/my-request');
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({ message: 'No request yet', request: null });
    });

    it('signed out: UNAUTHENTICATED / 401; unverified: EMAIL_NOT_VERIFIED / 400', async () => {
      expect(errorCode(await gql(app.agent(), ROLE_OPS.mine))).toBe('UNAUTHENTICATED');
      const rest = await app.agent().get('/api/v1/moderation/my-request');
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ message: MSG.signIn, error: 'UNAUTHENTICATED' });
      const unverified = await registerAccount(app);
      expect(errorCode(await gql(unverified.agent, ROLE_OPS.mine))).toBe('EMAIL_NOT_VERIFIED');
      expect((await unverified.agent.get('/api/v1/moderation/my-request')).status).toBe(400);
    });

    it('bad input: an argument the query does not take is refused', async () => {
      const student = await verifiedAccount(app);
      const r = await gql(student.agent, `query { myRoleRequest(userId: "${admin.id}") { id } }`);
      expect(r.status).toBe(400);
      expect(errorCode(r)).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });
});
