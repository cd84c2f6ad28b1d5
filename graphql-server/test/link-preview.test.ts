import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { ORIGIN, PRODUCT_OPS, addApproved, addProduct, setStatus } from './products.support';

// A web build of one page: the server adds the listing's link preview to it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-preview-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Campus Market</title></head><body><div id="root"></div></body></html>',
);

/** The content of each meta tag of the page, by its property or name. */
function metaOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) out[m[1]] = m[2];
  return out;
}

const HTML = { Accept: 'text/html,application/xhtml+xml' };

describeApp('link previews of /product/:id', () => {
  let app: TestApp;
  let seller: TestAccount;
  let lamp: string;
  beforeAll(async () => {
    app = await createTestApp({ env: { WEB_DIST: dist } });
    seller = await verifiedAccount(app);
    lamp = await addApproved(app, seller.agent, seller.id, {
      title: 'Desk lamp',
      description: `Warm LED desk lamp, three brightness levels. ${'Works perfectly, bought last term. '.repeat(10)}`,
      price: 1200,
    });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (id: string, headers: Record<string, string> = HTML) => app.agent().get(`/product/${id}`).set(headers);

  it('an approved listing: title, price in ₹ with the first words, absolute first photo, url, type, card', async () => {
    const res = await page(lamp);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const meta = metaOf(res.text);
    const images = (await gql(app.agent(), PRODUCT_OPS.product, { id: lamp })).data!.product.images;
    expect(meta).toMatchObject({
      'og:title': 'Desk lamp',
      'og:type': 'product',
      'og:url': `${ORIGIN}/product/${lamp}`,
      // The first photo as a JPEG (some messaging apps show no WebP), with its size and type.
      'og:image': `${ORIGIN}${images[0].url.replace(/-1024\.webp$/, '-preview.jpg')}`,
      'og:image:width': '64',
      'og:image:height': '48',
      'og:image:type': 'image/jpeg',
      'twitter:card': 'summary_large_image',
    });
    expect(meta['og:image']).toMatch(/^http:\/\/localhost:4000\/uploads\/products\/[0-9a-f-]{36}-preview\.jpg$/);
    expect(meta['og:description']).toMatch(/^₹1,200 · Warm LED desk lamp, three brightness levels\. Works/);
    expect(meta['og:description'].endsWith('…')).toBe(true);
    expect([...meta['og:description']].length).toBeLessThan(170);
    expect(res.text).toContain('<title>Desk lamp · Campus Market</title>');
    // The app itself is still there.
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('the price is the effective one, Indian grouping: an active discount shows', async () => {
    const cycle = await addApproved(app, seller.agent, seller.id, {
      title: 'Hero cycle',
      description: 'Good brakes.',
      price: 150000,
      discountedPrice: 125000.5,
      discountPeriod: 7,
    });
    expect(metaOf((await page(cycle)).text)['og:description']).toBe('₹1,25,000.50 · Good brakes.');
  });

  it('pending, rejected and unknown ids get the same generic preview, which names no listing', async () => {
    const pending = await addProduct(app, seller.agent, seller.id, { title: 'Secret pending thing' });
    const rejected = await addApproved(app, seller.agent, seller.id, { title: 'Secret rejected thing' });
    await setStatus(app, rejected, 'Rejected');
    const generic = (await page('00000000-0000-7000-8000-000000000000')).text;
    const meta = metaOf(generic);
    expect(meta).toEqual(
      expect.objectContaining({
        'og:title': 'Campus Market',
        'og:type': 'website',
        'og:url': `${ORIGIN}/`,
        'og:image': `${ORIGIN}/icons/icon-512.png`,
        'twitter:card': 'summary',
      }),
    );
    // 404 with the app's shell: a robot or a crawler learns there is no such page.
    for (const id of [pending, rejected, 'not-a-uuid']) {
      const res = await page(id);
      expect(res.status).toBe(404);
      expect(res.text).toBe(generic);
    }
    // Even to its seller: the HTML is the same for everyone (the app, in the browser, shows the seller their listing).
    expect((await seller.agent.get(`/product/${pending}`).set(HTML)).text).toBe(generic);
    expect(generic).not.toContain('Secret');
  });

  it('every value is HTML-escaped: a title with "><script> stays text', async () => {
    const evil = await addApproved(app, seller.agent, seller.id, {
      title: `Lamp "><script>alert('x')</script> & co`,
      description: 'Nice <b>bold</b> "quotes" & more.',
    });
    const html = (await page(evil)).text;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<meta property="og:title" content="Lamp &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co" />',
    );
    expect(html).toContain(
      '<title>Lamp &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co · Campus Market</title>',
    );
    expect(metaOf(html)['og:description']).toBe('₹1,200 · Nice &lt;b&gt;bold&lt;/b&gt; &quot;quotes&quot; &amp; more.');
  });

  it('revalidation: 304 while the page is the same, a new body once the listing changes', async () => {
    const first = await page(lamp);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    expect((await page(lamp, { ...HTML, 'If-None-Match': etag })).status).toBe(304);
    await setStatus(app, lamp, 'Pending');
    const after = await page(lamp, { ...HTML, 'If-None-Match': etag });
    expect(after.status).toBe(404);
    expect(metaOf(after.text)['og:title']).toBe('Campus Market');
    await setStatus(app, lamp, 'Approved');
  });

  it("only pages: API paths and non-HTML requests are untouched; the other landing pages carry the site's preview", async () => {
    const json = await app.agent().get(`/product/${lamp}`).set('Accept', 'application/json');
    expect(json.status).toBe(404);
    const search = await app.agent().get('/search?query=lamp').set(HTML);
    expect(search.status).toBe(200);
    expect(metaOf(search.text)).toMatchObject({ 'og:title': 'Campus Market', 'og:type': 'website' });
    // A page no one shares (the wishlist): the plain shell.
    const other = await app.agent().get('/wishlist').set(HTML);
    expect(other.status).toBe(200);
    expect(other.text).not.toContain('og:title');
  });
});
