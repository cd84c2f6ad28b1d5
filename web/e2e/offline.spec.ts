import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { join } from 'node:path';
import { demo, signInAs } from './support/accounts';
import { screenshotDir, skipReason } from './support/env';
import { hydrated } from './support/hydration';
import { controlledByWorker } from './support/worker';
import { checkScreen, shootScreen } from './support/screens';

// A dropped file never blanks the app. Offline after a first visit, the pages
// come from the service worker (the precached build, the server-rendered pages and the answers it
// kept); the offline page when even that is missing. The deploy journeys are in deploy.spec.ts.
test.skip(!!skipReason, skipReason ?? '');

/** Never the error screens nor a blank page: the top bar's name is there. */
async function noErrorScreen(page: Page) {
  await expect(page.getByText('Campus Market', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Something went wrong|Unexpected Application Error/)).toHaveCount(0);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function openCategory(page: Page, name: RegExp) {
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('offline right after the first screen, a category tile opens from the precached build and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toBeVisible();
  await controlledByWorker(page);
  await offline(context, page);

  // The category page's code was never loaded: the worker has it from its install.
  await openCategory(page, /electronics/i);
  await noErrorScreen(page);
  // Its listings were never fetched: the page says so, with a way to ask again.
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await shootScreen(page, 'offline-category-unseen');

  // Back online, the list comes (by itself when the browser says it is online again; the tap is
  // for the moment the worker's network is not back yet).
  await context.setOffline(false);
  await expect(async () => {
    const retry = page.getByRole('button', { name: 'Try again' });
    if (await retry.isVisible()) await retry.click();
    await expect(cards(page).first()).toBeVisible({ timeout: 2000 });
  }).toPass();
  await expect(page.getByText("You're offline")).toHaveCount(0);
});

test('offline on a later visit, home, a category and a product open from what the worker kept', async ({
  page,
  context,
}) => {
  // A first visit online: home, the Electronics category and one of its listings.
  await page.goto('/');
  await controlledByWorker(page);
  // The worker answers from the second page on (the first page's requests went out before it was there).
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  // In the app from here (a link clicked before hydration loads its page from the server instead):
  // the worker keeps the answers the app asks for, which the offline visit below asks for again.
  await hydrated(page);
  await openCategory(page, /electronics/i);
  await expect(cards(page).first()).toBeVisible();
  const firstListing = cards(page).first().getByRole('link').first();
  const title = (await firstListing.textContent())?.trim() ?? '';
  await firstListing.click();
  // Its own heading, not the category's, which stays until the product's answer has come (the worker
  // keeps an answer before the app reads it). A load state would not wait here: no page loads.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Later, offline: the page itself comes from the worker (no browser error page).
  await offline(context, page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await noErrorScreen(page);
  await shootScreen(page, 'offline-home');
  await hydrated(page);

  await openCategory(page, /electronics/i);
  await expect(cards(page).first()).toBeVisible();
  await noErrorScreen(page);

  await cards(page).getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await noErrorScreen(page);
  await shootScreen(page, 'offline-product');
  await context.setOffline(false);
});

test('offline after a real first visit (no reload), the home shows the listings it showed', async ({
  page,
  context,
}) => {
  // One visit as a student makes it: the home (its first page, before the worker was there), a
  // category in the app, and back home in the app (drawn from the app's memory, no request).
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  const first = (await cards(page).first().getByRole('link').first().textContent())?.trim() ?? '';
  await controlledByWorker(page);
  await hydrated(page);
  await openCategory(page, /electronics/i);
  await page.getByRole('link', { name: 'Campus Market' }).first().click();
  await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toBeVisible();
  // The worker keeps the page it took over once it has fetched it again.
  await expect
    .poll(() => page.evaluate(async () => !!(await caches.match('/', { cacheName: 'campus-data' }))))
    .toBe(true);

  await offline(context, page);
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).getByRole('link', { name: first }).first()).toBeVisible();
  await expect(page.getByText("You're offline")).toHaveCount(0);
  await noErrorScreen(page);
  await context.setOffline(false);
});

test('the offline page speaks of listings, keeps the name, follows the app theme and has a 44 px button', async ({
  page,
}) => {
  for (const mode of ['light', 'dark'] as const) {
    await page.goto('/');
    await page.evaluate((m) => localStorage.setItem('darkMode', m), mode);
    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByText('Campus Market', { exact: true })).toBeVisible();
    await expect(page.getByText(/listings/i)).toBeVisible();
    await expect(page.getByText(/messages/i)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(mode === 'dark');
    const button = await page.getByRole('link', { name: 'Try again' }).boundingBox();
    expect(button?.height).toBeGreaterThanOrEqual(44);
    await page.setViewportSize({ width: 360, height: 780 });
    await checkScreen(page, `offline page (${mode}, phone)`);
    await page.screenshot({ path: join(screenshotDir, `offline-page-${mode}-phone.png`) });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test('the worker keeps the server-rendered pages seen, no other page but the shell, and forgets them at sign-out', async ({
  page,
}) => {
  await signInAs(page, demo.buyer);
  await page.goto('/');
  await controlledByWorker(page);
  // Pages the worker answered: home and a category server-rendered, the notifications the shell.
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await page.goto('/category/Electronics?sort=newest');
  await expect(page.getByRole('heading', { level: 1, name: /electronics/i })).toBeVisible();
  await page.goto('/notification');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const kept = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const req of await cache.keys()) {
          const url = new URL(req.url);
          urls.push(`${name} ${url.pathname}${url.search}`);
        }
      }
      return urls;
    });
  const urls = await kept();
  expect(urls.filter((u) => u.startsWith('campus-data /graphql/kept/')).length).toBeGreaterThan(0);
  expect(urls.some((u) => /^campus-shell-\w+ \/index\.html$/.test(u))).toBe(true);
  // A server-rendered page is kept under its own address (path and query), with the answers (it
  // holds the signed-in user's details); the shell's routes are not kept one by one.
  const pages = urls.filter((u) => /^\S+ \/(category|search|product|profile|notification|\?|$)/.test(u));
  expect(pages.sort()).toEqual(['campus-data /', 'campus-data /category/Electronics?sort=newest']);

  // Signing out (as the app does: the Logout mutation) forgets every kept answer and page.
  const status = await page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ operationName: 'Logout', query: 'mutation Logout { logout { message } }', variables: {} }),
    });
    return res.status;
  });
  expect(status).toBe(200);
  await expect.poll(async () => (await kept()).filter((u) => u.startsWith('campus-data '))).toEqual([]);
});
