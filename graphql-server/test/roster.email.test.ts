import { RosterEntry } from '../src/modules/roster/roster.entity';
import { productionWarnings } from '../src/startup-warnings';
import { newIdentity } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ACCOUNT_OPS, gql } from './helpers/graphql';

describeApp('roster emails tie a registration id to its student', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    const result = await app.services.roster.importCsv(
      'collegeId,name,email\n21EM0001,Meera Nair,Meera.Nair@College.edu\n21EM0002,"Rao, Kiran",kiran@college.edu\n21EM0003,Open Student\n21EM0004,Bad Email,not-an-email@\n',
    );
    expect(result).toMatchObject({ added: 3 });
    expect(result.rejected).toEqual([expect.stringMatching(/^line 5: /)]);
  });
  afterAll(() => app?.close());

  it('imports collegeId,name,email with the email optional and normalised', async () => {
    const rows = await app.services.db.getRepository(RosterEntry).find({ order: { collegeIdKey: 'ASC' } });
    expect(rows.map((r) => [r.collegeId, r.name, r.email])).toEqual([
      ['21EM0001', 'Meera Nair', 'meera.nair@college.edu'],
      ['21EM0002', 'Rao, Kiran', 'kiran@college.edu'],
      ['21EM0003', 'Open Student', null],
    ]);
  });

  it('refuses sign-up for a rostered id with another email, on both transports, without revealing the address', async () => {
    const attempt = { ...newIdentity(), collegeId: '21EM0001', email: 'someone.else@college.edu' };
    const rest = await app.agent().post('/api/v1/auth/register').send(attempt);
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({
      error: 'BAD_USER_INPUT',
      message: 'Sign up with your college email',
      fields: { email: 'Sign up with your college email' },
    });
    expect(JSON.stringify(rest.body)).not.toMatch(/meera/i);
    const g = await gql(app.agent(), ACCOUNT_OPS.register, { input: attempt });
    expect(g.errors?.[0]).toMatchObject({
      message: 'Sign up with your college email',
      extensions: { code: 'BAD_USER_INPUT', fields: { email: 'Sign up with your college email' } },
    });
    expect(JSON.stringify(g)).not.toMatch(/meera/i);
  });

  it('accepts the roster email in any case and stores the roster name', async () => {
    const res = await app
      .agent()
      .post('/api/v1/auth/register')
      .send({ ...newIdentity(), collegeId: '21em0001', name: 'Impostor', email: 'MEERA.NAIR@college.edu' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ collegeId: '21EM0001', name: 'Meera Nair' });
  });

  it('leaves ids without a roster email open to any address', async () => {
    const res = await app
      .agent()
      .post('/api/v1/auth/register')
      .send({ ...newIdentity(), collegeId: '21EM0003' });
    expect(res.status).toBe(201);
    expect(res.body.user.name).toBe('Open Student');
  });
});

describeApp('production start warnings', () => {
  let app: TestApp;
  afterEach(() => app?.close());
  const production = { NODE_ENV: 'production', SCRYPT_LOG_N: '17' };

  it('warns when neither roster emails nor ALLOWED_EMAIL_DOMAINS restrict sign-up, and about a hop-count TRUST_PROXY', async () => {
    app = await createTestApp({ env: { ...production, TRUST_PROXY: '1' } });
    const warnings = await productionWarnings(app.services);
    expect(warnings).toEqual([
      expect.stringMatching(/^Sign-up is open to any email/),
      expect.stringMatching(/^TRUST_PROXY=1 /),
    ]);
    await app.services.roster.importCsv('21EM0009,Tied Student,tied@college.edu\n');
    expect(await productionWarnings(app.services)).toEqual([expect.stringMatching(/^TRUST_PROXY=1 /)]);
  });

  it('says nothing with ALLOWED_EMAIL_DOMAINS and a named proxy, nor outside production', async () => {
    app = await createTestApp({
      env: { ...production, ALLOWED_EMAIL_DOMAINS: 'college.edu', TRUST_PROXY: '10.0.0.5' },
    });
    expect(await productionWarnings(app.services)).toEqual([]);
    await app.close();
    app = await createTestApp();
    expect(await productionWarnings(app.services)).toEqual([]);
  });
});
