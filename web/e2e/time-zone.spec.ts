import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, signInAs } from './support/accounts';
import { e2ePort, skipReason } from './support/env';
import { approvedViaApi } from './support/listings';

// The server runs in UTC (global-setup.ts) and these browsers in India's zone: absolute times are
// written in the campus's zone (TIME_ZONE) on both sides, so the server-rendered product page with
// its History open, and a moderator's profile with their decisions, hydrate without React
// throwing the markup away (errors #418/#423, "Hydration failed").
test.skip(!!skipReason, skipReason ?? '');

const SELLER = '21CS1004'; // Ananya Iyer: no other journey sells as her
const TITLE = 'Drawing board in two zones (journey)';

/** A browser in Asia/Kolkata signed in as `collegeId`, keeping every hydration error it reports. */
async function indianBrowser(browser: Browser, collegeId: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${e2ePort}`, timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  const errors: string[] = [];
  const hydration = /#418|#423|#425|hydrat/i;
  page.on('console', (m) => {
    if (m.type() === 'error' && hydration.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (hydration.test(e.message)) errors.push(e.message);
  });
  await signInAs(page, collegeId);
  return { page, errors };
}

/** The page is server-rendered and every element React drew is hydrated. */
async function hydrated(page: Page) {
  await expect(page.locator('#ssr-state')).toHaveCount(1);
  await page.waitForFunction(() => {
    const all = [...document.querySelectorAll('#root *')];
    return all.length > 0 && all.every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
  });
}

test('a seller in India reads their listing history, an admin a moderator’s decisions: no hydration error', async ({
  browser,
}) => {
  const seller = await indianBrowser(browser, SELLER);
  const moderator = await indianBrowser(browser, demo.moderator);
  const id = await approvedViaApi(seller.page, moderator.page, {
    title: TITLE,
    description: 'A3, with its T-square.',
    price: 700,
    category: 'Furniture',
    condition: 'Used',
    rgb: { r: 90, g: 140, b: 200 },
  });
  await moderator.page.context().close();

  // The seller's own page, drawn by the server with its History open (its seller's by default) and the times on screen.
  await seller.page.goto(`/product/${id}`);
  await hydrated(seller.page);
  const times = seller.page.locator('main li time');
  await expect(times.first()).toBeVisible();
  // Written in India's zone, as the browser's own clock would: e.g. "1 Dec 2026, 11:15 pm".
  const first = await times.first().getAttribute('datetime');
  const expected = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(first ?? NaN));
  await expect(times.first()).toHaveText(expected);
  expect(seller.errors).toEqual([]);
  // And so the server wrote it, in UTC: the page as it arrives, before any script ran.
  const html = await (await seller.page.request.get(`/product/${id}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(expected);

  // The admin on the moderator's profile (who decided), their decisions listed with times.
  const admin = await indianBrowser(browser, demo.admin);
  const events = (await (await admin.page.request.get(`/api/v1/product/history/${id}`)).json()).history;
  const moderatorId: string = events[events.length - 1].actorId;
  await admin.page.goto(`/profile/${moderatorId}`);
  await hydrated(admin.page);
  const decisions = admin.page.getByRole('region', { name: /moderation decisions/ });
  await expect(decisions.locator('time').first()).toBeVisible();
  expect(admin.errors).toEqual([]);

  expect((await seller.page.request.delete(`/api/v1/product/delete-product/${id}`)).status()).toBe(200);
  await seller.page.context().close();
  await admin.page.context().close();
});
