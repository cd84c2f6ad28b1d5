import { expect, test, type Page } from '@playwright/test';
import { skipReason } from './support/env';
import { hydrated } from './support/hydration';
import { privateServer, routedNextBuild } from './support/nextBuild';
import { shootScreen } from './support/screens';
import { controlledByWorker } from './support/worker';

// After a deploy the old build's file names are gone. A tab still on the old
// build reloads once, to the new one, when it needs one of them; never an error screen, never a
// loop (web/src/lib/chunkReload.ts).
test.skip(!!skipReason, skipReason ?? '');

async function openElectronics(page: Page) {
  await page
    .getByRole('link', { name: /electronics/i })
    .first()
    .click();
}

/** Counts the page's loads from now on (a reload is one). */
function countLoads(page: Page) {
  const count = { loads: 0 };
  page.on('load', () => count.loads++);
  return count;
}

/**
 * Exactly one reload. Polled: the new page can draw its heading before its load event has reached
 * the test (the lazy route's file and its answer may come before the last file of the page itself).
 */
async function reloadedOnce(count: { loads: number }) {
  await expect.poll(() => count.loads).toBe(1);
}

const onNewBuild = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[type=module]')].some((s) => s.src.includes('-next.')),
  );

/**
 * Deploys the next build on `server`; the browser looks for a new worker (on a navigation, or here
 * when asked), which installs the new build, takes over the open tab and deletes the old build's
 * cache. The browser's own HTTP cache may still hold the old files (then the old tab simply goes
 * on): emptied, as a phone short of space does, the old tab's next file is gone for good.
 */
async function deployedAndTakenOver(page: Page, server: { deploy(): string }) {
  const id = server.deploy();
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('campus-shell-'))))
    .toEqual([`campus-shell-${id}`]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
}

async function noErrorScreen(page: Page) {
  await expect(page.getByText('Campus Market', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Something went wrong|Unexpected Application Error|You're offline/)).toHaveCount(0);
}

test('with the worker: the new worker replaces the old cache, and the old tab reloads once to the new build', async ({
  page,
}) => {
  const server = await privateServer();
  try {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toBeVisible();
    await controlledByWorker(page);
    // The category opens in the app (a plain link before hydration would load it: a load the count
    // below would take for the reload).
    await hydrated(page);

    await deployedAndTakenOver(page, server);

    const count = countLoads(page);
    await openElectronics(page);
    await expect(page.getByRole('heading', { level: 1, name: /electronics/i })).toBeVisible();
    await expect(page).toHaveURL(/\/category\/Electronics/);
    expect(await onNewBuild(page)).toBe(true);
    await reloadedOnce(count);
    await noErrorScreen(page);
    expect(count.loads, 'no second reload').toBe(1);
  } finally {
    await server.stop();
  }
});

test('with the worker: the replaced worker, answering until the new one takes over, does not bring back the cache it deleted', async ({
  page,
}) => {
  await page.goto('/');
  await controlledByWorker(page);
  // What the next build's worker does on taking over (sw.js, activate): the old build's cache is
  // deleted while the old worker still answers the page; then the page asks for one of its files.
  const { shell, status } = await page.evaluate(async () => {
    const name = (await caches.keys()).find((k) => k.startsWith('campus-shell-'))!;
    const files = (await (await caches.open(name)).keys()).map((r) => r.url).filter((u) => u.includes('/assets/'));
    await caches.delete(name);
    return { shell: name, status: (await fetch(files[0])).status };
  });
  expect(status).toBe(200);
  expect(await page.evaluate(() => caches.keys())).not.toContain(shell);
});

test('with the worker: offline, a page kept by the old build is not opened (its files are gone), the shell is; no reload', async ({
  page,
  context,
}) => {
  const server = await privateServer();
  const keptPages = () =>
    page.evaluate(async () => (await (await caches.open('campus-data')).keys()).map((r) => new URL(r.url).pathname));
  try {
    await page.goto(`${server.url}/`);
    await controlledByWorker(page);
    // Answered by the worker, the server-rendered home is kept; it names this build's files.
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toBeVisible();
    await expect.poll(keptPages).toContain('/');

    await deployedAndTakenOver(page, server);

    // Offline: the new build's shell, which runs and says what it cannot show, never the old page
    // whose files no cache holds any more (a page of markup without its app).
    await context.setOffline(true);
    const count = countLoads(page);
    await page.goto(`${server.url}/`);
    // The app ran: the home the new worker kept when it took over (web/public/sw.js keeps the open
    // pages and the home on activate), with its list's answer (this server has no listings), not
    // the old build's page.
    await expect(page.getByText(/No listings yet/)).toBeVisible();
    await expect(page.getByText(/could not be reached|You're offline/)).toHaveCount(0);
    expect(await onNewBuild(page)).toBe(true);
    await expect(page.getByText(/Something went wrong|Unexpected Application Error/)).toHaveCount(0);
    expect(count.loads, 'no reload offline').toBe(1);

    // Back online, a reload is the network's page, of the new build.
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toBeVisible();
    expect(await onNewBuild(page)).toBe(true);
    await noErrorScreen(page);
    expect(count.loads, 'the reload asked for, no other').toBe(2);
  } finally {
    await context.setOffline(false);
    await server.stop();
  }
});

test.describe('without a worker (a first visit, or a browser without one)', () => {
  test.use({ serviceWorkers: 'block' });

  test('an open tab of the old build reloads once to the new build when it needs a file that is gone', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toBeVisible();
    // A click before hydration would load the category page from the server (a load of its own).
    await hydrated(page);
    await routedNextBuild().deploy(context);

    const count = countLoads(page);
    await openElectronics(page);
    await expect(page.getByRole('heading', { level: 1, name: /electronics/i })).toBeVisible();
    expect(await onNewBuild(page)).toBe(true);
    await reloadedOnce(count);
    await noErrorScreen(page);
    expect(count.loads, 'no second reload').toBe(1);
  });

  test('a file still missing after the reload: one reload, then "Something went wrong" under the top bar', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toBeVisible();
    // A click before hydration would load the category page from the server (a load of its own).
    await hydrated(page);
    // The category pages' file is missing from both builds.
    await context.route('**/assets/filters-*', (route) => route.fulfill({ status: 404, json: { error: 'NOT_FOUND' } }));

    const count = countLoads(page);
    await openElectronics(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // The screen is drawn after the decision not to reload again: no loop.
    await reloadedOnce(count);
    await expect(page).toHaveURL(/\/category\/Electronics/);
    await expect(page.getByText('Campus Market', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Failed to fetch|dynamically imported/)).toHaveCount(0);
    await shootScreen(page, 'chunk-missing');
    expect(count.loads, 'no second reload').toBe(1);
  });
});
