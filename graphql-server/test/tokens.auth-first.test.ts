import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { call, createToken } from './tokens.support';

/**
 * Who calls is settled before anything else is read: another app's client (an OpenAPI generator, a
 * fuzzer) sent a bad token with a bad body and got 415, 400 or 413, as if its token were fine; and
 * `Authorization: Bearer` with nothing after it (an empty token variable) ran as an anonymous call.
 * A bad token answers 401, a token without the scope 403, whatever the body; every REST 401 carries
 * the RFC 6750 challenge, `WWW-Authenticate: Bearer …`, as GraphQL's does.
 */
const MALFORMED = 'cmk_not-a-token';
const BIG = JSON.stringify({ title: 'x'.repeat(110_000) });

describeApp('a bearer token is judged before the body', () => {
  let app: TestApp;
  let student: TestAccount;
  let readOnly: string;
  beforeAll(async () => {
    app = await createTestApp();
    student = await verifiedAccount(app);
    readOnly = (await createToken(student, ['read:products'])).token;
  });
  afterAll(() => app?.close());

  /** A raw call: any body with any type, as a fuzzer sends it. */
  const raw = async (path: string, authorization: string | null, type: string, body: string) => {
    const res = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { ...(authorization === null ? {} : { authorization }), 'content-type': type },
      body,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: JSON.parse(text) as Record<string, any> };
  };

  it.each([
    ['a text/plain body', 'text/plain', '{"title":"Lamp"}'],
    ['malformed JSON', 'application/json', '{"title":'],
    ['a body over 100 kB', 'application/json', BIG],
  ])('a malformed token with %s: 401 with the challenge, on REST and GraphQL', async (_name, type, body) => {
    const rest = await raw('/api/v1/product/add-product', `Bearer ${MALFORMED}`, type, body);
    expect([rest.status, rest.body.error]).toEqual([401, 'UNAUTHENTICATED']);
    expect(rest.headers.get('www-authenticate')).toBe('Bearer realm="Campus Market", error="invalid_token"');
    const graphql = await raw('/graphql', `Bearer ${MALFORMED}`, type, body);
    expect([graphql.status, graphql.body.errors[0].extensions.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(graphql.headers.get('www-authenticate')).toBe(rest.headers.get('www-authenticate'));
  });

  it.each([
    ['a text/plain body', 'text/plain', '{"title":"Lamp"}'],
    ['malformed JSON', 'application/json', '{"title":'],
    ['a body over 100 kB', 'application/json', BIG],
  ])('a token without the scope, with %s: 403 naming the scope', async (_name, type, body) => {
    const res = await raw('/api/v1/product/add-product', `Bearer ${readOnly}`, type, body);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'FORBIDDEN', requiredScope: 'write:products' });
  });

  it('`Authorization: Bearer` with nothing after it is a bad token, not an anonymous call', async () => {
    for (const authorization of ['Bearer', 'Bearer   ', 'bearer', 'Bearer two words']) {
      const list = await call(app, 'GET', '/api/v1/product/all-products', { headers: { authorization } });
      expect([authorization, list.status, list.body.error]).toEqual([authorization, 401, 'UNAUTHENTICATED']);
      expect(list.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
      const graphql = await call(app, 'POST', '/graphql', {
        headers: { authorization },
        body: { query: '{ categories { id } }' },
      });
      expect([authorization, graphql.status]).toEqual([authorization, 401]);
      expect(graphql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await raw('/api/v1/product/add-product', 'Bearer', 'text/plain', 'x')).status).toBe(401);
  });

  it('every REST 401 carries WWW-Authenticate: Bearer, without an error when no token came', async () => {
    const signedOut = await call(app, 'GET', '/api/v1/product/get-wishlist');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('www-authenticate')).toBe('Bearer realm="Campus Market"');
    const wrongLogin = await call(app, 'POST', '/api/v1/auth/login', {
      body: { collegeId: student.collegeId, password: 'not the password' },
    });
    expect(wrongLogin.status).toBe(401);
    expect(wrongLogin.headers.get('www-authenticate')).toBe('Bearer realm="Campus Market"');
    // A good token still works, and a session's call is unchanged.
    expect((await call(app, 'GET', '/api/v1/product/all-products', { token: readOnly })).status).toBe(200);
    expect((await student.agent.get('/api/v1/product/get-wishlist')).status).toBe(200);
  });
});
