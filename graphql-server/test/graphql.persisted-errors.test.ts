import { createHash } from 'node:crypto';
import { type TestApp, describeApp } from './helpers/app';
import { type LogLine, loggedApp } from './helpers/logged-app';

/**
 * Persisted queries (APQ) a client gets wrong are the client's mistake: a hash that is not the
 * query text's, a hash that is not hex, a version the server does not speak answer 400 with a
 * client code, and no error-level line (they answered INTERNAL_SERVER_ERROR, "Something went wrong
 * on our side", with a stack trace in the log). And a query registered by POST with its hash is
 * known at once, even when the public cache holds the answer of another spelling of it.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function byHash(hash: string, version: unknown = 1): string {
  const extensions = JSON.stringify({ persistedQuery: { version, sha256Hash: hash } });
  return `/graphql?${new URLSearchParams({ extensions }).toString()}`;
}

describeApp('persisted queries a client gets wrong', () => {
  let app: TestApp;
  let lines: () => LogLine[];
  beforeAll(async () => {
    ({ app, lines } = await loggedApp({ env: { PUBLIC_CACHE_TTL_SECONDS: '30' } }));
  });
  afterAll(() => app?.close());

  const errorLines = () => lines().filter((l) => l.level === 'error');
  const post = (body: Record<string, unknown>) => app.agent().post('/graphql').send(body);

  it('a hash that is not the SHA-256 of the text: 400 PERSISTED_QUERY_HASH_MISMATCH, nothing logged as an error', async () => {
    const query = '{ categories { id } }';
    const res = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ other }') } } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
    expect(res.body.errors[0].message).toMatch(/sha256Hash/);
    expect(res.body.data).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    // Nor registered: the hash still asks for its text.
    const unknown = await app.agent().get(byHash(sha256('{ other }')));
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(errorLines()).toEqual([]);
  });

  it('a hash that is not 64 hex digits, or an unknown version: 400 BAD_REQUEST, over POST and GET', async () => {
    const query = '{ categories { id } }';
    const answers = [
      await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 'not-hex' } } }),
      await post({ query, extensions: { persistedQuery: { version: 2, sha256Hash: sha256(query) } } }),
      await post({ query, extensions: { persistedQuery: true } }),
      await app.agent().get(byHash('zz'.repeat(32))),
      await app.agent().get(byHash(sha256(query), 3)),
    ];
    for (const res of answers) {
      expect([res.status, res.body.errors?.[0]?.extensions?.code]).toEqual([400, 'BAD_REQUEST']);
      expect(res.body.errors[0].message).not.toMatch(/our side/);
    }
    expect(answers[3].headers['cache-control']).toBe('private, no-store');
    expect(errorLines()).toEqual([]);
  });

  it('registers a new spelling sent by POST with its hash, though the public cache holds its answer', async () => {
    const first = '{ categories { name } }';
    // Another spelling of the same document: the public cache keys both alike.
    const second = 'query {categories{name}}';
    const stored = await post({ query: first });
    expect(stored.body.data.categories.length).toBeGreaterThan(5);
    expect((await post({ query: first })).headers['x-cache']).toBe('hit');
    const hash = sha256(second);
    const registered = await post({ query: second, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(registered.body.data).toEqual(stored.body.data);
    const known = await app.agent().get(byHash(hash));
    expect(known.body.errors).toBeUndefined();
    expect(known.body.data).toEqual(stored.body.data);
    // Plain POSTs of that spelling are still answered from the cache.
    expect((await post({ query: second })).headers['x-cache']).toBe('hit');
  });
});
