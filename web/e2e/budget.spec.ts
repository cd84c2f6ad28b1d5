import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { repoRoot } from './support/env';

// The JavaScript budget (docs/performance.md): what the served home page loads before it answers a
// tap (the entry script and the page's own chunks, which its server-rendered markup names in
// app-entry and app-module links, index.html's inline script asking for them) stays within 200 KiB
// gzip, and GraphiQL/Monaco never ride along: they are for /graphql only. Reads the build the
// journeys run against, so it always measures a fresh one. What loads once the page is idle (side
// menu, tooltips, toasts, the product page's chunk) is logged beside it.
const CEILING = 200 * 1024;
const dist = join(repoRoot, 'web', 'dist');

function initialScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  // A server-rendered page names the same files in inert links, asked for by its inline script.
  const code = /^<script\b.*type="module"/;
  const links = /\brel="(modulepreload|app-entry|app-module)"/;
  return tags.filter((tag) => code.test(tag) || links.test(tag)).map((tag) => /\b(?:src|href)="([^"]+)"/.exec(tag)![1]);
}

const gzipped = (url: string) => gzipSync(readFileSync(join(dist, url)), { level: 9 }).length;

test.describe('home route weight', () => {
  // The client shell's own (what a page the server does not render loads), and the served home page's.
  const scripts = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));

  test(`the served home page's initial JS is at most ${CEILING / 1024} KiB gzip, without GraphiQL or Monaco`, async ({
    request,
  }) => {
    const page = await request.get('/', { headers: { Accept: 'text/html' } });
    expect(page.ok()).toBe(true);
    const served = [...new Set(initialScripts(await page.text()))];
    expect(served).toEqual(expect.arrayContaining(scripts));
    const sizes = served.map((url) => ({ url, gzip: gzipped(url) }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const entry = scripts.reduce((sum, url) => sum + gzipped(url), 0);
    console.log(
      `home page initial JS: ${(total / 1024).toFixed(1)} KiB gzip in ${served.length} files (at most ${CEILING / 1024} KiB), of which the entry's ${(entry / 1024).toFixed(1)} KiB in ${scripts.length}`,
    );
    for (const url of served) {
      expect(url).not.toMatch(/graphiql|monaco/i);
      expect(readFileSync(join(dist, url), 'utf8')).not.toMatch(/monaco-editor|GraphiQLProvider/);
    }
    expect(total, JSON.stringify(sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 5))).toBeLessThanOrEqual(CEILING);
  });

  test('the server sends the home page and its JS brotli-compressed', async ({ request }) => {
    // Files under 1 KiB (web/scripts/precompress.mjs) have no compressed copy and go out as they are.
    const compressible = (file: string) => readFileSync(join(dist, file)).length >= 1024;
    const page = await request.get('/', { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } });
    if (compressible('index.html')) expect(page.headers()['content-encoding']).toBe('br');
    // The entry's files, and the page's own (its drawn pieces' files, fetched with them).
    const served = initialScripts(await page.text());
    expect(served).toEqual(expect.arrayContaining(scripts));
    expect(served.length).toBeGreaterThan(scripts.length);
    for (const url of served) {
      const res = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(res.ok()).toBe(true);
      if (compressible(url)) expect(res.headers()['content-encoding']).toBe('br');
    }
  });

  test('in a browser, the home page never fetches GraphiQL or Monaco; /graphql does', async ({ page, request }) => {
    const fetched: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') fetched.push(new URL(res.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('list', { name: 'New listings' }).getByRole('link').first()).toBeVisible();
    const atShow = [...fetched];
    // What the page fetches once idle (whenIdle: the load event, 2 s, an idle moment).
    await page.waitForTimeout(5000);
    const kib = (urls: string[]) => (urls.reduce((sum, url) => sum + gzipped(url), 0) / 1024).toFixed(1);
    const route = atShow.filter((url) => !scripts.includes(url));
    const idle = fetched.filter((url) => !atShow.includes(url));
    console.log(
      `home route: ${kib(route)} KiB gzip more for the page itself (${route.join(', ')}), ${kib(idle)} KiB once idle (${idle.join(', ')})`,
    );
    for (const url of fetched) expect(url).not.toMatch(/graphiql|monaco/i);

    const ide = await request.get('/graphql', { headers: { Accept: 'text/html' } });
    expect(ide.ok()).toBe(true);
    expect(initialScripts(await ide.text()).some((url) => /graphiql/i.test(url))).toBe(true);
  });
});
