import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, describeApp } from './helpers/app';
import { errorCode, gql } from './helpers/graphql';
import { PRODUCT_OPS } from './products.support';
import { ROLE_OPS, MSG, UNKNOWN_ID, roleQueries, rolesApp } from './roles.support';

describeApp('roles: admins change roles', () => {
  let app: TestApp;
  /** The one admin of this file's database (the last-admin rule counts on it). */
  let admin: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    ({ app, admin, moderator } = await rolesApp());
  });
  afterAll(() => app?.close());
  const { roleOf, adminCount } = roleQueries(() => ({ app, admin, moderator }));

  describe('updateRole / PUT /api/v1/moderation/update-role/:userId', () => {
    it('GraphQL: an admin makes a user a moderator and back; the same session follows each change', async () => {
      const student = await verifiedAccount(app);
      const up = await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: student.id, role: 'MODERATOR' } });
      expect(up.errors).toBeUndefined();
      expect(up.data!.updateRole).toEqual({ message: MSG.roleUpdated, user: { id: student.id, role: 'MODERATOR' } });
      expect(await roleOf(student.id)).toBe('moderator');
      expect((await gql(student.agent, PRODUCT_OPS.pending, {})).errors).toBeUndefined();

      const down = await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: student.id, role: 'USER' } });
      expect(down.data!.updateRole).toEqual({ message: MSG.roleUpdated, user: { id: student.id, role: 'USER' } });
      expect(await roleOf(student.id)).toBe('user');
      expect(errorCode(await gql(student.agent, PRODUCT_OPS.pending, {}))).toBe('FORBIDDEN');
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
      const r = await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: student.id, role: 'SUPERUSER' } });
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
        const r = await gql(who.agent, ROLE_OPS.updateRole, { input: { userId: target.id, role: 'ADMIN' } });
        expect(errorCode(r)).toBe('FORBIDDEN');
        const rest = await who.agent.put(`/api/v1/moderation/update-role/${target.id}`).send({ role: 'admin' });
        expect(rest.status).toBe(403);
        expect(rest.body).toEqual({ message: MSG.forbidden, error: 'FORBIDDEN' });
      }
      expect(
        errorCode(await gql(app.agent(), ROLE_OPS.updateRole, { input: { userId: student.id, role: 'ADMIN' } })),
      ).toBe('UNAUTHENTICATED');
      const out = await app.agent().put(`/api/v1/moderation/update-role/${student.id}`).send({ role: 'admin' });
      expect(out.status).toBe(401);
      expect(out.body).toEqual({ message: MSG.signIn, error: 'UNAUTHENTICATED' });
      expect(await roleOf(student.id)).toBe('user');
      expect(await roleOf(moderator.id)).toBe('moderator');
    });

    it('an unknown user is NOT_FOUND / 404', async () => {
      const r = await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: UNKNOWN_ID, role: 'MODERATOR' } });
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
        const r = await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: admin.id, role } });
        expect(errorCode(r)).toBe('CONFLICT');
        expect(r.errors![0].message).toBe(MSG.lastAdmin);
      }
      const rest = await admin.agent.put(`/api/v1/moderation/update-role/${admin.id}`).send({ role: 'user' });
      expect(rest.status).toBe(409);
      expect(rest.body).toEqual({ message: MSG.lastAdmin, error: 'CONFLICT' });
      expect(await roleOf(admin.id)).toBe('admin');
      expect((await gql(admin.agent, ROLE_OPS.list)).errors).toBeUndefined();
      // Setting the last admin to admin again changes nothing and is fine.
      const same = await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: admin.id, role: 'ADMIN' } });
      expect(same.data!.updateRole.user).toEqual({ id: admin.id, role: 'ADMIN' });

      // A second admin: now one can demote the other.
      const second = await verifiedAccount(app);
      expect(
        (await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: second.id, role: 'ADMIN' } })).errors,
      ).toBeUndefined();
      expect(await adminCount()).toBe(2);
      const demote = await second.agent.put(`/api/v1/moderation/update-role/${admin.id}`).send({ role: 'moderator' });
      expect(demote.status).toBe(200);
      expect(demote.body.user).toMatchObject({ _id: admin.id, role: 'moderator' });
      expect(await adminCount()).toBe(1);
      // The demoted admin's own session lost the admin calls at once.
      expect(errorCode(await gql(admin.agent, ROLE_OPS.list))).toBe('FORBIDDEN');

      // Now `second` is the last admin: demoting themself is refused too.
      const self = await gql(second.agent, ROLE_OPS.updateRole, { input: { userId: second.id, role: 'USER' } });
      expect(errorCode(self)).toBe('CONFLICT');
      expect(await roleOf(second.id)).toBe('admin');

      // Restore: `second` promotes the first admin back, then the first demotes `second`.
      expect(
        (await gql(second.agent, ROLE_OPS.updateRole, { input: { userId: admin.id, role: 'ADMIN' } })).errors,
      ).toBeUndefined();
      const back = await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: second.id, role: 'USER' } });
      expect(back.data!.updateRole.user).toEqual({ id: second.id, role: 'USER' });
      expect(await adminCount()).toBe(1);
    });

    it('the last admin: two admins demoting each other at the same moment leave exactly one admin', async () => {
      expect(await adminCount()).toBe(1);
      const second = await verifiedAccount(app);
      expect(
        (await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: second.id, role: 'ADMIN' } })).errors,
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
          (await gql(second.agent, ROLE_OPS.updateRole, { input: { userId: admin.id, role: 'ADMIN' } })).errors,
        ).toBeUndefined();
        expect(
          (await gql(admin.agent, ROLE_OPS.updateRole, { input: { userId: second.id, role: 'USER' } })).errors,
        ).toBeUndefined();
      }
      expect(await roleOf(admin.id)).toBe('admin');
      expect(await adminCount()).toBe(1);
    });
  });
});
