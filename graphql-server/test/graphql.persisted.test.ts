import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { approvedProduct } from './helpers/cached-lists';
import { createToken } from './tokens.support';

/**
 * Persisted documents and GraphQL over GET, as a CDN, a browser or another app sees them: the web
 * app's manifest (web/persisted-documents.json) answers its hashes without the query text, an
 * unknown hash asks for the text (APQ), ad-hoc queries stay allowed, no mutation runs over GET,
 * and every GET answer says how long it may be kept.
 */
const MANIFEST: Record<string, string> = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '..', '..', 'web', 'persisted-documents.json'), 'utf8'),
);
const TTL = 30;
/** Every GET answer but an anonymous public list: no browser or proxy keeps it. */
const PRIVATE = 'private, no-store';

/** The manifest's hash of the web app's operation `name`. */
function hashOf(name: string): string {
  const found = Object.entries(MANIFEST).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`${name} is not in the manifest`);
  return found[0];
}

/** The URL of a GET by hash alone, as Apollo Client's persisted-queries link writes it. */
function byHash(hash: string, variables?: Record<string, unknown>): string {
  const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } });
  const params = new URLSearchParams({ extensions, ...(variables ? { variables: JSON.stringify(variables) } : {}) });
  return `/graphql?${params.toString()}`;
}

describeApp('persisted documents and GraphQL over GET', () => {
  let app: TestApp;
  let seller: TestAccount;
  let product: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_CACHE_TTL_SECONDS: String(TTL) } });
    seller = await verifiedAccount(app);
    product = await approvedProduct(app, seller, await accountWithRole(app, 'moderator'), 'Desk lamp');
  });
  afterAll(() => app?.close());

  it('keys every manifest entry by the sha256 of its text', () => {
    expect(Object.keys(MANIFEST).length).toBeGreaterThan(20);
    for (const [hash, text] of Object.entries(MANIFEST))
      expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
  });

  it('answers a public list by hash alone over GET, public for the public cache TTL, from the front cache the second time', async () => {
    const url = byHash(hashOf('BrowseProducts'), { filter: {}, first: 5, counted: true });
    const first = await app.agent().get(url).set('Accept', 'application/json');
    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.products.nodes.map((p: { id: string }) => p.id)).toEqual([product]);
    expect(first.headers['cache-control']).toBe(`public, max-age=${TTL}`);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await app.agent().get(url).set('Accept', 'application/json');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe(`public, max-age=${TTL}`);
    expect(second.text).toBe(first.text);
  });

  it("keeps a signed-in GET, a token call's GET, a detail page and an answer with errors private, never stored", async () => {
    const list = byHash(hashOf('BrowseProducts'), { filter: {}, first: 5, counted: false });
    const signedIn = await seller.agent.get(list);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe(PRIVATE);
    // What a browser replayed after a sign-out when it said `max-age=0`: a member's notifications.
    const notifications = await seller.agent.get(byHash(hashOf('Notifications'), { first: 10 }));
    expect(notifications.body.errors).toBeUndefined();
    expect(notifications.headers['cache-control']).toBe(PRIVATE);
    const { token } = await createToken(seller, ['read:products']);
    const withToken = await app.agent().get(list).set('Authorization', `Bearer ${token}`);
    expect(withToken.body.data.products.nodes.map((p: { id: string }) => p.id)).toEqual([product]);
    expect(withToken.headers['cache-control']).toBe(PRIVATE);
    const me = await seller.agent.get(byHash(hashOf('Me')));
    expect(me.body.data.me.id).toBe(seller.id);
    expect(me.headers['cache-control']).toBe(PRIVATE);
    const detail = await app.agent().get(byHash(hashOf('ProductDetail'), { id: product }));
    expect(detail.body.data.product.id).toBe(product);
    expect(detail.headers['cache-control']).toBe(PRIVATE);
    const bad = await app.agent().get(byHash(hashOf('BrowseProducts'), { filter: {}, first: 'many' }));
    expect(bad.body.errors?.length).toBeGreaterThan(0);
    expect(bad.headers['cache-control']).toBe(PRIVATE);
  });

  it('asks for the text of an unknown hash, then knows it: ad-hoc queries stay allowed', async () => {
    const query = '{ categories { id name } }';
    const hash = createHash('sha256').update(query).digest('hex');
    const unknown = await app.agent().get(byHash(hash));
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers['cache-control']).toBe(PRIVATE);
    // Registered with its text (APQ, over POST as the link retries), then answered by hash over GET.
    const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
    const registered = await app.agent().post('/graphql').send({ query, extensions });
    expect(registered.body.data.categories.length).toBeGreaterThan(5);
    expect(registered.headers['cache-control']).toBe('no-store');
    const known = await app.agent().get(byHash(hash));
    expect(known.body.data).toEqual(registered.body.data);
    expect(known.headers['cache-control']).toBe(`public, max-age=${TTL}`);
    // Plain text queries over POST, as GraphiQL and other apps send them.
    const adHoc = await app
      .agent()
      .post('/graphql')
      .send({ query: `{ product(id: "${product}") { title } }` });
    expect(adHoc.body.data.product.title).toBe('Desk lamp');
  });

  it('runs no mutation over GET, and keeps CSRF prevention for a GET with a query text', async () => {
    const logout = await seller.agent.get(byHash(hashOf('Logout')));
    expect(logout.status).toBe(405);
    expect(logout.body.data).toBeUndefined();
    expect(logout.headers['cache-control']).toBe(PRIVATE);
    // Still signed in: the mutation never ran.
    expect((await seller.agent.get(byHash(hashOf('Me')))).body.data.me.id).toBe(seller.id);
    const text = await app.agent().get(`/graphql?query=${encodeURIComponent('{ categories { id } }')}`);
    expect(text.status).toBe(400);
    expect(text.text).toMatch(/Cross-Site Request Forgery/);
    expect(text.headers['cache-control']).toBe(PRIVATE);
  });
});
