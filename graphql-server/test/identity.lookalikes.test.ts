import { ExactIdentityKeys1700000000006 } from '../src/db/migrations/1700000000006-exact-identity-keys';
import { RosterEntry } from '../src/modules/roster/roster.entity';
import { newUserRow } from '../src/modules/users/new-user';
import { UserEntity } from '../src/modules/users/user.entity';
import { COLLEGE_ID_MESSAGES } from '../src/modules/users/validation';
import { newIdentity, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ACCOUNT_OPS, errorCode, gql } from './helpers/graphql';
import { USE_MYSQL } from './helpers/services';

/*
 * Look-alike identities. Registration ids and emails are normalised (NFKC, then
 * case) on every call that takes one, and the key columns compare exactly, so a fullwidth spelling
 * is the same account with the same throttle counter, and an accented one is refused (ids) or
 * matches nobody (emails). Runs on SQLite and, with DB=mysql, on MariaDB, whose default
 * utf8mb4_unicode_ci collation would otherwise treat `Ś` as `S`.
 */
import { accented, fullwidth } from './helpers/lookalikes';

describeApp('look-alike ids and emails on every other call', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());
  afterEach(() => app.clock.advance(2 * 3600_000));

  it('sign-up stores the normalised id and email; look-alikes of taken ones conflict or are refused', async () => {
    const a = await registerAccount(app, { collegeId: newIdentity('SW').collegeId });
    const fresh = newIdentity('SW');
    const created = await app
      .agent()
      .post('/api/v1/auth/register')
      .send({
        ...fresh,
        collegeId: fullwidth(fresh.collegeId.toLowerCase()),
        email: fullwidth(fresh.email.toUpperCase()),
      });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ collegeId: fresh.collegeId, email: fresh.email });
    const stored = await app.services.db.getRepository(UserEntity).findOneByOrFail({ id: created.body.user._id });
    expect(stored).toMatchObject({
      collegeId: fresh.collegeId,
      collegeIdKey: fresh.collegeId.toLowerCase(),
      email: fresh.email,
      emailKey: fresh.email,
    });

    const byId = await app
      .agent()
      .post('/api/v1/auth/register')
      .send({ ...newIdentity(), collegeId: fullwidth(a.collegeId) });
    expect(byId.status).toBe(409);
    expect(byId.body.fields).toEqual({ collegeId: 'An account with this registration id already exists' });
    const byEmail = await gql(app.agent(), ACCOUNT_OPS.register, {
      input: { ...newIdentity(), email: fullwidth(a.email) },
    });
    expect(errorCode(byEmail)).toBe('CONFLICT');
    expect(byEmail.errors?.[0]?.extensions?.fields).toEqual({ email: 'An account with this email already exists' });

    const accentedId = await app
      .agent()
      .post('/api/v1/auth/register')
      .send({ ...newIdentity(), collegeId: accented(a.collegeId) });
    expect(accentedId.status).toBe(400);
    expect(accentedId.body.fields).toEqual({ collegeId: COLLEGE_ID_MESSAGES.characters });
  });

  it('the roster lookup finds the row by a fullwidth id and refuses an accented one', async () => {
    const id = newIdentity('SW').collegeId;
    await app.services.roster.importCsv(`collegeId,name\n${id},Roster Person\n`);
    const wide = await gql(app.agent(), ACCOUNT_OPS.rosterName, { collegeId: fullwidth(id.toLowerCase()) });
    expect(wide.data?.rosterName).toBe('Roster Person');
    const look = await gql(app.agent(), ACCOUNT_OPS.rosterName, { collegeId: accented(id) });
    expect(errorCode(look)).toBe('BAD_USER_INPUT');
    expect(look.errors?.[0]?.message).toBe(COLLEGE_ID_MESSAGES.characters);
  });

  it('resend and verify find the account by its fullwidth id, and refuse an accented one on both transports', async () => {
    const a = await registerAccount(app, { collegeId: newIdentity('SW').collegeId });
    app.clock.advance(31_000);
    const before = app.mailbox.countTo(a.email);
    const resent = await app
      .agent()
      .post('/api/v1/auth/resend-verification')
      .send({ collegeId: fullwidth(a.collegeId) });
    expect(resent.status).toBe(200);
    const code = await app.mailbox.codeFor(a.email, before);
    const verified = await app
      .agent()
      .post('/api/v1/auth/verify-email')
      .send({ code, collegeId: fullwidth(a.collegeId) });
    expect(verified.status).toBe(200);
    expect(verified.body.user._id).toBe(a.id);

    const rest = await app
      .agent()
      .post('/api/v1/auth/resend-verification')
      .send({ collegeId: accented(a.collegeId) });
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ collegeId: COLLEGE_ID_MESSAGES.characters });
    const viaGql = await gql(app.agent(), ACCOUNT_OPS.verifyEmail, {
      input: { code: '123456', collegeId: accented(a.collegeId) },
    });
    expect(errorCode(viaGql)).toBe('BAD_USER_INPUT');
    expect(viaGql.errors?.[0]?.extensions?.fields).toEqual({ collegeId: COLLEGE_ID_MESSAGES.characters });
  });

  it('forgot-password: every spelling of an email shares one counter; an accented address reaches nobody', async () => {
    const a = await verifiedAccount(app);
    const before = app.mailbox.countTo(a.email);
    const spellings = [a.email, a.email.toUpperCase(), fullwidth(a.email), fullwidth(a.email.toUpperCase()), a.email];
    for (const [i, email] of spellings.entries()) {
      const res =
        i % 2
          ? await gql(app.agent(), ACCOUNT_OPS.forgot, { input: { email } })
          : await app.agent().post('/api/v1/auth/forgot-password').send({ email });
      expect(res.status).toBe(200);
    }
    const sixth = await app
      .agent()
      .post('/api/v1/auth/forgot-password')
      .send({ email: fullwidth(a.email) });
    expect(sixth.status).toBe(429);
    const sixthGql = await gql(app.agent(), ACCOUNT_OPS.forgot, { input: { email: a.email.toUpperCase() } });
    expect(errorCode(sixthGql)).toBe('RATE_LIMITED');
    await app.services.background.drain();
    expect(app.mailbox.countTo(a.email)).toBe(before + 5);

    // A different address (a different mailbox): it is answered alike but finds no account.
    expect(
      (
        await app
          .agent()
          .post('/api/v1/auth/forgot-password')
          .send({ email: accented(a.email) })
      ).status,
    ).toBe(200);
    await app.services.background.drain();
    expect(app.mailbox.countTo(a.email)).toBe(before + 5);
  });

  it('the key columns compare exactly on this database', async () => {
    const a = await registerAccount(app, { collegeId: newIdentity('SW').collegeId });
    const users = app.services.db.getRepository(UserEntity);
    expect(await users.findOneBy({ collegeIdKey: a.collegeId.toLowerCase() })).not.toBeNull();
    expect(await users.findOneBy({ collegeIdKey: accented(a.collegeId.toLowerCase()) })).toBeNull();
    expect(await users.findOneBy({ collegeIdKey: a.collegeId })).toBeNull();
    expect(await users.findOneBy({ emailKey: accented(a.email) })).toBeNull();
    expect(await users.findOneBy({ emailKey: a.email.toUpperCase() })).toBeNull();
    await app.services.roster.importCsv(`${a.collegeId},Roster Person\n`);
    expect(
      await app.services.db.getRepository(RosterEntry).findOneBy({ collegeIdKey: accented(a.collegeId.toLowerCase()) }),
    ).toBeNull();
    if (USE_MYSQL) {
      const rows: { t: string; c: string; collation: string }[] = await app.services.db.query(
        `SELECT table_name AS t, column_name AS c, collation_name AS collation FROM information_schema.columns
          WHERE table_schema = DATABASE() AND column_name IN ('college_id_key', 'email_key') ORDER BY t, c`,
      );
      expect(rows).toEqual([
        { t: 'roster', c: 'college_id_key', collation: 'utf8mb4_bin' },
        { t: 'users', c: 'college_id_key', collation: 'utf8mb4_bin' },
        { t: 'users', c: 'email_key', collation: 'utf8mb4_bin' },
      ]);
    }
  });

  it('the migration brings older rows to the normalised form, never merging two accounts, and runs again harmlessly', async () => {
    const users = app.services.db.getRepository(UserEntity);
    const now = app.clock.now();
    const row = (collegeId: string, email: string, emailKey: string) => {
      const u = users.create(
        newUserRow(
          { collegeId, name: 'Old Row', email, passwordHash: 'scrypt$x', role: 'user', isVerified: true },
          now,
        ),
      );
      return Object.assign(u, { email, emailKey });
    };
    const n = newIdentity('OLD');
    // As rows were stored before: the email as typed, the key lower-cased.
    const mixed = row(`${n.collegeId}A`, `Mixed.${n.email.toUpperCase()}`, `mixed.${n.email}`);
    const wide = row(`${n.collegeId}B`, fullwidth(`wide.${n.email}`), fullwidth(`wide.${n.email}`));
    const taken = row(`${n.collegeId}C`, `dup.${n.email}`, `dup.${n.email}`);
    const twin = row(`${n.collegeId}D`, fullwidth(`dup.${n.email}`), fullwidth(`dup.${n.email}`));
    await users.insert([mixed, wide, taken, twin]);

    const runner = app.services.db.createQueryRunner();
    try {
      for (let i = 0; i < 2; i++) await new ExactIdentityKeys1700000000006().up(runner);
    } finally {
      await runner.release();
    }
    const after = async (u: UserEntity) => users.findOneByOrFail({ id: u.id });
    expect(await after(mixed)).toMatchObject({ email: `mixed.${n.email}`, emailKey: `mixed.${n.email}` });
    expect(await after(wide)).toMatchObject({ email: `wide.${n.email}`, emailKey: `wide.${n.email}` });
    expect(await after(taken)).toMatchObject({ email: `dup.${n.email}`, emailKey: `dup.${n.email}` });
    // The twin would collide with an existing account: left as it was, for an operator to settle.
    expect(await after(twin)).toMatchObject({ emailKey: fullwidth(`dup.${n.email}`) });
  });
});
