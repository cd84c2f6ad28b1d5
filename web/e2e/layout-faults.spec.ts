import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, signInAs } from './support/accounts';
import { screenshotDir } from './support/env';
import { currentTheme, shootModal, shootScreen, toggleTheme } from './support/screens';
import { DESKTOP, PHONE } from './support/viewports';

// Small layout faults seen at 320 and 360 px: the card title's two-line box, the category name
// broken inside a word, the sticky bar over the price, the phone search page without its query at
// the top, five stacked buttons per listing on "Your products", the empty state without Clear
// filters, the sort's focus ring after a tap, the "Available only" switch out of line. Runs on the
// demo seed. shootScreen covers 360 and 1280 px; the smallest phone (320 px) is shot here too.

const SMALLEST = { width: 320, height: 700 };

/** Screenshots at 320 px in both themes (the theme is put back). */
async function shootSmallest(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(SMALLEST);
  for (const pass of [0, 1]) {
    await page.screenshot({ path: join(screenshotDir, `${name}-${await currentTheme(page)}-320.png`) });
    await toggleTheme(page);
    if (pass === 1) break;
  }
  await page.setViewportSize(original);
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
};

/** How many lines an element's text takes. */
const linesOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const line = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
    return Math.round(el.getBoundingClientRect().height / line);
  });

test('at 320 px the category name stays whole, card titles are two lines high, the sticky bar shows the whole price', async ({
  page,
}) => {
  await page.setViewportSize(SMALLEST);
  await page.goto('/category/Electronics');
  const heading = page.getByRole('heading', { level: 1, name: 'Electronics' });
  await expect(heading).toBeVisible();
  expect(await linesOf(heading), 'the name on one line, not "Electro-nics"').toBe(1);

  // The title's box is exactly two of its lines: a taller one shows the top of a third.
  const titles = page.getByRole('list', { name: 'Products in Electronics' }).getByRole('article').getByRole('heading');
  await expect(titles.first()).toBeVisible();
  for (const title of await titles.all()) {
    const { height, twoLines } = await title.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      twoLines: 2 * parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(Math.abs(height - twoLines)).toBeLessThan(1);
  }
  await shootSmallest(page, 'category-electronics');
  await shootScreen(page, 'category-electronics');

  // The sticky bar of a listing: the price's last digit is left of the button, not under it.
  await page.setViewportSize(SMALLEST);
  await titles.first().getByRole('link').click();
  const bar = page.getByTestId('contact-bar');
  await expect(bar).toBeVisible();
  const price = await box(bar.locator('[data-price]'));
  const action = await box(bar.getByRole('link', { name: /Log in to contact/ }));
  expect(price.x + price.width).toBeLessThanOrEqual(action.x);
  expect(price.x + price.width).toBeLessThanOrEqual(SMALLEST.width);
  await shootSmallest(page, 'product-contact-bar');
});

test('the phone search page says what was searched, with Filters and Sort beside it; an empty filtered one offers Clear filters', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/search?query=lamp');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Search results for “lamp”');
  const filters = page.getByRole('button', { name: 'Filters' });
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toContainText('Best match');
  // Beside the heading, not full-width buttons between it and the results.
  const headingBox = await box(heading);
  for (const control of [filters, sort]) {
    const b = await box(control);
    expect(b.width).toBeLessThan(PHONE.width / 2);
    expect(b.y).toBeLessThan(headingBox.y + headingBox.height + 60);
  }
  await shootSmallest(page, 'search-phone');
  await shootScreen(page, 'search-phone');

  // Sorted from the phone's select: the URL keeps it.
  await sort.click();
  await page.getByRole('option', { name: 'Newest' }).click();
  await expect(page).toHaveURL(/sort=/);

  // Filters that find nothing: Clear filters is in the empty state itself.
  await page.goto('/search?query=lamp&maxPrice=1');
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await expect(clear).toBeVisible();
  await shootScreen(page, 'search-empty-filtered');
  await clear.click();
  await expect(page).toHaveURL(/\/search\?query=lamp$/);
});

test('the sort shows no focus ring after a choice by pointer; the "Available only" switch lines up with the filters', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/category/Electronics');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.click();
  await page.getByRole('option', { name: 'Price: Low to High' }).click();
  await expect(page).toHaveURL(/sort=/);
  await expect(sort).toBeFocused();
  const outline = page.locator('.MuiFormControl-root', { has: sort }).locator('.MuiOutlinedInput-notchedOutline');
  await expect(outline).toHaveCSS('border-top-width', '1px');

  const panel = page.getByRole('complementary', { name: 'Filters' });
  const field = await box(panel.locator('.MuiOutlinedInput-root').first());
  const thumb = await box(panel.locator('.MuiSwitch-thumb'));
  expect(Math.abs(thumb.x - field.x), 'the switch starts where the fields do').toBeLessThanOrEqual(1);
});

test('"Your products" on a phone: one button and a menu per listing', async ({ page }) => {
  await signInAs(page, demo.seller);
  await page.setViewportSize(PHONE);
  await page.goto('/user-products');
  const rows = page
    .getByRole('list')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Edit/ }) });
  await expect(rows.first()).toBeVisible();
  const row = rows.first();
  const more = row.getByRole('button', { name: /^More actions: / });
  await expect(more).toBeVisible();
  // No full-width action buttons: what shows is Edit, the menu's button and the History toggle.
  await expect(row.getByRole('button', { name: /^Mark (reserved|available|sold): / })).toHaveCount(0);
  for (const button of await row.getByRole('button').all()) {
    if (await button.isVisible()) expect((await box(button)).width).toBeLessThan(200);
  }
  await more.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete…' })).toBeVisible();
  // The open menu is modal (the theme button is behind it).
  await shootModal(page, 'my-products-phone-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await shootSmallest(page, 'my-products-phone');
  await shootScreen(page, 'my-products');
});
