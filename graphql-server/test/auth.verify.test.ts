import { EmailCodeEntity } from '../src/modules/auth/email-code.entity';
import { UserEntity } from '../src/modules/users/user.entity';
import { registerAccount, sessionCookie } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ACCOUNT_OPS, errorCode, gql } from './helpers/graphql';

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeApp('email verification', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const isVerified = async (id: string) =>
    (await app.services.db.getRepository(UserEntity).findOneByOrFail({ id })).isVerified;

  describe('REST POST /api/v1/auth/verify-email', () => {
    it('verifies the session account with the code that arrived over SMTP', async () => {
      const a = await registerAccount(app);
      const mail = await app.mailbox.waitFor(a.email);
      expect(mail.subject).toBe('Your Campus Market verification code');
      expect(mail.from).toBe('no-reply@campus-market.local');
      expect(mail.text).toContain('Campus Market');
      expect(mail.html).toContain('Campus Market');
      const code = await app.mailbox.codeFor(a.email);
      expect(mail.html).toContain(code);
      const res = await a.agent.post('/api/v1/auth/verify-email').send({ code });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Your account has been successfully verified!');
      expect(res.body.user).toMatchObject({ _id: a.id, isVerified: true });
      expect(await isVerified(a.id)).toBe(true);
      // Signed in and verified on the same session.
      expect((await a.agent.post('/api/v1/manage/check')).body.user.isVerified).toBe(true);
    });

    it('refuses a reused code', async () => {
      const a = await registerAccount(app);
      const code = await app.mailbox.codeFor(a.email);
      expect((await a.agent.post('/api/v1/auth/verify-email').send({ code })).status).toBe(200);
      // A second account's session cannot use it either, and the first is already verified.
      const again = await a.agent.post('/api/v1/auth/verify-email').send({ code });
      expect(again.status).toBe(400);
      expect(again.body.fields.code).toBe('Your email is already verified');
    });

    it('refuses a code after 10 minutes', async () => {
      const a = await registerAccount(app);
      const code = await app.mailbox.codeFor(a.email);
      app.clock.advance(10 * 60_000 + 1000);
      const res = await a.agent.post('/api/v1/auth/verify-email').send({ code });
      expect(res.status).toBe(400);
      expect(res.body.fields.code).toBe('This code has expired or was already used. Request a new code.');
      expect(await isVerified(a.id)).toBe(false);
    });

    it('without a session verifies the account a collegeId names, and signs it in', async () => {
      const a = await registerAccount(app);
      const code = await app.mailbox.codeFor(a.email);
      const fresh = app.agent();
      const res = await fresh.post('/api/v1/auth/verify-email').send({ code, collegeId: a.collegeId });
      expect(res.status).toBe(200);
      expect(sessionCookie(res)).not.toBeNull();
      expect((await fresh.post('/api/v1/manage/check')).status).toBe(200);
    });

    it('never finds an account by the code alone: no session, no id → 401', async () => {
      const a = await registerAccount(app);
      const code = await app.mailbox.codeFor(a.email);
      const res = await app.agent().post('/api/v1/auth/verify-email').send({ code });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Please sign in');
      expect(await isVerified(a.id)).toBe(false);
    });

    it("a code of one account does not verify another's", async () => {
      const a = await registerAccount(app);
      const b = await registerAccount(app);
      const codeA = await app.mailbox.codeFor(a.email);
      const res = await b.agent.post('/api/v1/auth/verify-email').send({ code: codeA });
      expect(res.status).toBe(400);
      expect(await isVerified(b.id)).toBe(false);
    });

    it('answers bad input for a code that is not six digits', async () => {
      const a = await registerAccount(app);
      const res = await a.agent.post('/api/v1/auth/verify-email').send({ code: '12ab' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'BAD_USER_INPUT',
        fields: { code: 'Enter the 6-digit code from the email' },
      });
    });

    it('counts wrong tries per account across resends: the fifth voids the code', async () => {
      const a = await registerAccount(app);
      const first = await app.mailbox.codeFor(a.email);
      for (let i = 0; i < 3; i++) {
        const res = await a.agent.post('/api/v1/auth/verify-email').send({ code: wrongCode(first) });
        expect(res.body.fields.code).toBe('Incorrect code. Check the latest email and try again.');
      }
      app.clock.advance(31_000);
      const sent = app.mailbox.countTo(a.email);
      expect((await a.agent.post('/api/v1/auth/resend-verification')).status).toBe(200);
      await app.mailbox.waitFor(a.email, () => true, sent);
      const second = await app.mailbox.codeFor(a.email);
      expect(
        (await a.agent.post('/api/v1/auth/verify-email').send({ code: wrongCode(second) })).body.fields.code,
      ).toMatch(/^Incorrect/);
      const fifth = await a.agent.post('/api/v1/auth/verify-email').send({ code: wrongCode(second) });
      expect(fifth.body.fields.code).toBe('Too many wrong codes. Request a new code.');
      // The right code no longer works: it was voided.
      const late = await a.agent.post('/api/v1/auth/verify-email').send({ code: second });
      expect(late.status).toBe(400);
      expect(await isVerified(a.id)).toBe(false);
    });

    it('blocks verification for the day after 20 wrong tries', async () => {
      const a = await registerAccount(app);
      // Park the clock early in a UTC day so the test cannot cross midnight.
      const now = app.clock.now();
      const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 5);
      app.clock.advance(nextDay - now.getTime());
      let code: string;
      for (let round = 0; round < 4; round++) {
        app.clock.advance(31_000);
        const sent = app.mailbox.countTo(a.email);
        expect((await a.agent.post('/api/v1/auth/resend-verification')).status).toBe(200);
        await app.mailbox.waitFor(a.email, () => true, sent);
        code = await app.mailbox.codeFor(a.email);
        for (let i = 0; i < 5; i++) await a.agent.post('/api/v1/auth/verify-email').send({ code: wrongCode(code) });
      }
      app.clock.advance(31_000);
      const sent = app.mailbox.countTo(a.email);
      await a.agent.post('/api/v1/auth/resend-verification');
      await app.mailbox.waitFor(a.email, () => true, sent);
      code = await app.mailbox.codeFor(a.email);
      const blocked = await a.agent.post('/api/v1/auth/verify-email').send({ code });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many wrong codes today. Try again tomorrow.');
      expect(blocked.body.retryAfterSeconds).toBeGreaterThan(20 * 3600);
      expect(await isVerified(a.id)).toBe(false);
      // Next UTC day: a new code works.
      app.clock.advance(24 * 3600_000);
      const s2 = app.mailbox.countTo(a.email);
      await a.agent.post('/api/v1/auth/resend-verification');
      await app.mailbox.waitFor(a.email, () => true, s2);
      const ok = await a.agent.post('/api/v1/auth/verify-email').send({ code: await app.mailbox.codeFor(a.email) });
      expect(ok.status).toBe(200);
    });

    it('stores only a hash of the code', async () => {
      const a = await registerAccount(app);
      const code = await app.mailbox.codeFor(a.email);
      const row = await app.services.db.getRepository(EmailCodeEntity).findOneByOrFail({ userId: a.id });
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(code);
    });
  });

  describe('REST POST /api/v1/auth/resend-verification', () => {
    it('sends a new code that replaces the old one', async () => {
      const a = await registerAccount(app);
      const old = await app.mailbox.codeFor(a.email);
      app.clock.advance(31_000);
      const sent = app.mailbox.countTo(a.email);
      const res = await a.agent.post('/api/v1/auth/resend-verification');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'A new verification code has been sent to your email.',
        retryAfterSeconds: 30,
      });
      await app.mailbox.waitFor(a.email, () => true, sent);
      const fresh = await app.mailbox.codeFor(a.email);
      if (fresh !== old) {
        expect((await a.agent.post('/api/v1/auth/verify-email').send({ code: old })).status).toBe(400);
      }
      expect((await a.agent.post('/api/v1/auth/verify-email').send({ code: fresh })).status).toBe(200);
    });

    it('allows one send per 30 seconds, enforced by the server', async () => {
      const a = await registerAccount(app);
      const res = await a.agent.post('/api/v1/auth/resend-verification');
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('RATE_LIMITED');
      expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
      expect(res.body.retryAfterSeconds).toBeLessThanOrEqual(30);
      expect(res.headers['retry-after']).toBe(String(res.body.retryAfterSeconds));
    });

    it('allows at most 10 sends an hour', async () => {
      const a = await registerAccount(app); // send 1
      for (let i = 2; i <= 10; i++) {
        app.clock.advance(31_000);
        expect((await a.agent.post('/api/v1/auth/resend-verification')).status).toBe(200);
      }
      app.clock.advance(31_000);
      const res = await a.agent.post('/api/v1/auth/resend-verification');
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Too many codes requested/);
    });

    it('needs a session or an account named; a named unknown account gets the same answer', async () => {
      expect((await app.agent().post('/api/v1/auth/resend-verification')).status).toBe(401);
      const unknown = await app.agent().post('/api/v1/auth/resend-verification').send({ email: 'nobody@college.edu' });
      expect(unknown.status).toBe(200);
      expect(unknown.body.message).toBe('A new verification code has been sent to your email.');
    });
  });

  describe('GraphQL', () => {
    it('verifyEmail and resendVerification', async () => {
      const a = await registerAccount(app);
      app.clock.advance(31_000);
      const sent = app.mailbox.countTo(a.email);
      const resent = await gql(a.agent, ACCOUNT_OPS.resend, {});
      expect(resent.data?.resendVerification).toEqual({
        message: 'A new verification code has been sent to your email.',
        retryAfterSeconds: 30,
      });
      await app.mailbox.waitFor(a.email, () => true, sent);
      const again = await gql(a.agent, ACCOUNT_OPS.resend, {});
      expect(errorCode(again)).toBe('RATE_LIMITED');
      expect(again.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
      const code = await app.mailbox.codeFor(a.email);
      const r = await gql(a.agent, ACCOUNT_OPS.verifyEmail, { input: { code } });
      expect(r.data?.verifyEmail.message).toBe('Your account has been successfully verified!');
      expect(r.data?.verifyEmail.user.isVerified).toBe(true);
    });

    it('unauthenticated and bad input', async () => {
      expect(errorCode(await gql(app.agent(), ACCOUNT_OPS.verifyEmail, { input: { code: '123456' } }))).toBe(
        'UNAUTHENTICATED',
      );
      expect(errorCode(await gql(app.agent(), ACCOUNT_OPS.resend, {}))).toBe('UNAUTHENTICATED');
      const a = await registerAccount(app);
      const bad = await gql(a.agent, ACCOUNT_OPS.verifyEmail, { input: { code: 'abcdef' } });
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.extensions?.fields).toEqual({ code: 'Enter the 6-digit code from the email' });
    });
  });
});
