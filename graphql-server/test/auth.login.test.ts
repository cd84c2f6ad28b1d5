import { SessionEntity } from '../src/modules/auth/session.entity';
import { registerAccount, sessionCookie, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ACCOUNT_OPS, errorCode, gql } from './helpers/graphql';

const DAY = 24 * 3600 * 1000;

describeApp('login, logout and the session check', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  // Each test starts with the per-address failure counter empty.
  afterEach(() => app.clock.advance(61_000));

  describe('REST', () => {
    it('logs in with a new token every time and answers the user', async () => {
      const a = await verifiedAccount(app);
      const first = await app
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: a.collegeId.toLowerCase(), password: a.password });
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Successfully Logged in');
      expect(first.body.user).toMatchObject({ _id: a.id, isVerified: true, role: 'user' });
      const second = await app
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: a.collegeId, password: a.password });
      expect(sessionCookie(first)).not.toBe(sessionCookie(second));
      // Only hashes are stored.
      const rows = await app.services.db.getRepository(SessionEntity).findBy({ userId: a.id });
      const token = (sessionCookie(second) as string).split('=')[1];
      expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    });

    it('answers the same 401 for a wrong password and an unknown account', async () => {
      const a = await verifiedAccount(app);
      const wrong = await app
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: a.collegeId, password: 'not the password' });
      const unknown = await app
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: 'NOBODY99', password: 'not the password' });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Invalid registration id or password', error: 'UNAUTHENTICATED' });
        expect(sessionCookie(res)).toBeNull();
      }
    });

    it('answers 400 with per-field messages for missing credentials', async () => {
      const res = await app.agent().post('/api/v1/auth/login').send({});
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ collegeId: 'Enter your registration id', password: 'Enter your password' });
    });

    it('answers an unverified account 400 "Please verify your email" with an unverified session and a fresh code', async () => {
      const a = await registerAccount(app);
      app.clock.advance(31_000); // past the resend cooldown of the sign-up code
      const before = app.mailbox.countTo(a.email);
      const agent = app.agent();
      const res = await agent.post('/api/v1/auth/login').send({ collegeId: a.collegeId, password: a.password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Please verify your email', error: 'EMAIL_NOT_VERIFIED' });
      expect(sessionCookie(res)).not.toBeNull();
      await app.mailbox.waitFor(a.email, () => true, before);
      expect(app.mailbox.countTo(a.email)).toBe(before + 1);
      const code = await app.mailbox.codeFor(a.email);
      const verified = await agent.post('/api/v1/auth/verify-email').send({ code });
      expect(verified.status).toBe(200);
      expect(verified.body.user.isVerified).toBe(true);
    });

    it('checks the session: the user, or 401', async () => {
      const a = await verifiedAccount(app);
      const ok = await a.agent.post('/api/v1/manage/check');
      expect(ok.status).toBe(200);
      expect(ok.body.user).toMatchObject({ _id: a.id, email: a.email, collegeId: a.collegeId });
      const anon = await app.agent().post('/api/v1/manage/check');
      expect(anon.status).toBe(401);
      expect(anon.body).toEqual({ message: 'Please sign in', error: 'UNAUTHENTICATED' });
    });

    it('logs out: 200, the session is deleted on the server and the old cookie no longer works', async () => {
      const a = await verifiedAccount(app);
      const res = await a.agent.post('/api/v1/auth/logout');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Successfully logged out');
      expect(await app.services.db.getRepository(SessionEntity).countBy({ userId: a.id })).toBe(0);
      // Replaying the old cookie (as a thief would) is refused.
      const replay = await app.agent().post('/api/v1/manage/check').set('Cookie', a.cookie);
      expect(replay.status).toBe(401);
    });

    it('logout without a session still answers 200', async () => {
      const res = await app.agent().post('/api/v1/auth/logout');
      expect(res.status).toBe(200);
    });
  });

  describe('GraphQL', () => {
    it('login, me and logout', async () => {
      const a = await verifiedAccount(app);
      const agent = app.agent();
      expect((await gql(agent, ACCOUNT_OPS.me)).data?.me).toBeNull();
      const r = await gql(agent, ACCOUNT_OPS.login, { input: { collegeId: a.collegeId, password: a.password } });
      expect(r.data?.login.message).toBe('Successfully Logged in');
      expect(sessionCookie({ headers: r.headers })).not.toBeNull();
      expect((await gql(agent, ACCOUNT_OPS.me)).data?.me.id).toBe(a.id);
      expect((await gql(agent, ACCOUNT_OPS.logout)).data?.logout.message).toBe('Successfully logged out');
      expect((await gql(agent, ACCOUNT_OPS.me)).data?.me).toBeNull();
    });

    it('wrong credentials: UNAUTHENTICATED with the same message', async () => {
      const r = await gql(app.agent(), ACCOUNT_OPS.login, {
        input: { collegeId: 'NOBODY98', password: 'whatever123' },
      });
      expect(errorCode(r)).toBe('UNAUTHENTICATED');
      expect(r.errors?.[0]?.message).toBe('Invalid registration id or password');
    });

    it('unverified: EMAIL_NOT_VERIFIED and a session whose me says isVerified false', async () => {
      const a = await registerAccount(app);
      const agent = app.agent();
      const r = await gql(agent, ACCOUNT_OPS.login, { input: { collegeId: a.collegeId, password: a.password } });
      expect(errorCode(r)).toBe('EMAIL_NOT_VERIFIED');
      expect(r.errors?.[0]?.message).toBe('Please verify your email');
      expect((await gql(agent, ACCOUNT_OPS.me)).data?.me).toMatchObject({ id: a.id, isVerified: false });
    });

    it('bad input: BAD_USER_INPUT with fields', async () => {
      const r = await gql(app.agent(), ACCOUNT_OPS.login, { input: { collegeId: ' ', password: '' } });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(Object.keys(r.errors?.[0]?.extensions?.fields ?? {})).toEqual(['collegeId', 'password']);
    });
  });

  describe('session lifetime', () => {
    it('ends after 30 idle days', async () => {
      const a = await verifiedAccount(app);
      app.clock.advance(29 * DAY);
      expect((await a.agent.post('/api/v1/manage/check')).status).toBe(200);
      app.clock.advance(29 * DAY); // active yesterday: still fine
      expect((await a.agent.post('/api/v1/manage/check')).status).toBe(200);
      app.clock.advance(31 * DAY);
      expect((await a.agent.post('/api/v1/manage/check')).status).toBe(401);
    });

    it('ends 90 days after sign-in however active', async () => {
      const a = await verifiedAccount(app);
      for (let i = 0; i < 4; i++) {
        app.clock.advance(20 * DAY);
        expect((await a.agent.post('/api/v1/manage/check')).status).toBe(200);
      }
      app.clock.advance(11 * DAY);
      expect((await a.agent.post('/api/v1/manage/check')).status).toBe(401);
    });
  });
});
