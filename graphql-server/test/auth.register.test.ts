import { UserEntity } from '../src/modules/users/user.entity';
import { newIdentity, registerAccount, sessionCookie } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ACCOUNT_OPS, errorCode, gql } from './helpers/graphql';

describeApp('register and roster lookup', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.services.roster.importCsv('collegeId,name\n21CS9001,Roster Name\n');
  });
  afterAll(() => app?.close());

  describe('REST POST /api/v1/auth/register', () => {
    it('creates an unverified account, starts a session and mails a code', async () => {
      const id = newIdentity();
      const agent = app.agent();
      const res = await agent.post('/api/v1/auth/register').send(id);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Please check your email for OTP');
      expect(res.body.user).toMatchObject({
        collegeId: id.collegeId,
        email: id.email,
        role: 'user',
        isVerified: false,
        showContractDetails: false,
      });
      expect(res.body.user._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
      expect(res.body.user).not.toHaveProperty('password');
      expect(res.body.user).not.toHaveProperty('passwordHash');
      const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('cm_session='));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(await app.mailbox.codeFor(id.email)).toMatch(/^\d{6}$/);
      // The session is unverified: me answers, isVerified tells.
      const me = await gql(agent, ACCOUNT_OPS.me);
      expect(me.data?.me).toMatchObject({ collegeId: id.collegeId, isVerified: false });
      const stored = await app.services.db.getRepository(UserEntity).findOneByOrFail({ id: res.body.user._id });
      expect(stored.passwordHash).toMatch(/^scrypt\$/);
      expect(stored.passwordHash).not.toContain(id.password);
    });

    it('stores the roster name whatever the form sent', async () => {
      const res = await app
        .agent()
        .post('/api/v1/auth/register')
        .send({ ...newIdentity(), collegeId: '21cs9001', name: 'Somebody Else' });
      expect(res.status).toBe(201);
      expect(res.body.user.name).toBe('Roster Name');
      expect(res.body.user.collegeId).toBe('21CS9001');
    });

    it('refuses a duplicate registration id or email (case-insensitive) with 409 naming the field', async () => {
      const a = await registerAccount(app);
      const byId = await app
        .agent()
        .post('/api/v1/auth/register')
        .send({ ...newIdentity(), collegeId: a.collegeId.toLowerCase() });
      expect(byId.status).toBe(409);
      expect(byId.body).toMatchObject({
        error: 'CONFLICT',
        message: 'An account with this registration id already exists',
      });
      expect(byId.body.fields).toEqual({ collegeId: 'An account with this registration id already exists' });
      const byEmail = await app
        .agent()
        .post('/api/v1/auth/register')
        .send({ ...newIdentity(), email: a.email.toUpperCase() });
      expect(byEmail.status).toBe(409);
      expect(byEmail.body.fields).toEqual({ email: 'An account with this email already exists' });
    });

    it('answers bad input with a message per field and creates nothing', async () => {
      const before = await app.services.db.getRepository(UserEntity).count();
      const res = await app
        .agent()
        .post('/api/v1/auth/register')
        .send({ collegeId: '!', name: '', email: 'nope', password: 'short' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.body.fields).sort()).toEqual(['collegeId', 'email', 'name', 'password']);
      expect(res.body.fields.password).toBe('Password must be at least 8 characters');
      expect(sessionCookie(res)).toBeNull();
      expect(await app.services.db.getRepository(UserEntity).count()).toBe(before);
    });

    it('names every missing field of an empty body', async () => {
      const res = await app.agent().post('/api/v1/auth/register').send({});
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        collegeId: 'Enter your registration id',
        name: 'Enter your full name',
        email: 'Enter your email',
        password: 'Enter a password',
      });
      const wrongType = await app
        .agent()
        .post('/api/v1/auth/register')
        .send({ ...newIdentity(), name: 42 });
      expect(wrongType.body.fields).toEqual({ name: 'Must be text' });
    });

    it('refuses a common password and one over 128 characters', async () => {
      const common = await app
        .agent()
        .post('/api/v1/auth/register')
        .send({ ...newIdentity(), password: 'Password123' });
      expect(common.status).toBe(400);
      expect(common.body.fields.password).toMatch(/too common/);
      const long = await app
        .agent()
        .post('/api/v1/auth/register')
        .send({ ...newIdentity(), password: 'x'.repeat(129) });
      expect(long.body.fields.password).toBe('Password must be at most 128 characters');
    });
  });

  describe('GraphQL register', () => {
    it('succeeds with the same message and an unverified session', async () => {
      const id = newIdentity();
      const agent = app.agent();
      const r = await gql(agent, ACCOUNT_OPS.register, { input: id });
      expect(r.errors).toBeUndefined();
      expect(r.data?.register.message).toBe('Please check your email for OTP');
      expect(r.data?.register.user).toMatchObject({ collegeId: id.collegeId, role: 'USER', isVerified: false });
      expect((await gql(agent, ACCOUNT_OPS.me)).data?.me.id).toBe(r.data?.register.user.id);
    });

    it('answers BAD_USER_INPUT with extensions.fields', async () => {
      const r = await gql(app.agent(), ACCOUNT_OPS.register, { input: { ...newIdentity(), email: 'not-an-email' } });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.fields).toEqual({ email: 'Enter a valid email address' });
    });

    it('answers CONFLICT for a taken email', async () => {
      const a = await registerAccount(app);
      const r = await gql(app.agent(), ACCOUNT_OPS.register, { input: { ...newIdentity(), email: a.email } });
      expect(errorCode(r)).toBe('CONFLICT');
      expect(r.errors?.[0]?.extensions?.fields).toEqual({ email: 'An account with this email already exists' });
    });
  });

  describe('rosterName', () => {
    it('returns the name for a listed id (any case) and null otherwise', async () => {
      expect((await gql(app.agent(), ACCOUNT_OPS.rosterName, { collegeId: ' 21cs9001 ' })).data?.rosterName).toBe(
        'Roster Name',
      );
      expect((await gql(app.agent(), ACCOUNT_OPS.rosterName, { collegeId: 'NOPE123' })).data?.rosterName).toBeNull();
    });

    it('refuses a blank id', async () => {
      const r = await gql(app.agent(), ACCOUNT_OPS.rosterName, { collegeId: '  ' });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
    });
  });
});

