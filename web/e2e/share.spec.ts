import { expect, test } from '@playwright/test';
import { e2ePort, skipReason } from './support/env';
import { shootScreen } from './support/screens';

// A link to a listing pasted into WhatsApp shows the thing: the page's HTML carries its Open Graph
// tags. On the page, Share opens the phone's share sheet, or (here: a browser without the Web Share
// API) copies the link and says so.
test.skip(!!skipReason, skipReason ?? '');

const origin = `http://127.0.0.1:${e2ePort}`;

/** As the server escapes every value it puts in the page (an apostrophe in a title included). */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The content of each meta tag of an HTML page, by its property or name. */
function metaOf(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) out[m[1]] = m[2];
  return out;
}

test('a listing link carries its preview; Share copies the link where the browser cannot share', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // As on a desktop browser without the Web Share API.
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const page = await context.newPage();

  const listed = await (await page.request.get('/api/v1/product/all-products?first=1')).json();
  const product = listed.products[0] as { _id: string; title: string };
  const productUrl = `${origin}/product/${product._id}`;

  // What a link-preview robot reads: the listing's title, price, photo and address, absolute.
  const html = await (await page.request.get(`/product/${product._id}`, { headers: { Accept: 'text/html' } })).text();
  const meta = metaOf(html);
  expect(meta['og:title']).toBe(escapeHtml(product.title));
  expect(meta['og:type']).toBe('product');
  expect(meta['og:url']).toBe(productUrl);
  expect(meta['og:description']).toMatch(/^₹[\d,.]+ · /);
  // A JPEG (some messaging apps show no WebP), with its size and type.
  expect(meta['og:image']).toMatch(new RegExp(`^${origin}/uploads/products/.+\\.jpg$`));
  expect(Number(meta['og:image:width'])).toBeGreaterThan(0);
  expect(Number(meta['og:image:height'])).toBeGreaterThan(0);
  expect(meta['og:image:type']).toBe('image/jpeg');
  expect(meta['twitter:card']).toBe('summary_large_image');
  const photo = await page.request.get(meta['og:image']);
  expect(photo.ok()).toBe(true);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  // Another campus app may show the listing's pictures.
  expect(photo.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  // An id nobody may see gets the site's preview only.
  const unknown = metaOf(
    await (
      await page.request.get('/product/00000000-0000-7000-8000-000000000000', { headers: { Accept: 'text/html' } })
    ).text(),
  );
  expect(unknown['og:title']).toBe('Campus Market');
  expect(unknown['og:url']).toBe(`${origin}/`);

  // The page: Share (44 px) copies the listing's address and a toast says so.
  await page.goto(`/product/${product._id}?from=journey`);
  const share = page.getByRole('button', { name: `Share: ${product.title}` });
  await expect(share).toBeVisible();
  const box = (await share.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await share.click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(productUrl);
  await shootScreen(page, 'share-link-copied');
  await context.close();
});
