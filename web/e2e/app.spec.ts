import { expect, test } from '@playwright/test';
import { skipReason } from './support/env';

// The installable app: the manifest and its icons, the service worker's headers. What the worker
// does offline and across deploys is in offline.spec.ts and deploy.spec.ts.
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
