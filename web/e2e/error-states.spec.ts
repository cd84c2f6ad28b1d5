import { expect, test, type Page, type Route } from '@playwright/test';
import { skipReason } from './support/env';
import { hydrated } from './support/hydration';
import { shootScreen } from './support/screens';

// A list that fails says so calmly, as every page's does (the retry alert, never a red heading nor
// the server's "Internal server error"), and one that got no answer asks again by itself.
test.skip(!!skipReason, skipReason ?? '');
// The worker would answer from what it kept; these journeys are about the app's own states.
test.use({ serviceWorkers: 'block' });

const isList = (url: URL) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'BrowseProducts';

const serverFault = (route: Route) =>
  route.fulfill({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify({
      data: null,
      errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }),
  });

/** Home and the category drawn in the app (a server-rendered one carries its list with it). */
async function openHomeInApp(page: Page) {
  await page.goto('/faq');
  await hydrated(page);
  await page.getByRole('link', { name: 'Campus Market' }).first().click();
  await expect(page.getByRole('heading', { name: 'Shop by Categories' })).toBeVisible();
}

test('a list the server fails shows the retry alert, on the home and on a category, in words', async ({ page }) => {
  await page.route(isList, serverFault);
  await openHomeInApp(page);
  const home = page.getByRole('main').getByRole('alert');
  await expect(home).toContainText('Error fetching approved products');
  await expect(home.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(home).toHaveClass(/MuiAlert-root/);
  await expect(page.getByText('Internal server error')).toHaveCount(0);
  await shootScreen(page, 'home-list-error');

  await page
    .getByRole('link', { name: /electronics/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  const category = page.getByRole('main').getByRole('alert');
  await expect(category).toContainText('Error fetching products');
  await expect(page.getByText('Internal server error')).toHaveCount(0);
  await shootScreen(page, 'category-list-error');
});

test('a list that got no answer asks again by itself until it comes, without a tap', async ({ page }) => {
  await page.route(isList, (route) => route.abort('internetdisconnected'));
  await openHomeInApp(page);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Campus Market could not be reached');
  // It asks again (after 1 s, 2 s, ...): a second failure leaves it asking, not stuck.
  const asked: string[] = [];
  await page.unroute(isList);
  let answers = 0;
  await page.route(isList, (route) => {
    asked.push(route.request().url());
    // One more failure after the first, then the network is back.
    if (++answers < 2) return route.abort('internetdisconnected');
    return route.continue();
  });
  await expect(page.getByRole('list', { name: 'New listings' }).getByRole('article').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(asked.length).toBeGreaterThanOrEqual(2);
});
