import fs from 'node:fs';
import path from 'node:path';
import { applyAdminCollegeIds, seedDemo } from '../src/app/seed';
import { RosterEntry } from '../src/modules/roster/roster.entity';
import { UserEntity } from '../src/modules/users/user.entity';
import { newIdentity, registerAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { USE_MYSQL } from './helpers/services';

describeApp('seed, roster import, admins and the outbox', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  it('seeds an empty embedded database with a demo whose passwords work', async () => {
    app = await createTestApp({ env: { SEED_DEMO: USE_MYSQL ? 'true' : '' } });
    await seedDemo(app.services);
    const users = await app.services.db.getRepository(UserEntity).find();
    expect(users.map((u) => u.role).sort()).toEqual(['admin', 'moderator', ...Array(6).fill('user')]);
    expect(users.every((u) => u.isVerified)).toBe(true);
    expect(await app.services.db.getRepository(RosterEntry).count()).toBeGreaterThanOrEqual(20);
    const file = fs.readFileSync(path.join(app.services.config.dataDir, 'demo-accounts.txt'), 'utf8');
    const m = /admin\s+registration id (\S+)\s+password (\S+)/.exec(file);
    expect(m).not.toBeNull();
    const login = await app.agent().post('/api/v1/auth/login').send({ collegeId: m?.[1], password: m?.[2] });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
    // A second start seeds nothing more.
    await seedDemo(app.services);
    expect(await app.services.db.getRepository(UserEntity).count()).toBe(8);
  });

  it('prints the demo accounts one plain line each, whatever the log format', async () => {
    const infos: string[] = [];
    const logger = { info: (m: string) => void infos.push(m), error: () => {}, warn: () => {} };
    app = await createTestApp({ env: { SEED_DEMO: USE_MYSQL ? 'true' : '' }, logger });
    await seedDemo(app.services);
    const accounts = infos.filter((m) => m.startsWith('Demo account: '));
    expect(accounts).toHaveLength(8);
    expect(accounts.every((m) => !m.includes('\n'))).toBe(true);
    expect(accounts[0]).toMatch(/^Demo account: admin\s+registration id ADMIN001\s+password \S+\s+\(admin@/);
  });

  it('does not seed when SEED_DEMO=false, nor on MySQL unless asked', async () => {
    app = await createTestApp({ env: { SEED_DEMO: 'false' } });
    await seedDemo(app.services);
    expect(await app.services.db.getRepository(UserEntity).count()).toBe(0);
    if (USE_MYSQL) {
      await app.close();
      app = await createTestApp({ env: { SEED_DEMO: '' } });
      await seedDemo(app.services);
      expect(await app.services.db.getRepository(UserEntity).count()).toBe(0);
    }
  });

  it('never seeds demo accounts in production unless SEED_DEMO=true, and then warns loudly', async () => {
    const production = { NODE_ENV: 'production', SCRYPT_LOG_N: '17', SEED_DEMO: '' };
    app = await createTestApp({ env: production });
    await seedDemo(app.services);
    expect(await app.services.db.getRepository(UserEntity).count()).toBe(0);
    await app.close();

    const warnings: string[] = [];
    const logger = { info: () => {}, error: () => {}, warn: (m: string) => void warnings.push(m) };
    app = await createTestApp({ env: { ...production, SEED_DEMO: 'true' }, logger });
    await seedDemo(app.services);
    expect(await app.services.db.getRepository(UserEntity).count()).toBe(8);
    expect(warnings.some((w) => /SEED_DEMO=true with NODE_ENV=production/.test(w))).toBe(true);
    // Production's password hashing (scrypt 2^17, eight accounts) and the demo's pictures: on a CI
    // machine running three suites at once this took past the usual 30 s (seen on MariaDB).
  }, 120_000);

  it('imports a roster CSV: adds, updates, counts and reports bad lines', async () => {
    app = await createTestApp();
    const first = await app.services.roster.importCsv(
      'collegeId,name\r\n21AB0001,First Name\r\n21AB0002,"Second, Name"\r\n',
    );
    expect(first).toEqual({ added: 2, updated: 0, unchanged: 0, rejected: [] });
    const second = await app.services.roster.importCsv(
      '21ab0001,Changed Name\n21AB0002,"Second, Name"\n!!,Bad Id\n21AB0003\n',
    );
    expect(second.added).toBe(0);
    expect(second.updated).toBe(1);
    expect(second.unchanged).toBe(1);
    expect(second.rejected).toHaveLength(2);
    expect(await app.services.roster.nameOf('21AB0001')).toBe('Changed Name');
    expect(await app.services.roster.nameOf('21ab0002')).toBe('Second, Name');
  });

  it('make-admin and ADMIN_COLLEGE_IDS give the admin role', async () => {
    app = await createTestApp({ env: { ADMIN_COLLEGE_IDS: 'BOSS0001, boss0002' } });
    const a = await registerAccount(app);
    expect((await app.services.users.setRoleByCollegeId(a.collegeId.toLowerCase(), 'admin'))?.role).toBe('admin');
    expect(await app.services.users.setRoleByCollegeId('NOBODY77', 'admin')).toBeNull();
    // Listed ids: admin at registration, and at start for existing accounts.
    const listed = await registerAccount(app, { collegeId: 'BOSS0002' });
    expect(listed.collegeId).toBe('BOSS0002');
    expect((await app.services.db.getRepository(UserEntity).findOneByOrFail({ id: listed.id })).role).toBe('admin');
    await app.services.db.getRepository(UserEntity).update({ id: listed.id }, { role: 'user' });
    await applyAdminCollegeIds(app.services);
    expect((await app.services.db.getRepository(UserEntity).findOneByOrFail({ id: listed.id })).role).toBe('admin');
  });

  it('without SMTP_URL writes each mail to DATA_DIR/outbox as .eml', async () => {
    app = await createTestApp({ env: { SMTP_URL: '' } });
    const id = newIdentity();
    expect((await app.agent().post('/api/v1/auth/register').send(id)).status).toBe(201);
    const dir = path.join(app.services.config.dataDir, 'outbox');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`${id.email.replace('.', '\\.')}\\.eml$`));
    const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
    expect(eml).toContain('Subject: Your Campus Market verification code');
    expect(eml).toMatch(/verification code is \d{6}/);
  });
});
