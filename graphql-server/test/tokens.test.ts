import 'reflect-metadata';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ApiTokenEntity } from '../src/modules/tokens/api-token.entity';
import { checksum, tokenHash } from '../src/modules/tokens/token-format';
import { UserEntity } from '../src/modules/users/user.entity';
import { ORIGIN, addApproved, imageUrl, productInput } from './products.support';
import { gql } from './helpers/graphql';
import { TOKEN_SHAPE, call, createToken, gqlBearer } from './tokens.support';

/** API tokens as another campus app meets them: plain HTTP with `Authorization: Bearer` (docs/product.md#api-tokens). */
describeApp('API tokens', () => {
  let app: TestApp;
  let student: TestAccount;
  let admin: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    student = await verifiedAccount(app);
    admin = await accountWithRole(app, 'admin');
  });
  afterAll(() => app?.close());

  it('creates a token once: recognisable secret with a checksum, only its hash stored, the record listed', async () => {
    const { token, apiToken } = await createToken(student, ['read:products', 'write:products'], { expiresInDays: 30 });
    expect(token).toMatch(TOKEN_SHAPE);
    expect(token.startsWith('cmk_')).toBe(true);
    expect(token.slice(-6)).toBe(checksum(token.slice(4, 34)));
    expect(apiToken).toEqual({
      _id: expect.any(String),
      name: 'my app',
      kind: 'user',
      userId: student.id,
      scopes: ['read:products', 'write:products'],
      last4: token.slice(-4),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(Date.parse(apiToken.expiresAt) - Date.parse(apiToken.createdAt)).toBe(30 * 86_400_000);
    const row = await app.services.db.getRepository(ApiTokenEntity).findOneByOrFail({ id: apiToken._id });
    expect(row.tokenHash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(4, 34));

    const list = await student.agent.get('/api/v1/tokens');
    expect(list.status).toBe(200);
    expect(list.body.apiTokens.map((t: { _id: string }) => t._id)).toContain(apiToken._id);
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('refuses bad input with 400: unknown scope, no scope, expiry outside 1..365, no name; default expiry 90 days', async () => {
    const post = (body: object) =>
      student.agent
        .post('/api/v1/tokens')
        .set('Origin', ORIGIN)
        .send({ currentPassword: student.password, ...body });
    for (const body of [
      { name: 'x', scopes: ['read:everything'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['read:products'], expiresInDays: 0 },
      { name: 'x', scopes: ['read:products'], expiresInDays: 366 },
      { name: ' ', scopes: ['read:products'] },
    ]) {
      const res = await post(body);
      expect({ body, status: res.status, error: res.body.error }).toEqual({
        body,
        status: 400,
        error: 'BAD_USER_INPUT',
      });
    }
    const { apiToken } = await createToken(student, ['read:products']);
    expect(Date.parse(apiToken.expiresAt) - Date.parse(apiToken.createdAt)).toBe(90 * 86_400_000);
  });

  it('works within its scopes on REST and GraphQL, and answers 403 naming the scope outside them, before looking at the body', async () => {
    const { token } = await createToken(student, ['read:products']);
    const productId = await addApproved(app, student.agent, student.id);
    const one = await call(app, 'GET', `/api/v1/product/${productId}`, { token });
    expect(one.status).toBe(200);
    expect(one.headers.get('set-cookie')).toBeNull();

    // No body at all: a call outside the scopes is refused before its body is validated.
    const add = await call(app, 'POST', '/api/v1/product/add-product', { token, body: {} });
    expect(add.status).toBe(403);
    expect(add.body).toMatchObject({ message: 'This token lacks the scope write:products' });
    const gone = await call(app, 'DELETE', '/api/v1/product/delete-product/no-such-id', { token });
    expect(gone.status).toBe(403);

    const listed = await gqlBearer(app, token, '{ product(id: $id) { id } }'.replace('$id', `"${productId}"`));
    expect(listed.body.data.product.id).toBe(productId);
    const denied = await gqlBearer(app, token, 'mutation { deleteProduct(id: "nope") { message } }');
    expect(denied.body.errors[0]).toMatchObject({
      message: 'This token lacks the scope write:products',
      extensions: { code: 'FORBIDDEN', requiredScope: 'write:products' },
    });
    // A fragment on the root type is checked as well.
    const sneaky = await gqlBearer(app, token, '{ ... on Query { wishlist { id } } }');
    expect(sneaky.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', requiredScope: 'read:wishlist' });
  });

  it('acts as its owner with write:products, never beyond the owner (another seller’s listing stays theirs)', async () => {
    const { token } = await createToken(student, ['write:products', 'read:products']);
    const url = await imageUrl(app, student.id);
    const added = await call(app, 'POST', '/api/v1/product/add-product', { token, body: productInput([url]) });
    expect(added.status).toBe(201);
    expect(added.body.product.sellerId).toBe(student.id);
    const other = await verifiedAccount(app);
    const theirs = await addApproved(app, other.agent, other.id);
    const del = await call(app, 'DELETE', `/api/v1/product/delete-product/${theirs}`, { token });
    expect(del.status).toBe(403);
  });

  it('refuses account management to any token, whatever its scopes', async () => {
    const all = ['read:products', 'write:products', 'read:wishlist', 'write:wishlist', 'read:notifications'];
    const { token } = await createToken(student, all);
    for (const [method, path] of [
      ['PUT', '/api/v1/user/edit-profile'],
      ['PUT', '/api/v1/user/update-contact-details'],
      ['POST', '/api/v1/tokens'],
      ['GET', '/api/v1/tokens'],
      ['POST', '/api/v1/moderation/request-role'],
      ['POST', '/api/v1/auth/logout'],
    ] as const) {
      const res = await call(app, method, path, { token, body: method === 'GET' ? undefined : { name: 'x' } });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    const gql = await gqlBearer(
      app,
      token,
      'mutation { createApiToken(input: { name: "x", scopes: [READ_PRODUCTS] }) { token } }',
    );
    expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const me = await gqlBearer(app, token, '{ me { id } }');
    expect(me.body.data.me.id).toBe(student.id);
  });

  it('answers 401 at once for a revoked, expired, unknown or malformed token, even with a session cookie', async () => {
    const { token, apiToken } = await createToken(student, ['read:products']);
    const revoked = await student.agent.delete(`/api/v1/tokens/${apiToken._id}`).set('Origin', ORIGIN);
    expect(revoked.status).toBe(200);
    const withCookie = { cookie: student.cookie };
    const res = await call(app, 'GET', '/api/v1/product/all-products', { token, headers: withCookie });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHENTICATED');
    const gql = await gqlBearer(app, token, '{ categories { name } }');
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const typo = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await call(app, 'GET', '/api/v1/product/all-products', { token: typo })).status).toBe(401);

    const expiring = await createToken(student, ['read:products'], { expiresInDays: 1 });
    expect((await call(app, 'GET', '/api/v1/product/all-products', { token: expiring.token })).status).toBe(200);
    app.clock.advance(86_400_000 + 1000);
    try {
      expect((await call(app, 'GET', '/api/v1/product/all-products', { token: expiring.token })).status).toBe(401);
    } finally {
      app.clock.reset();
    }
  });

  it('writes lastUsedAt at most once a minute', async () => {
    const { token, apiToken } = await createToken(student, ['read:products']);
    const lastUsed = async () =>
      (await app.services.db.getRepository(ApiTokenEntity).findOneByOrFail({ id: apiToken._id })).lastUsedAt;
    await call(app, 'GET', '/api/v1/product/all-products', { token });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await call(app, 'GET', '/api/v1/product/all-products', { token });
    expect(await lastUsed()).toEqual(first);
    app.clock.advance(61_000);
    try {
      await call(app, 'GET', '/api/v1/product/all-products', { token });
      expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime());
    } finally {
      app.clock.reset();
    }
  });

  it('lets only staff grant moderate, and moderate lapses when the role is lost', async () => {
    const refused = await student.agent
      .post('/api/v1/tokens')
      .set('Origin', ORIGIN)
      .send({ name: 'mod', scopes: ['moderate'], currentPassword: student.password });
    expect(refused.status).toBe(403);
    const moderator = await accountWithRole(app, 'moderator');
    const { token } = await createToken(moderator, ['moderate']);
    expect((await call(app, 'GET', '/api/v1/product/unapproved-products', { token })).status).toBe(200);
    await app.services.db.getRepository(UserEntity).update({ id: moderator.id }, { role: 'user' });
    const lapsed = await call(app, 'GET', '/api/v1/product/unapproved-products', { token });
    expect(lapsed.status).toBe(403);
    expect(lapsed.body.message).toBe('This token lacks the scope moderate');
  });

  it('lets an admin create app tokens (read:products only), list every token and revoke any', async () => {
    const post = (agent: TestAccount['agent'], body: object) =>
      agent.post('/api/v1/admin/app-tokens').set('Origin', ORIGIN).send(body);
    expect((await post(student.agent, { name: 'hostel portal' })).status).toBe(403);
    expect((await post(admin.agent, { name: 'hostel portal', scopes: ['write:products'] })).status).toBe(400);
    const created = await post(admin.agent, { name: 'hostel portal', scopes: ['read:products'], expiresInDays: 365 });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^cma_/);
    expect(created.body.apiToken).toMatchObject({ kind: 'app', userId: null, scopes: ['read:products'] });
    const appToken = created.body.token as string;
    expect((await call(app, 'GET', '/api/v1/product/all-products', { token: appToken })).status).toBe(200);
    expect((await call(app, 'GET', '/api/v1/product/get-wishlist', { token: appToken })).status).toBe(403);

    const { apiToken: studentToken, token } = await createToken(student, ['read:products']);
    expect((await student.agent.get('/api/v1/admin/tokens')).status).toBe(403);
    const all = await admin.agent.get('/api/v1/admin/tokens');
    const ids = all.body.apiTokens.map((t: { _id: string }) => t._id);
    expect(ids).toEqual(expect.arrayContaining([studentToken._id, created.body.apiToken._id]));
    const del = await admin.agent.delete(`/api/v1/admin/tokens/${studentToken._id}`).set('Origin', ORIGIN);
    expect(del.status).toBe(200);
    expect((await call(app, 'GET', '/api/v1/product/all-products', { token })).status).toBe(401);
  });

  it('has the same calls on GraphQL: createApiToken, apiTokens, revokeApiToken', async () => {
    const created = await gql(
      student.agent,
      'mutation($pw: String) { createApiToken(input: { name: "bot", scopes: [READ_PRODUCTS, READ_NOTIFICATIONS], expiresInDays: 7, currentPassword: $pw }) { token apiToken { id name scopes last4 expiresAt lastUsedAt } } }',
      { pw: student.password },
    );
    const { token, apiToken } = created.data!.createApiToken;
    expect(token).toMatch(TOKEN_SHAPE);
    expect(apiToken).toMatchObject({
      name: 'bot',
      scopes: ['READ_PRODUCTS', 'READ_NOTIFICATIONS'],
      last4: token.slice(-4),
    });
    const listed = await gql(student.agent, '{ apiTokens { id } }');
    expect(listed.data!.apiTokens.map((t: { id: string }) => t.id)).toContain(apiToken.id);
    const revoked = await gql(student.agent, `mutation { revokeApiToken(id: "${apiToken.id}") { message } }`);
    expect(revoked.data!.revokeApiToken.message).toBe('Token revoked');
    expect((await gqlBearer(app, token, '{ categories { name } }')).status).toBe(401);
    const appToken = await gql(
      admin.agent,
      'mutation { createAppToken(input: { name: "notice board" }) { token apiToken { kind scopes } } }',
    );
    expect(appToken.data!.createAppToken.token).toMatch(/^cma_/);
    expect(appToken.data!.createAppToken.apiToken).toEqual({ kind: 'APP', scopes: ['READ_PRODUCTS'] });
  });
});
