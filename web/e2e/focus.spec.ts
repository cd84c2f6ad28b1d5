import { expect, test, type Page } from '@playwright/test';
import { demo, demoPassword } from './support/accounts';
import { hydrated } from './support/hydration';
import { DESKTOP, PHONE, newListingCards as cards } from './support/viewports';

// Focus after a client-side navigation lands on the new page's heading (or the section a link
// names, or the page's own first field), so the next Tab reaches the page's first control.
// Runs on the demo seed.

/**
 * Whether the focus is on the first element Tab should reach after the page's h1 (the next
 * tabbable one in document order); if not, what it should have been and where the focus is. Both
 * are read at once, after the Tab: a control inside a lazy Tooltip is mounted anew when the
 * Tooltip loads (components/Tooltip.tsx, which hands the focus on), so an element picked before
 * the Tab may no longer be in the page.
 */
function focusOnFirstControl(page: Page): Promise<true | string> {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1')!;
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]',
      ),
    ].filter(
      (el) =>
        el.tabIndex >= 0 &&
        el.getClientRects().length > 0 &&
        h1.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const focused = document.activeElement;
    return (
      focused === tabbable[0] ||
      `expected ${tabbable[0]?.outerHTML.slice(0, 120)}, focus on ${focused?.outerHTML.slice(0, 120)}`
    );
  });
}

async function expectFocusOnHeadingThenFirstControl(page: Page) {
  await expect(page.locator('main h1')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusOnFirstControl(page)).toBe(true);
}

test('after opening a product, focus is on its heading and one Tab reaches its first control', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  // Client-side navigation only: before hydration the server-rendered link loads the page afresh.
  await hydrated(page);
  const link = cards(page).first().getByRole('link');
  const title = (await link.textContent())!;
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectFocusOnHeadingThenFirstControl(page);

  // Back home through the top bar's link: focus follows to the home page's heading.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /campus market/i })
    .first()
    .click();
  await expect(cards(page).first()).toBeVisible();
  await expectFocusOnHeadingThenFirstControl(page);
});

test('after a keyboard sign-in, focus is on the new page heading, not mid-page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  await page.getByLabel('Registration Id').fill(demo.buyer);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword(demo.buyer));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  await expectFocusOnHeadingThenFirstControl(page);
});

test('from the side menu, a section link focuses that section; a page with its own first field keeps it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/category/Electronics');
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Categories' }).click();
  const section = page.getByRole('region', { name: 'Shop by Categories' });
  await expect(section).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(section.getByRole('link').first()).toBeFocused();

  // An in-page section of the page already open.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('region', { name: 'About Campus Market' })).toBeFocused();

  // Another page that focuses its own first field keeps it (the closing drawer does not take it back).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Registration Id')).toBeFocused();
});
