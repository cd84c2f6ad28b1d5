import 'reflect-metadata';
import { DEFAULT_LIMITS } from '../src/core/limits';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { ORIGIN } from './products.support';
import { call, createToken } from './tokens.support';
import { accountChangeCalls } from './users.account-changes.support';

const MISSING = 'Enter your current password to change your email or password.';
const WRONG = 'Your current password is incorrect.';
const FAILURES = 3;

/**
 * A stolen session alone must not mint a lasting way in (docs/product.md#api-tokens): a token needs
 * the owner's current password, a wrong one counts as a failed login, the owner is mailed, and a
 * password change or reset ends every token of the account.
 */
describeApp('API tokens and the account password', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      limits: {
        loginFailuresPerAccount: { limit: FAILURES, windowMs: 15 * 60_000 },
        passwordHashing: { ...DEFAULT_LIMITS.passwordHashing, perClient: 6 },
      },
    });
  });
  afterAll(() => app?.close());
  const { login, put } = accountChangeCalls(() => app);
  const post = (a: TestAccount, body: object) => a.agent.post('/api/v1/tokens').set('Origin', ORIGIN).send(body);
  const works = async (token: string) => (await call(app, 'GET', '/api/v1/product/all-products', { token })).status;

  it('asks for the current password: the input first, then the password; the right one is 201 and mailed', async () => {
    const a = await verifiedAccount(app);
    const mails = app.mailbox.countTo(a.email);
    const missing = await post(a, { name: 'bot', scopes: ['read:products'] });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'BAD_USER_INPUT', fields: { currentPassword: MISSING } });
    // Every field of the input is answered at once, before any password is compared.
    const bad = await post(a, { name: ' ', scopes: ['read:everything'], currentPassword: 'not it at all' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['name', 'scopes']);
    const wrong = await post(a, { name: 'bot', scopes: ['read:products'], currentPassword: 'not it at all' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'BAD_USER_INPUT', message: WRONG, fields: { currentPassword: WRONG } });
    expect(app.mailbox.countTo(a.email)).toBe(mails);

    const right = await post(a, { name: 'bot', scopes: ['read:products'], currentPassword: a.password });
    expect(right.status).toBe(201);
    expect(await works(right.body.token)).toBe(200);
    const mail = await app.mailbox.waitFor(a.email, (m) => m.subject.includes('API token'), mails);
    expect(mail.subject).toBe("A new API token 'bot' was created for your account");
    expect(mail.text).toContain("A new API token 'bot' was created for your account");
    expect(mail.text).not.toContain(right.body.token);
  });

  it('asks for it on GraphQL too', async () => {
    const a = await verifiedAccount(app);
    const create = 'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }';
    const input = { name: 'bot', scopes: ['READ_PRODUCTS'] };
    const missing = await gql(a.agent, create, { input });
    expect(missing.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { currentPassword: MISSING },
    });
    const wrong = await gql(a.agent, create, { input: { ...input, currentPassword: 'not it at all' } });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { currentPassword: WRONG } });
    const right = await gql(a.agent, create, { input: { ...input, currentPassword: a.password } });
    expect(right.errors).toBeUndefined();
    expect(await works(right.data!.createApiToken.token)).toBe(200);
  });

  it('counts a wrong password as a failed login, so a session gives no extra guesses', async () => {
    const a = await verifiedAccount(app);
    for (let i = 0; i < FAILURES; i++)
      expect((await post(a, { name: 'x', scopes: ['read:products'], currentPassword: `guess ${i}` })).status).toBe(400);
    expect((await login(a)).status).toBe(429);
    const locked = await post(a, { name: 'x', scopes: ['read:products'], currentPassword: a.password });
    expect(locked.status).toBe(429);
    app.clock.advance(15 * 60_000 + 1000);
    try {
      expect((await post(a, { name: 'x', scopes: ['read:products'], currentPassword: a.password })).status).toBe(201);
    } finally {
      app.clock.reset();
    }
  });

  it('ends every token of the account when its password is changed, and the mail says so', async () => {
    const a = await verifiedAccount(app);
    const other = await verifiedAccount(app);
    const mine = [await createToken(a, ['read:products']), await createToken(a, ['read:wishlist', 'read:products'])];
    const theirs = await createToken(other, ['read:products']);
    for (const t of mine) expect(await works(t.token)).toBe(200);
    const mails = app.mailbox.countTo(a.email);

    const changed = await put(a, { password: 'a brand new passphrase', currentPassword: a.password });
    expect(changed.status).toBe(200);
    for (const t of mine) expect(await works(t.token)).toBe(401);
    expect(await works(theirs.token)).toBe(200);
    expect((await a.agent.get('/api/v1/tokens')).body.apiTokens).toEqual([]);
    const mail = await app.mailbox.waitFor(a.email, (m) => m.subject === 'Your password was changed', mails);
    expect(mail.text).toContain('every API token of the account was revoked');
  });

  it('ends every token of the account when its password is reset', async () => {
    const a = await verifiedAccount(app);
    const { token } = await createToken(a, ['read:products']);
    expect(await works(token)).toBe(200);
    const mails = app.mailbox.countTo(a.email);
    await app.agent().post('/api/v1/auth/forgot-password').send({ email: a.email });
    const mail = await app.mailbox.waitFor(a.email, (m) => /reset-password\//.test(m.text), mails);
    const link = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const reset = await app.agent().post(`/api/v1/auth/reset-password/${link}`).send({ password: 'reset passphrase' });
    expect(reset.status).toBe(200);
    expect(await works(token)).toBe(401);
  });
});
