import { expect, test, type Page } from '@playwright/test';
import { demo, signInAs } from './support/accounts';
import { shootScreen } from './support/screens';
import { smallTouchTargets } from './support/touchTargets';
import { DESKTOP, PHONE, newListingCards as cards } from './support/viewports';

// Touch targets of at least 44x44 px at 360 px (WCAG 2.5.5), and a phone's chrome: the top bar is
// one row of at most 56 px with "Campus Market" and the search a tap away, and the category page
// puts its heading, filters button and sort in one row above the cards (docs/product.md#screens).
// Runs on the demo seed.

/** The page has drawn what it loads: its heading, no spinner, no request under way. */
async function settled(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main [aria-busy="true"], main [role="progressbar"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Each page's offenders, listed in one soft failure per page. */
async function expectTargets(page: Page, name: string) {
  expect.soft(await smallTouchTargets(page), `controls under 44x44 px on ${name}`).toEqual([]);
}

/**
 * shootScreen from a desktop: there the theme button it clicks is in reach (an open phone search
 * covers it; an open sheet is modal). What is open on the phone opens again at 360 px. Back on the
 * phone after.
 */
async function shootWithPhoneState(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await shootScreen(page, name);
  await page.setViewportSize(PHONE);
  await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
}

async function firstProduct(page: Page): Promise<string> {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  return (await cards(page).first().getByRole('link').first().getAttribute('href'))!;
}

async function checkPages(page: Page, pages: [string, string][]) {
  for (const [name, url] of pages) {
    await page.goto(url);
    await settled(page);
    await expectTargets(page, name);
  }
}

test.describe('touch targets at 360 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('signed out: home, a product, search results and login', async ({ page }) => {
    const product = await firstProduct(page);
    await checkPages(page, [
      ['home', '/'],
      ['a product', product],
      ['search results', '/search?query=a'],
      ['login', '/login'],
    ]);
  });

  test('signed in: home, a product and search results, with the search open and the filters sheet', async ({
    page,
  }) => {
    await signInAs(page, demo.buyer);
    await expectTargets(page, 'the page after signing in');
    const product = await firstProduct(page);
    await checkPages(page, [
      ['home', '/'],
      ['a product', product],
      ['search results', '/search?query=a'],
    ]);
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    await expectTargets(page, 'the open search');
    await page.goto('/category/Electronics');
    await settled(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectTargets(page, 'the filters sheet');
  });
});

test('a phone top bar is one row of at most 56 px; the search opens over it and keeps its words', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await settled(page);
  const bar = page.locator('header').first();
  await expect(bar.getByText('Campus Market')).toBeVisible();
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(56);
  await expect(page.getByRole('searchbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'Open search' }).click();
  const field = page.getByRole('searchbox', { name: 'Search products' });
  await expect(field).toBeFocused();
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(56);
  await shootWithPhoneState(page, 'topbar-search-open');
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();
  await expect(bar.getByText('Campus Market')).toBeVisible();

  await page.getByRole('button', { name: 'Open search' }).click();
  await field.fill('casio calculator');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=casio%20calculator$/);
  await expect(bar.getByText('Campus Market')).toBeVisible();
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(field).toHaveValue('casio calculator');
  await shootWithPhoneState(page, 'topbar-search-words');

  // On a wide screen the field sits in the bar, with the words of the search on screen.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('casio calculator');
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
});

test('a phone category page: heading, then filters and sort in one row, above the cards; filters in a bottom sheet', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/category/Electronics');
  await settled(page);
  const grid = page.getByRole('list', { name: 'Products in Electronics' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  const heading = (await page.getByRole('heading', { level: 1, name: 'Electronics' }).boundingBox())!;
  const filters = (await page.getByRole('button', { name: 'Filters' }).boundingBox())!;
  const sort = (await page.getByRole('combobox', { name: 'Sort by' }).boundingBox())!;
  const card = (await grid.getByRole('article').first().boundingBox())!;
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  // The filters and the sort in one row; the name beside them where it fits whole, else on its own
  // row above them (it never breaks inside a word); all of it above the first card.
  for (const box of [filters, sort]) {
    expect(box.y).toBeLessThanOrEqual(middle(filters));
    expect(box.y + box.height).toBeGreaterThanOrEqual(middle(filters));
  }
  expect(heading.y).toBeLessThanOrEqual(middle(filters));
  for (const box of [heading, filters, sort]) {
    expect(box.y + box.height).toBeLessThanOrEqual(card.y);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  // One line of heading: "Electronics" whole, not "Electro-" over "nics".
  expect(heading.height).toBeLessThan(40);

  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  // A sheet from the bottom edge.
  await expect
    .poll(async () => {
      const box = (await sheet.boundingBox())!;
      return Math.round(box.y + box.height);
    })
    .toBe(PHONE.height);
  await sheet.getByRole('radio', { name: 'Used' }).click();
  await expect(sheet.getByRole('radio', { name: 'Used' })).toBeChecked();
  await expect(page).toHaveURL(/condition=used/);
  // Behind the modal sheet, the button says a filter is on.
  await expect(page.getByRole('button', { name: 'Filters, 1 on', includeHidden: true })).toBeAttached();
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters, 1 on' })).toBeFocused();

  await page.getByRole('button', { name: 'Filters, 1 on' }).click();
  await expect(sheet).toBeVisible();
  await shootWithPhoneState(page, 'category-filters-sheet');
  await expect(sheet).toBeVisible();
});
