import { DEFAULT_LIMITS } from '../src/core/limits';
import { SessionEntity } from '../src/modules/auth/session.entity';
import { accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { USER_FIELDS, errorCode, gql } from './helpers/graphql';
import { accountChangeCalls } from './users.account-changes.support';

/**
 * A session alone must not take an account over. A new password or a different
 * email needs the current password; a new email only takes effect once the code sent to it is
 * verified; the old address hears of either change.
 */
const PASSWORD_CHANGED = 'Your password was changed';
const MISSING = 'Enter your current password to change your email or password.';
const WRONG = 'Your current password is incorrect.';

const EDIT = `mutation($input: EditProfileInput!) { editProfile(input: $input) { message user { ${USER_FIELDS} pendingEmail } } }`;

describeApp('account changes from a session: password', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Small enough to reach here; wrong current passwords share the login counter.
    app = await createTestApp({
      limits: {
        loginFailuresPerAccount: { limit: 4, windowMs: 15 * 60_000 },
        wrongTriesPerDay: 4,
        // The hashing queue lets one address wait with six jobs: on a busy machine six guesses at
        // once are all in it together, and what is counted here is the login throttle, not the
        // queue's share per address.
        passwordHashing: { ...DEFAULT_LIMITS.passwordHashing, perClient: 6 },
      },
    });
  });
  afterAll(() => app?.close());
  const { stored, login, fresh, put } = accountChangeCalls(() => app);

  describe('password', () => {
    it('needs the current password: missing or wrong is 400 on currentPassword and nothing changes', async () => {
      const a = await verifiedAccount(app);
      const other = app.agent();
      await other.post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password });
      const mailsBefore = app.mailbox.countTo(a.email);

      const missing = await put(a, { password: 'a stolen session passphrase', name: 'Taken Over' });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ currentPassword: MISSING });
      const wrong = await put(a, {
        password: 'a stolen session passphrase',
        currentPassword: 'not my password at all',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ error: 'BAD_USER_INPUT', message: WRONG, fields: { currentPassword: WRONG } });

      expect((await login(a, 'a stolen session passphrase')).status).toBe(401);
      expect((await login(a)).status).toBe(200);
      expect((await stored(a.id)).name).toBe(a.name);
      expect((await other.post('/api/v1/manage/check')).status).toBe(200);
      expect(app.mailbox.countTo(a.email)).toBe(mailsBefore);
    });

    it('with the current password: changed, every other session ends, this one stays, the old address is told', async () => {
      const a = await verifiedAccount(app);
      const other = app.agent();
      await other.post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password });
      expect(await app.services.db.getRepository(SessionEntity).countBy({ userId: a.id })).toBe(2);

      const res = await put(a, { password: 'another long passphrase', currentPassword: a.password });
      expect(res.status).toBe(200);
      expect((await a.agent.post('/api/v1/manage/check')).status).toBe(200);
      expect((await other.post('/api/v1/manage/check')).status).toBe(401);
      await app.mailbox.waitFor(a.email, (m) => m.subject === PASSWORD_CHANGED);
      expect((await login(a)).status).toBe(401);
      expect((await login(a, 'another long passphrase')).status).toBe(200);
    });

    it('GraphQL gives the same errors and the same change', async () => {
      const a = await verifiedAccount(app);
      const missing = await gql(a.agent, EDIT, { input: { password: 'graph long passphrase' } });
      expect(errorCode(missing)).toBe('BAD_USER_INPUT');
      expect(missing.errors?.[0]?.extensions?.fields).toEqual({ currentPassword: MISSING });
      const wrong = await gql(a.agent, EDIT, {
        input: { password: 'graph long passphrase', currentPassword: 'wrong password here' },
      });
      expect(errorCode(wrong)).toBe('BAD_USER_INPUT');
      expect(wrong.errors?.[0]?.message).toBe(WRONG);
      const ok = await gql(a.agent, EDIT, {
        input: { password: 'graph long passphrase', currentPassword: a.password },
      });
      expect(ok.errors).toBeUndefined();
      expect((await login(a, 'graph long passphrase')).status).toBe(200);
    });

    it('wrong current passwords are throttled with the login failures of the account', async () => {
      const a = await verifiedAccount(app);
      // Six wrong guesses at once against a limit of four: each try is counted before its
      // comparison, so exactly four are compared.
      const guesses = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((n) =>
          put(a, { password: 'brute force passphrase', currentPassword: `guess number ${n}` }),
        ),
      );
      const statuses = guesses.map((g) => g.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(4);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      // Now even the right password waits, here and at login.
      const right = await put(a, { password: 'brute force passphrase', currentPassword: a.password });
      expect(right.status).toBe(429);
      expect(right.body.error).toBe('RATE_LIMITED');
      expect((await login(a)).status).toBe(429);
      expect((await login(a, 'brute force passphrase')).status).toBe(429);
    });

    it('an admin may edit another profile but never its password or email', async () => {
      const admin = await accountWithRole(app, 'admin');
      const a = await verifiedAccount(app);
      const pw = await admin.agent
        .put('/api/v1/user/edit-profile')
        .send({ id: a.id, password: 'admin chosen passphrase', currentPassword: admin.password });
      expect(pw.status).toBe(403);
      const mail = await admin.agent
        .put('/api/v1/user/edit-profile')
        .send({ id: a.id, email: fresh(), currentPassword: admin.password });
      expect(mail.status).toBe(403);
      const name = await admin.agent
        .put('/api/v1/user/edit-profile')
        .send({ id: a.id, name: 'Renamed By Admin', email: a.email });
      expect(name.status).toBe(200);
      expect(await stored(a.id)).toMatchObject({ name: 'Renamed By Admin', email: a.email, pendingEmail: null });
      expect((await login(a)).status).toBe(200);
    });
  });
});
