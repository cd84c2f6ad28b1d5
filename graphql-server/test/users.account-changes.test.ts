import { PendingEmail1700000000008 } from '../src/db/migrations/1700000000008-pending-email';
import { registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { USER_FIELDS, errorCode, gql } from './helpers/graphql';
import { accountChangeCalls } from './users.account-changes.support';

/**
 * A session alone must not take an account over. A new password or a different
 * email needs the current password; a new email only takes effect once the code sent to it is
 * verified; the old address hears of either change.
 */
const CHANGE_REQUESTED = 'An email change was requested for your account';
const EMAIL_CHANGED = 'Your email was changed';
const MISSING = 'Enter your current password to change your email or password.';
const WRONG = 'Your current password is incorrect.';
const TAKEN = 'An account with this email already exists';
const WRONG_CODE = 'Incorrect code. Check the latest email and try again.';
const EXPIRED_CODE = 'This code has expired or was already used. Request a new code.';

const EDIT = `mutation($input: EditProfileInput!) { editProfile(input: $input) { message user { ${USER_FIELDS} pendingEmail } } }`;
const VERIFY_NEW = `mutation($code: String!) { verifyNewEmail(code: $code) { message user { ${USER_FIELDS} pendingEmail } } }`;

describeApp('account changes from a session: email', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Small enough to reach here; wrong current passwords share the login counter.
    app = await createTestApp({
      limits: { loginFailuresPerAccount: { limit: 4, windowMs: 15 * 60_000 }, wrongTriesPerDay: 4 },
    });
  });
  afterAll(() => app?.close());
  const { stored, login, fresh, put, verifyNew, wrongCode } = accountChangeCalls(() => app);

  describe('email', () => {
    it('the current address (any case) is no change and needs no password', async () => {
      const a = await verifiedAccount(app);
      const res = await put(a, { email: `  ${a.email.toUpperCase()} `, name: 'Same Mail Person' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Your profile has been updated successfully.');
      expect(res.body.user).toMatchObject({
        email: a.email,
        pendingEmail: null,
        isVerified: true,
        name: 'Same Mail Person',
      });
    });

    it('needs the current password: missing or wrong changes nothing and sends nothing', async () => {
      const a = await verifiedAccount(app);
      const target = fresh();
      const missing = await put(a, { email: target });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ currentPassword: MISSING });
      const wrong = await put(a, { email: target, currentPassword: 'definitely not it' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.fields).toEqual({ currentPassword: WRONG });
      expect(await stored(a.id)).toMatchObject({ email: a.email, pendingEmail: null, isVerified: true });
      expect(app.mailbox.countTo(target)).toBe(0);
    });

    it('waits for the code sent to the new address; the old one keeps signing in and resetting until then', async () => {
      const a = await verifiedAccount(app);
      const target = fresh();
      const res = await put(a, { email: target, currentPassword: a.password });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain(target);
      expect(res.body.user).toMatchObject({ email: a.email, pendingEmail: target, isVerified: true });
      await app.mailbox.waitFor(a.email, (m) => m.subject === CHANGE_REQUESTED && m.text.includes(target));
      const code = await app.mailbox.codeFor(target);

      // Still the old address: it signs in, gets reset links, and the session stays verified.
      expect((await login(a)).status).toBe(200);
      expect((await app.agent().post('/api/v1/auth/forgot-password').send({ email: a.email })).status).toBe(200);
      expect(await app.services.users.findByEmail(target)).toBeNull();
      expect((await a.agent.put('/api/v1/user/update-contact-details').send({ blockAddress: 'Block D' })).status).toBe(
        200,
      );
      const resetToken = await app.mailbox.resetTokenFor(a.email);

      const bad = await verifyNew(a, wrongCode(code));
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ code: 'Incorrect code. Check the latest email and try again.' });
      const ok = await verifyNew(a, code);
      expect(ok.status).toBe(200);
      expect(ok.body.user).toMatchObject({ email: target, pendingEmail: null, isVerified: true });
      expect(await stored(a.id)).toMatchObject({
        email: target,
        pendingEmail: null,
        pendingEmailKey: null,
        isVerified: true,
      });
      await app.mailbox.waitFor(a.email, (m) => m.subject === EMAIL_CHANGED && m.text.includes(target));
      expect(await app.services.users.findByEmail(a.email)).toBeNull();
      expect((await app.services.users.findByEmail(target.toUpperCase()))?.id).toBe(a.id);
      // Used once; a reset link mailed to the old address no longer works.
      expect((await verifyNew(a, code)).status).toBe(400);
      const reset = await app
        .agent()
        .post(`/api/v1/auth/reset-password/${resetToken}`)
        .send({ password: 'old inbox passphrase' });
      expect(reset.status).toBe(400);
    });

    it('a password reset drops a waiting change: the code sent to the new address no longer works', async () => {
      const a = await verifiedAccount(app);
      const target = fresh();
      expect((await put(a, { email: target, currentPassword: a.password })).status).toBe(200);
      const code = await app.mailbox.codeFor(target);
      // The owner, locked out of a taken-over session, resets from the old address.
      expect((await app.agent().post('/api/v1/auth/forgot-password').send({ email: a.email })).status).toBe(200);
      const token = await app.mailbox.resetTokenFor(a.email);
      expect(
        (await app.agent().post(`/api/v1/auth/reset-password/${token}`).send({ password: 'a brand new passphrase' }))
          .status,
      ).toBe(200);
      expect(await stored(a.id)).toMatchObject({ email: a.email, pendingEmail: null, pendingEmailKey: null });
      const signedIn = app.agent();
      expect(
        (await signedIn.post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: 'a brand new passphrase' }))
          .status,
      ).toBe(200);
      expect((await signedIn.post('/api/v1/user/verify-new-email').send({ code })).status).toBe(400);
      expect((await stored(a.id)).email).toBe(a.email);
    });

    it('GraphQL: verifyNewEmail needs a session and a waiting change, and completes it', async () => {
      const a = await verifiedAccount(app);
      expect(errorCode(await gql(app.agent(), VERIFY_NEW, { code: '123456' }))).toBe('UNAUTHENTICATED');
      const none = await gql(a.agent, VERIFY_NEW, { code: '123456' });
      expect(errorCode(none)).toBe('BAD_USER_INPUT');
      expect(none.errors?.[0]?.extensions?.fields?.code).toMatch(/No email change is waiting/);
      const unverified = await registerAccount(app);
      expect(errorCode(await gql(unverified.agent, VERIFY_NEW, { code: '123456' }))).toBe('EMAIL_NOT_VERIFIED');

      const target = fresh();
      const noPassword = await gql(a.agent, EDIT, { input: { email: target } });
      expect(noPassword.errors?.[0]?.extensions?.fields).toEqual({ currentPassword: MISSING });
      const edit = await gql(a.agent, EDIT, { input: { email: target, currentPassword: a.password } });
      expect(edit.data?.editProfile.user).toMatchObject({ email: a.email, pendingEmail: target });
      const done = await gql(a.agent, VERIFY_NEW, { code: await app.mailbox.codeFor(target) });
      expect(done.errors).toBeUndefined();
      expect(done.data?.verifyNewEmail).toMatchObject({
        message: `Your email is now ${target}.`,
        user: { email: target, pendingEmail: null },
      });
    });

    it('only the session user can complete their change: another account cannot use the code', async () => {
      const a = await verifiedAccount(app);
      const b = await verifiedAccount(app);
      const target = fresh();
      await put(a, { email: target, currentPassword: a.password });
      const code = await app.mailbox.codeFor(target);
      expect((await verifyNew(b, code)).status).toBe(400);
      expect((await stored(b.id)).email).toBe(b.email);
      expect((await verifyNew(a, code)).status).toBe(200);
    });

    it('a second change replaces the waiting one; the same address again is a resend after the cooldown', async () => {
      const a = await verifiedAccount(app);
      const first = fresh();
      const second = fresh();
      await put(a, { email: first, currentPassword: a.password });
      const firstCode = await app.mailbox.codeFor(first);
      const res = await put(a, { email: second, currentPassword: a.password });
      expect(res.body.user.pendingEmail).toBe(second);
      const secondCode = await app.mailbox.codeFor(second);

      // Asking again at once for the same address waits out the resend cooldown.
      const again = await put(a, { email: second, currentPassword: a.password });
      expect(again.status).toBe(429);
      expect(app.mailbox.countTo(second)).toBe(1);

      if (firstCode !== secondCode) expect((await verifyNew(a, firstCode)).status).toBe(400);
      expect((await stored(a.id)).pendingEmail).toBe(second);
      app.clock.advance(31_000);
      const resent = await put(a, { email: second, currentPassword: a.password });
      expect(resent.status).toBe(200);
      const newCode = await app.mailbox.codeFor(second, 1);
      const ok = await verifyNew(a, newCode);
      expect(ok.status).toBe(200);
      expect(ok.body.user.email).toBe(second);
    });

    it('an address taken meanwhile: 409 at the swap, the old email stays and the change ends', async () => {
      const a = await verifiedAccount(app);
      const target = fresh();
      const requested = await put(a, { email: target, currentPassword: a.password });
      expect(requested.status).toBe(200);
      const code = await app.mailbox.codeFor(target);
      // Someone signs up with it before the code is entered.
      await registerAccount(app, { email: target });

      const res = await verifyNew(a, code);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: 'CONFLICT', message: TAKEN });
      expect(await stored(a.id)).toMatchObject({ email: a.email, pendingEmail: null });
      // Asking for a taken address is refused at once, after the password check.
      const taken = await put(a, { email: target, currentPassword: a.password });
      expect(taken.status).toBe(409);
      expect(taken.body.fields).toEqual({ email: TAKEN });
    });

    it('wrong codes count per account like the sign-up code, even in parallel; then the right one waits too', async () => {
      const a = await verifiedAccount(app);
      const target = fresh();
      await put(a, { email: target, currentPassword: a.password });
      const code = await app.mailbox.codeFor(target);
      const tries = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(() => verifyNew(a, wrongCode(code))));
      expect(tries.every((t) => t.status === 400 || t.status === 429)).toBe(true);
      // At most four guesses are compared with the live code. A try that finds the code already
      // voided by the fourth is no guess (it answers "expired" and gives its count back): on a busy
      // machine some arrive then.
      const answers = tries.filter((t) => t.status === 400).map((t) => t.body.fields?.code);
      expect(answers.filter((m) => m === WRONG_CODE).length).toBeLessThanOrEqual(4);
      expect(answers.filter((m) => m !== WRONG_CODE && m !== EXPIRED_CODE)).toEqual([]);
      // The right code no longer works: throttled (429) when every try counted, else "expired" (the
      // fourth wrong guess voided it) when some were given back.
      const right = await verifyNew(a, code);
      if (right.status === 400) expect(right.body.fields?.code).toBe(EXPIRED_CODE);
      else expect(right.status).toBe(429);
      expect(await stored(a.id)).toMatchObject({ email: a.email, pendingEmail: target });
    });
  });

  it('the pending-email migration runs again on a migrated database without harm', async () => {
    const q = app.services.db.createQueryRunner();
    try {
      await new PendingEmail1700000000008().up(q);
      expect(await q.hasColumn('users', 'pending_email')).toBe(true);
      expect(await q.hasColumn('users', 'pending_email_key')).toBe(true);
    } finally {
      await q.release();
    }
  });
});