describeApp('register limits', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  it('restricts emails to ALLOWED_EMAIL_DOMAINS', async () => {
    app = await createTestApp({ env: { ALLOWED_EMAIL_DOMAINS: 'college.edu' } });
    const bad = await app
      .agent()
      .post('/api/v1/auth/register')
      .send({ ...newIdentity(), email: 'me@gmail.com' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe('Use your college email address (@college.edu)');
    const good = await app
      .agent()
      .post('/api/v1/auth/register')
      .send({ ...newIdentity(), email: 'me@cs.college.edu' });
    expect(good.status).toBe(201);
  });

  it('rate limits the roster lookup per address', async () => {
    app = await createTestApp({ limits: { rosterLookupPerIp: { limit: 3, windowMs: 60_000 } } });
    // Counted per resolver call: four aliased lookups in one request are four.
    const r = await gql(
      app.agent(),
      `{ a: rosterName(collegeId: "X1X") b: rosterName(collegeId: "X2X") c: rosterName(collegeId: "X3X") d: rosterName(collegeId: "X4X") }`,
    );
    expect(r.data).toMatchObject({ a: null, b: null, c: null, d: null });
    expect(r.errors).toHaveLength(1);
    expect(r.errors?.[0]?.path).toEqual(['d']);
    expect(errorCode(r)).toBe('RATE_LIMITED');
    expect(r.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    app.clock.advance(61_000);
    expect(errorCode(await gql(app.agent(), ACCOUNT_OPS.rosterName, { collegeId: 'X5X' }))).toBeUndefined();
  });

  it('rate limits registrations per address (default 30 per 10 minutes)', async () => {
    app = await createTestApp({ limits: { registerPerIp: { limit: 30, windowMs: 600_000 } } });
    for (let i = 0; i < 30; i++) {
      const res = await app
        .agent()
        .post('/api/v1/auth/register')
        .send({ ...newIdentity(), password: 'short' });
      expect(res.status).toBe(400);
    }
    const res = await app.agent().post('/api/v1/auth/register').send(newIdentity());
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
