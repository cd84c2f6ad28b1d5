import { ResetTokenEntity } from '../src/modules/auth/reset-token.entity';
import { SessionEntity } from '../src/modules/auth/session.entity';
import { verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ACCOUNT_OPS, errorCode, gql } from './helpers/graphql';

const FORGOT = 'If an account uses that email, a reset link is on its way.';

describeApp('forgot and reset password', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  async function requestLink(email: string): Promise<string> {
    const sent = app.mailbox.countTo(email);
    const res = await app.agent().post('/api/v1/auth/forgot-password').send({ email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT });
    await app.mailbox.waitFor(email, (m) => m.subject === 'Reset your Campus Market password', sent);
    return app.mailbox.resetTokenFor(email);
  }

  it('mails a link built from PUBLIC_URL; the reset ends every session and tells the user', async () => {
    const a = await verifiedAccount(app);
    const other = app.agent();
    await other.post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password });
    const sent = app.mailbox.countTo(a.email);
    const res = await app
      .agent()
      .post('/api/v1/auth/forgot-password')
      .set('Host', 'evil.example')
      .send({ email: a.email.toUpperCase() });
    expect(res.body.message).toBe(FORGOT);
    const mail = await app.mailbox.waitFor(a.email, (m) => m.subject === 'Reset your Campus Market password', sent);
    expect(mail.text).toMatch(/http:\/\/localhost:4000\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('Campus Market');
    const token = await app.mailbox.resetTokenFor(a.email);
    // Stored hashed.
    const rows = await app.services.db.getRepository(ResetTokenEntity).findBy({ userId: a.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);

    const newPassword = 'a brand new passphrase';
    const reset = await app.agent().post(`/api/v1/auth/reset-password/${token}`).send({ password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Password reset successfully' });
    expect(await app.services.db.getRepository(SessionEntity).countBy({ userId: a.id })).toBe(0);
    expect((await a.agent.post('/api/v1/manage/check')).status).toBe(401);
    expect((await other.post('/api/v1/manage/check')).status).toBe(401);
    await app.mailbox.waitFor(a.email, (m) => m.subject === 'Your password was changed');
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password })).status,
    ).toBe(401);
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: newPassword })).status,
    ).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const total = app.mailbox.mails.length;
    const res = await app.agent().post('/api/v1/auth/forgot-password').send({ email: 'nobody-here@college.edu' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: FORGOT });
    await app.services.background.drain();
    expect(app.mailbox.mails.length).toBe(total);
  });

  it('answers in about the same time whether or not the email exists', async () => {
    const a = await verifiedAccount(app);
    const time = async (email: string) => {
      const t = process.hrtime.bigint();
      await app.agent().post('/api/v1/auth/forgot-password').send({ email });
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    // A slow mail server: an answer that waited for the mail would come SLOW_SMTP_MS later. So the
    // bound below can be loose enough for a busy machine (each answer takes about 20 ms idle, the
    // two differ by about 5 ms; 1 s is 50 times an answer) and still catch a path that waits.
    const SLOW_SMTP_MS = 3000;
    const mailer = app.services.mailer;
    const send = mailer.send;
    mailer.send = async (mail) => {
      await new Promise((r) => setTimeout(r, SLOW_SMTP_MS));
      return send.call(mailer, mail);
    };
    try {
      await time('warm-up@college.edu');
      const known = await time(a.email);
      const unknown = await time('nobody-else@college.edu');
      // The lookup and the mail happen after the answer; neither path waits for SMTP.
      expect(Math.abs(known - unknown)).toBeLessThan(1000);
      await app.services.background.drain();
    } finally {
      mailer.send = send;
    }
  });

  it('refuses a used link', async () => {
    const a = await verifiedAccount(app);
    const token = await requestLink(a.email);
    expect(
      (await app.agent().post(`/api/v1/auth/reset-password/${token}`).send({ password: 'first new passphrase' }))
        .status,
    ).toBe(200);
    const again = await app
      .agent()
      .post(`/api/v1/auth/reset-password/${token}`)
      .send({ password: 'second new passphrase' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      error: 'BAD_USER_INPUT',
      message: 'This reset link is invalid or has expired. Please ask for a new one.',
    });
  });

  it('refuses a link after one hour', async () => {
    const a = await verifiedAccount(app);
    const token = await requestLink(a.email);
    app.clock.advance(3600_000 + 1000);
    const res = await app
      .agent()
      .post(`/api/v1/auth/reset-password/${token}`)
      .send({ password: 'late new passphrase' });
    expect(res.status).toBe(400);
    expect(res.body.fields.token).toMatch(/invalid or has expired/);
    expect(
      (await app.agent().post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password })).status,
    ).toBe(200);
  });

  it('a new request replaces the older link', async () => {
    const a = await verifiedAccount(app);
    const first = await requestLink(a.email);
    const second = await requestLink(a.email);
    expect(
      (await app.agent().post(`/api/v1/auth/reset-password/${first}`).send({ password: 'some new passphrase' })).status,
    ).toBe(400);
    const r2 = await app
      .agent()
      .post(`/api/v1/auth/reset-password/${second}`)
      .send({ password: 'some new passphrase' });
    expect(r2.status).toBe(200);
  });

  it('bad input: a weak password changes nothing and keeps the link usable', async () => {
    const a = await verifiedAccount(app);
    const token = await requestLink(a.email);
    const weak = await app.agent().post(`/api/v1/auth/reset-password/${token}`).send({ password: 'qwerty123' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toMatch(/too common/);
    expect(
      (await app.agent().post(`/api/v1/auth/reset-password/${token}`).send({ password: 'strong enough passphrase' }))
        .status,
    ).toBe(200);
    const badEmail = await app.agent().post('/api/v1/auth/forgot-password').send({ email: 'not an email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields.email).toBe('Enter a valid email address');
  });

  it('GraphQL forgotPassword and resetPassword', async () => {
    const a = await verifiedAccount(app);
    const sent = app.mailbox.countTo(a.email);
    const f = await gql(app.agent(), ACCOUNT_OPS.forgot, { input: { email: a.email } });
    expect(f.data?.forgotPassword.message).toBe(FORGOT);
    await app.mailbox.waitFor(a.email, (m) => m.subject === 'Reset your Campus Market password', sent);
    const token = await app.mailbox.resetTokenFor(a.email);
    const bad = await gql(app.agent(), ACCOUNT_OPS.reset, {
      input: { token: 'not-a-token', password: 'valid new passphrase' },
    });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    const r = await gql(app.agent(), ACCOUNT_OPS.reset, { input: { token, password: 'valid new passphrase' } });
    expect(r.data?.resetPassword.message).toBe('Password reset successfully');
    const reuse = await gql(app.agent(), ACCOUNT_OPS.reset, { input: { token, password: 'valid new passphrase' } });
    expect(errorCode(reuse)).toBe('BAD_USER_INPUT');
  });
});
