import { parse, validate } from 'graphql';
import { ConfigError, loadConfig } from '../src/config';
import { costLimitRule, depthLimitRule } from '../src/http/graphql-limits';
import { graphqlSchema } from '../src/schema';
import { verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { ACCOUNT_OPS, errorCode, gql } from './helpers/graphql';

describeApp('HTTP plumbing and GraphQL limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  describe('health', () => {
    it('GET /healthz and /readyz', async () => {
      expect((await app.agent().get('/healthz')).body).toEqual({ status: 'ok' });
      const ready = await app.agent().get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ok' });
    });
  });

  describe('headers', () => {
    it('GraphQL answers are never stored by browsers or proxies (Cache-Control: no-store)', async () => {
      const res = await app
        .agent()
        .post('/graphql')
        .set('apollo-require-preflight', '1')
        .send({ query: '{ categories { id } }' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('sends helmet headers and a strict CSP', async () => {
      const res = await app.agent().get('/healthz');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain('worker-src');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('REST CSRF defence', () => {
    it('refuses a state-changing request from another origin', async () => {
      const a = await verifiedAccount(app);
      const res = await a.agent
        .put('/api/v1/user/update-privacy')
        .set('Origin', 'https://evil.example')
        .send({ showContractDetails: true });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-site requests are not allowed', error: 'FORBIDDEN' });
      const fetchSite = await a.agent.post('/api/v1/auth/logout').set('Sec-Fetch-Site', 'cross-site');
      expect(fetchSite.status).toBe(403);
      expect((await a.agent.post('/api/v1/manage/check')).status).toBe(200);
    });

    it('accepts our own origins (PUBLIC_URL and the host itself)', async () => {
      const a = await verifiedAccount(app);
      expect((await a.agent.post('/api/v1/manage/check').set('Origin', 'http://localhost:4000')).status).toBe(200);
      expect((await a.agent.post('/api/v1/manage/check').set('Origin', app.url)).status).toBe(200);
    });

    it('refuses form, multipart and text bodies; body-less POSTs work', async () => {
      const form = await app.agent().post('/api/v1/auth/login').type('form').send({ collegeId: 'A', password: 'b' });
      expect(form.status).toBe(415);
      const text = await app
        .agent()
        .post('/api/v1/auth/login')
        .set('Content-Type', 'text/plain')
        .send('{"collegeId":"A"}');
      expect(text.status).toBe(415);
      const multipart = await app.agent().post('/api/v1/auth/forgot-password').field('email', 'a@b.co');
      expect(multipart.status).toBe(415);
      expect((await app.agent().post('/api/v1/auth/logout')).status).toBe(200);
    });

    it('answers 413 for a body over 100 kB and 400 for broken JSON', async () => {
      const big = await app
        .agent()
        .post('/api/v1/auth/login')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ collegeId: 'x'.repeat(110_000) }));
      expect(big.status).toBe(413);
      expect(big.body.error).toBe('PAYLOAD_TOO_LARGE');
      const broken = await app
        .agent()
        .post('/api/v1/auth/login')
        .set('Content-Type', 'application/json')
        .send('{"collegeId":');
      expect(broken.status).toBe(400);
      expect(broken.body.message).toBe('Malformed JSON in the request body');
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const res = await app.agent().get('/api/v1/nothing-here');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('NOT_FOUND');
    });
  });

  describe('GraphQL over HTTP', () => {
    it('Apollo CSRF prevention refuses a text/plain POST and runs nothing', async () => {
      const res = await app
        .agent()
        .post('/graphql')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ query: ACCOUNT_OPS.logout }));
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/Cross-Site Request Forgery/i);
    });

    it('refuses batched requests', async () => {
      const res = await app
        .agent()
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
      expect(res.status).toBe(400);
    });

    it('limits depth to 10', async () => {
      const deep = `{ me { ${'__typename '} } }`;
      expect((await gql(app.agent(), deep)).errors).toBeUndefined();
      // This schema's own types are shallow, so over HTTP the introspection cap (20) is the one a
      // document can hit; the cap of 10 on real fields is checked against the rule below.
      const nest = (n: number): string => (n === 0 ? 'name' : `ofType { ${nest(n - 1)} }`);
      const tooDeep = `{ __schema { types { fields { type { ${nest(17)} } } } } }`;
      expect(
        (await gql(app.agent(), `{ __schema { types { fields { type { ${nest(15)} } } } } }`)).errors,
      ).toBeUndefined();
      const r = await gql(app.agent(), tooDeep);
      expect(r.status).toBe(400);
      expect(r.errors?.[0]?.message).toMatch(/Introspection query is too deep/);
      expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('limits depth on real fields with fragments expanded', async () => {
      const schema = await graphqlSchema();
      const doc = parse('query { me { id } }');
      expect(validate(schema, doc, [depthLimitRule(1)])).toHaveLength(1);
      expect(validate(schema, doc, [depthLimitRule(2)])).toHaveLength(0);
      const withFragment = parse('query { me { ...F } } fragment F on User { id }');
      expect(validate(schema, withFragment, [depthLimitRule(1)])).toHaveLength(1);
    });

    it('limits aliases to 15', async () => {
      const ok = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
      expect((await gql(app.agent(), ok)).errors).toBeUndefined();
      const tooMany = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
      const r = await gql(app.agent(), tooMany);
      expect(r.errors?.[0]?.message).toBe('Too many aliases: 16, at most 15 allowed');
    });

    it('limits tokens to 2000', async () => {
      const many = `{ me { ${Array.from({ length: 2100 }, () => 'id').join(' ')} } }`;
      const r = await gql(app.agent(), many);
      expect(r.status).toBe(400);
      expect(r.errors?.[0]?.message).toMatch(/contains more th.. 2000 tokens/);
    });

    it('limits cost', async () => {
      const schema = await graphqlSchema();
      const doc = parse('{ me { id name email } a: me { id } }');
      expect(validate(schema, doc, [costLimitRule(6)])).toHaveLength(0);
      const errors = validate(schema, doc, [costLimitRule(5)]);
      expect(errors[0]?.message).toBe('Query is too expensive: cost 6, at most 5 allowed');
      // Over HTTP the default limit (5000) refuses 15 aliases of a 1000-field selection… the token
      // cap refuses such a document first, so both limits guard the same door.
    });

    it('serves GraphiQL for a browser GET and JSON otherwise', async () => {
      const res = await app.agent().get('/graphql').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect([200, 503]).toContain(res.status);
      if (res.status === 503) expect(res.text).toMatch(/npm run build/);
      else expect(res.headers['content-security-policy']).toContain('unsafe-eval');
      const api = await app
        .agent()
        .get('/graphql?query=%7B__typename%7D')
        .set('Accept', 'application/json')
        .set('apollo-require-preflight', 'true');
      expect(api.body.data).toEqual({ __typename: 'Query' });
    });

    it('hides internal errors and keeps codes for ours', async () => {
      const r = await gql(app.agent(), ACCOUNT_OPS.user, { id: 'nope' });
      expect(r.data?.user).toBeNull();
      const v = await gql(app.agent(), '{ nosuchfield }');
      expect(errorCode(v)).toBe('GRAPHQL_VALIDATION_FAILED');
    });
  });
});

describeApp('production mode', () => {
  let app: TestApp;
  afterAll(() => app?.close());

  it('refuses to start without SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).isProduction).toBe(true);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be a whole number/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' })).toThrow(/DATABASE_URL must start with mysql:/);
  });

  it('hides field suggestions in production', async () => {
    app = await createTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), SCRYPT_LOG_N: '17' } });
    const r = await gql(app.agent(), '{ mee { id } }');
    expect(r.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
