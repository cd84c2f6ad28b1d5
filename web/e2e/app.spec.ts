import { expect, test } from '@playwright/test';
import { skipReason } from './support/env';
import { checkScreen } from './support/screens';

// The installable app. The manifest and its icons, the service worker's headers, the
// offline page when the network is cut, and that nothing personal or from the API is cached.
test.skip(!!skipReason, skipReason ?? '');

test('the web app manifest names the app and its icons, all served with the right types', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Campus Market',
    short_name: 'Campus Market',
    start_url: '/',
    display: 'standalone',
    theme_color: '#00695C',
  });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain(icon.type);
  }

  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache'); // a new worker reaches browsers at once
  const html = await (await request.get('/')).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
});

test('with the network cut, a page opens the offline shell saying "You are offline"; back online it retries', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /campus market/i }).first()).toBeVisible();
  // Wait until the worker is active and controls this page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // Browse a little online: a product page loads uploads and API answers the worker must not keep.
  await page.goto('/search?query=a');
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.goto('/category/Books');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await checkScreen(page, 'offline');

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  // Never an API answer, an upload (people's pictures) or a page.
  expect(
    cached.filter(
      (p) =>
        /^\/(api|graphql|uploads|healthz|readyz)(\/|$)/.test(p) ||
        p === '/' ||
        p.startsWith('/category') ||
        p.startsWith('/search'),
    ),
  ).toEqual([]);
  expect(
    cached.every(
      (p) =>
        p.startsWith('/assets/') ||
        ['/offline.html', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'].includes(p),
    ),
  ).toBe(true);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /books/i })).toBeVisible();
});
