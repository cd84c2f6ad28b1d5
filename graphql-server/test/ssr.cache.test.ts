import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { approvedProduct } from './helpers/cached-lists';
import { ORIGIN } from './products.support';
import { reportOk, restResolve } from './reports.support';

/**
 * Anonymous server-rendered pages in the public cache (http/public-cache-pages.ts): kept like the
 * JSON lists and cleared by the same writes; never a signed-in page, never the shell of a failed
 * render. The bundle here is a stand-in that numbers its renders, so a fresh render is told from a
 * kept one by its body (the real bundle's pages: ssr.pages.test.ts).
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-ssr-cache-'));
const dist = path.join(root, 'dist');
fs.mkdirSync(dist);
fs.mkdirSync(path.join(root, 'dist-ssr'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Campus Market</title><!--ssr-styles--></head>' +
    '<body><div id="root"><!--ssr-html--></div><!--ssr-state--></body></html>',
);
fs.writeFileSync(
  path.join(root, 'dist-ssr', 'entry-server.cjs'),
  `let n = 0;
  exports.render = async ({ url, template }) => {
    if (url.includes('fail')) throw new Error('a render that fails');
    n += 1;
    return template.replace('<!--ssr-html-->', '<p>render ' + n + '</p>');
  };`,
);

const PAGE = { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'gzip, deflate, br' };

describeApp('server-rendered pages in the public cache', () => {
  let app: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  let buyer: TestAccount;
  let product: string;
  let lamp = '';
  beforeAll(async () => {
    app = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_CACHE_TTL_SECONDS: '30' } });
    seller = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
    buyer = await verifiedAccount(app);
    product = await approvedProduct(app, seller, moderator, 'Casio calculator');
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** An anonymous visit (fetch undoes the compression; the headers say which it was). */
  const get = async (url: string, headers: Record<string, string> = PAGE) => {
    const res = await fetch(`${app.url}${url}`, { headers });
    return { status: res.status, headers: Object.fromEntries(res.headers), text: await res.text() };
  };

  it('answers a second anonymous visit from the cache, compressed as the first, until a write', async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({ 'x-cache': 'miss', 'content-encoding': 'br', 'cache-control': 'no-cache' });
    const second = await get('/');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(first.text).toContain('<p>render');
    // Another compression is another entry; parameters the page does not read are not.
    expect((await get('/', { Accept: PAGE.Accept, 'Accept-Encoding': 'identity' })).headers['x-cache']).toBe('miss');
    await get('/search?query=casio&sort=newest');
    const junk = await get('/search?sort=newest&utm_source=chat&query=casio');
    expect(junk.headers['x-cache']).toBe('hit');
    expect((await get('/search?query=lamp')).headers['x-cache']).toBe('miss');
  });

  it('forgets every page on each write that changes a public list', async () => {
    const changes: [string, () => Promise<unknown>][] = [
      [
        'edit',
        () => seller.agent.put('/api/v1/product/edit-product').set('Origin', ORIGIN).send({ _id: product, price: 990 }),
      ],
      [
        'availability',
        () =>
          seller.agent
            .put(`/api/v1/product/availability/${product}`)
            .set('Origin', ORIGIN)
            .send({ availability: 'Reserved' }),
      ],
      [
        'a new approval',
        async () => {
          lamp = await approvedProduct(app, seller, moderator, 'Desk lamp');
        },
      ],
      [
        'a take-down after a report',
        async () => {
          await reportOk(buyer.agent, lamp);
          return restResolve(moderator.agent, lamp, { action: 'take-down', reason: 'Counterfeit' });
        },
      ],
      ['delete', () => seller.agent.delete(`/api/v1/product/delete-product/${product}`).set('Origin', ORIGIN)],
    ];
    for (const [what, change] of changes) {
      await get('/');
      const kept = await get('/');
      expect([what, kept.headers['x-cache']]).toEqual([what, 'hit']);
      const res = (await change()) as { status?: number };
      if (res?.status !== undefined) expect([what, res.status]).toEqual([what, 200]);
      const after = await get('/');
      expect([what, after.headers['x-cache']]).toEqual([what, 'miss']);
      expect(after.text).not.toBe(kept.text);
    }
  });

  it('never keeps a signed-in page, which is private to its reader', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await seller.agent.get('/').set(PAGE);
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('never keeps the shell of a render that failed', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/search?query=fail');
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBe('miss');
      expect(res.headers['x-rendered-shell']).toBe('1');
      expect(res.text).toContain('<div id="root"><!--ssr-html--></div>');
    }
  });
});
