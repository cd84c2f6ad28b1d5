import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, signInAs } from './support/accounts';
import { screenshotDir } from './support/env';
import { DESKTOP, PHONE, newListingCards as cards } from './support/viewports';

// The layout: the home page opens on the listings, phones show two listings a row and card
// pictures are square (focus after a navigation: focus.spec.ts). Runs on the demo seed (ten approved
// listings with drawn pictures; the cards themselves: cards.spec.ts).

/**
 * How many columns a grid lays out now. Read through expect.poll: a re-render can swap the
 * element between finding and reading it (a detached element reads as one empty column).
 */
function columnsOf(grid: Locator): Promise<number> {
  return grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
}

/** The grid's columns at 1280 px and on a phone. */
async function expectColumns(page: Page, grid: Locator, desktop: number, phone: number) {
  for (const [size, columns] of [
    [DESKTOP, desktop],
    [PHONE, phone],
  ] as const) {
    await page.setViewportSize(size);
    await expect.poll(() => columnsOf(grid), { message: `at ${size.width} px` }).toBe(columns);
  }
}

/** How many lines of text a heading takes now (read through expect.poll, like columnsOf). */
function linesOf(heading: Locator): Promise<number> {
  return heading.evaluate((h) => h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight));
}

async function boxes(locator: Locator) {
  return Promise.all((await locator.all()).map(async (l) => (await l.boundingBox())!));
}

/** Every card picture on screen has arrived (lazy ones further down are not waited for). */
async function picturesLoaded(page: Page, count: number) {
  await page.waitForFunction((n) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('main article img')].slice(0, n);
    return imgs.length >= n && imgs.every((img) => img.complete && img.naturalWidth > 0);
  }, count);
}

test('at 1280x800 the first row of at least four listings starts above 450 px on the home page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  // Retried until the layout settles (the account controls arrive a moment after the page).
  await expect(async () => {
    const all = await boxes(cards(page));
    const first = all[0];
    expect(first.y).toBeLessThan(450);
    expect(all.filter((b) => Math.abs(b.y - first.y) < 2).length).toBeGreaterThanOrEqual(4);
    // The four category tiles sit above, as one row.
    const tiles = await boxes(page.getByRole('region', { name: 'Shop by Categories' }).getByRole('link'));
    expect(tiles).toHaveLength(4);
    expect(new Set(tiles.map((b) => Math.round(b.y))).size).toBe(1);
  }).toPass({ timeout: 30_000 }); // holds within about a second idle; sized for a loaded machine
});

test('at 360x780 at least two listing pictures are whole on the first screen, two a row', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await picturesLoaded(page, 2);
  await expect(async () => {
    const pictures = await boxes(cards(page).getByRole('img'));
    const onScreen = pictures.filter(
      (b) => b.y >= 0 && b.y + b.height <= PHONE.height && b.x >= 0 && b.x + b.width <= PHONE.width,
    );
    expect(onScreen.length).toBeGreaterThanOrEqual(2);
    expect(pictures.filter((b) => Math.abs(b.y - pictures[0].y) < 2)).toHaveLength(2);
  }).toPass({ timeout: 30_000 }); // holds within about a second idle; sized for a loaded machine
});

test('category and search show three columns beside the filters at 1280 px, two on a phone', async ({ page }) => {
  for (const [url, name] of [
    ['/category/Electronics', 'Products in Electronics'],
    ['/search?query=a', 'Search results'],
  ] as const) {
    for (const [size, columns] of [
      [DESKTOP, 3],
      [PHONE, 2],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(url);
      const grid = page.getByRole('list', { name });
      await expect(grid.getByRole('article').first()).toBeVisible();
      await expect.poll(() => columnsOf(grid), { message: `${url} at ${size.width} px` }).toBe(columns);
    }
  }
});

test('card pictures are square and cropped to fill, from the 160/480 variants, lazy below the first row', async ({
  page,
}) => {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    await picturesLoaded(page, 4);
    const pictures = await cards(page)
      .getByRole('img')
      .evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => {
          const frame = img.parentElement!;
          const box = img.getBoundingClientRect();
          return {
            fit: getComputedStyle(img).objectFit,
            fills: Math.abs(box.width - frame.clientWidth) < 1 && Math.abs(box.height - frame.clientHeight) < 1,
            square: Math.abs(box.width - box.height) <= 1,
            srcset: img.getAttribute('srcset') ?? '',
            current: img.currentSrc,
            loading: img.loading,
          };
        }),
      );
    expect(pictures.length).toBeGreaterThanOrEqual(8);
    for (const p of pictures) {
      // Cover in a square frame it fills: no bands, the photo cropped to the square.
      expect(p.fit).toBe('cover');
      expect(p.fills).toBe(true);
      expect(p.square).toBe(true);
      expect(p.srcset).toMatch(/-160\.webp 160w, .*-480\.webp 480w$/);
    }
    expect(pictures.slice(0, 4).every((p) => p.loading === 'eager')).toBe(true);
    expect(pictures.slice(4).every((p) => p.loading === 'lazy')).toBe(true);
    expect(pictures[0].current).toMatch(/-(160|480)\.webp$/);
  }
});

test('signed in, the hero is one line; a profile shows four listings a row at 1280 px and two on a phone', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, demo.seller);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Buy and sell on campus' });
  const heading = hero.getByRole('heading', { level: 1 });
  await expect.poll(() => linesOf(heading), { message: 'hero heading lines at 1280 px' }).toBeLessThan(1.5);
  await expect
    .poll(async () => (await hero.boundingBox())?.height ?? Infinity, { message: 'hero height' })
    .toBeLessThan(80);
  await expect(hero.getByRole('link', { name: /^Sell/ })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await page.screenshot({ path: join(screenshotDir, 'layout-home-member-light-desktop.png') });

  await page.getByRole('link', { name: 'Your profile' }).click();
  const grid = page.getByRole('list', { name: 'Products', exact: true });
  await expect(grid.getByRole('article').first()).toBeVisible();
  await expectColumns(page, grid, 4, 2);
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await expect.poll(() => linesOf(heading), { message: 'hero heading lines on a phone' }).toBeLessThan(1.5);
  await page.screenshot({ path: join(screenshotDir, 'layout-home-member-light-phone.png') });
});

test('approved-products is a grid of square pictures: four a row at 1280 px, two on a phone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, demo.moderator);
  await page.goto('/approved-products');
  const grid = page.getByRole('list', { name: 'Approved products' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  await expectColumns(page, grid, 4, 2);
  const fit = await grid
    .locator('img')
    .first()
    .evaluate((img) => getComputedStyle(img).objectFit);
  expect(fit).toBe('cover');
  await page.screenshot({ path: join(screenshotDir, 'layout-approved-products-light-phone.png') });
});

test('screens for the eye: home, category, search and a product at 360 and 1280 px in both themes', async ({
  page,
}) => {
  mkdirSync(screenshotDir, { recursive: true });
  const screens = [
    ['layout-home', '/'],
    ['layout-category', '/category/Electronics'],
    ['layout-search', '/search?query=a'],
  ];
  await page.goto('/');
  const product = await cards(page).first().getByRole('link').getAttribute('href');
  screens.push(['layout-product', product!]);
  for (const theme of ['light', 'dark']) {
    await page.addInitScript((t) => localStorage.setItem('darkMode', t), theme);
    for (const [name, url] of screens)
      for (const [label, size] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(url);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('main [aria-busy="true"], main [role="progressbar"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(screenshotDir, `${name}-${theme}-${label}.png`) });
      }
  }
});
