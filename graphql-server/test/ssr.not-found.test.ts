import path from 'node:path';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { BUILD_TIMEOUT_MS, HTML, WEB_DIST, ensureWebBuild } from './helpers/ssr';
import { addApproved } from './products.support';

/**
 * No soft 404s: a path that is no page of the web's route table (web/src/app/routes.tsx, read by
 * the server through its bundle) answers 404, a page-like one with the app's "page not found"
 * drawn by the server, a file-like one plain; and every page of the table, the lazily loaded and
 * the guarded ones too, answers 200 on a direct load.
 */

const NOT_FOUND = 'Oops! Page not found.';

describeApp('unknown pages answer 404', () => {
  let app: TestApp;
  let seller: TestAccount;
  let product: string;
  let paths: readonly string[];
  beforeAll(() => ensureWebBuild(), BUILD_TIMEOUT_MS);
  beforeAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    paths = (require(path.join(WEB_DIST, '..', 'dist-ssr', 'entry-server.cjs')) as { PAGE_PATHS: string[] }).PAGE_PATHS;
    app = await createTestApp({ env: { SSR_TIMEOUT_MS: '30000' } });
    seller = await verifiedAccount(app);
    product = await addApproved(app, seller.agent, seller.id, { title: 'Desk lamp' });
  });
  afterAll(() => app?.close());

  const get = (url: string) => app.agent().get(url).set(HTML);

  it('every page of the route table answers 200 on a direct load', async () => {
    // The table as the web app has it, with the pages of every kind: lazily loaded, guarded, with parameters.
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/login', '/category/:category', '/product/:id', '/api-tokens', '/admin/webhooks']),
    );
    const sample = (pattern: string, name: string) =>
      name === 'id'
        ? pattern.startsWith('/profile/')
          ? seller.id
          : product
        : name === 'category'
          ? 'Books'
          : 'a-token';
    for (const pattern of paths) {
      const url = pattern.replace(/:(\w+)/g, (_m, name: string) => sample(pattern, name));
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).not.toContain(NOT_FOUND);
    }
  });

  it('an unknown path and an unknown category: 404 with the server-drawn "page not found"', async () => {
    for (const url of ['/no-such-page', '/category/NoSuch', '/no/such/page?x=1', '/category/Books/extra']) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-rendered-shell']).toBeUndefined();
      expect(res.text).toContain(NOT_FOUND);
    }
    // Any spelling of a category that exists is its page.
    expect((await get('/category/books')).status).toBe(200);
  });

  it('a file-like path is a plain 404, not a page', async () => {
    for (const url of ['/favicon.svg/', '/no-such-file.js', '/icons/nothing.png']) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).not.toMatch(/^text\/html/);
    }
    // The file itself is still there.
    expect((await app.agent().get('/favicon.svg')).status).toBe(200);
  });

  it('a signed-in member gets the 404 too, never stored for anyone else', async () => {
    const res = await seller.agent.get('/no-such-page').set(HTML);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(NOT_FOUND);
  });
});
