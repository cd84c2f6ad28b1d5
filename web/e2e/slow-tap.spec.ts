import { expect, test, type Route } from '@playwright/test';
import { skipReason } from './support/env';
import { hydrated } from './support/hydration';
import { shootScreen } from './support/screens';

// On a slow network a tap on a category left the old page on screen until the new page's code and
// its listings had both come (about 2.5 s). The page's code and its listings are held here until the
// journey lets them go, so what the tap shows meanwhile is seen without any race on the clock.
test.skip(!!skipReason, skipReason ?? '');
// The worker would answer the held requests from its cache, out of the journey's reach.
test.use({ serviceWorkers: 'block' });

/** A held request, let go by `release`. */
function hold() {
  const held: Route[] = [];
  let released = false;
  return {
    handler: (route: Route) => {
      if (released) void route.continue();
      else held.push(route);
    },
    get count() {
      return held.length;
    },
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

test('a tap on a category shows the progress bar at once, then its frame with 5 skeleton cards, then the list', async ({
  page,
}) => {
  const code = hold();
  const list = hold();
  await page.route(/\/assets\/filters-[^/]*\.js$/, code.handler);
  await page.route(
    (url) => url.pathname === '/graphql' && /"category":"ELECTRONICS"/i.test(url.searchParams.get('variables') ?? ''),
    list.handler,
  );
  await page.goto('/');
  await hydrated(page);

  // The page's own clock: from the tap to the first sign of the new page.
  await page.evaluate(() => {
    const w = window as unknown as { tapAt?: number; shownAt?: number };
    document.addEventListener('click', () => (w.tapAt = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('[role="progressbar"][aria-label="Loading page"], main .MuiSkeleton-root')) {
        w.shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page
    .getByRole('link', { name: /electronics/i })
    .first()
    .click();

  // The code is held: the bar shows, the home is gone.
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toHaveCount(0);
  const delay = await page.evaluate(() => {
    const w = window as unknown as { tapAt?: number; shownAt?: number };
    return (w.shownAt ?? Infinity) - (w.tapAt ?? 0);
  });
  // Drawn in the tap's own task (no transition to wait behind): about 40 ms seen at load 10 on two
  // cores, where a transition took 370 to 470 ms. A figure to report, not to assert: a timed
  // assertion fails on a busy machine; what must hold is that the bar came while the code was held.
  test.info().annotations.push({ type: 'tap to progress bar (ms)', description: delay.toFixed(0) });
  expect(Number.isFinite(delay)).toBe(true);
  expect(code.count).toBeGreaterThan(0);

  // The code comes, the listings are still held: the category's frame with skeleton cards.
  code.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading products' });
  await expect(loading.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await shootScreen(page, 'category-loading');

  list.release();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(loading).toHaveCount(0);
});
