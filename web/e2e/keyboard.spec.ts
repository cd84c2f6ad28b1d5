import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { demo, demoPassword, newBrowserPage } from './support/accounts';
import { artifacts, skipReason } from './support/env';
import { afterOperation } from './support/operations';
import { shootScreen } from './support/screens';

// The marketplace by keyboard alone. A seller signs in and lists a product with
// photos and no discount, a different moderator approves it (nobody decides on their own listing), a buyer signs
// in, searches, opens it and wishlists it. No clicks: Tab, Enter, Space, arrows, typing. Each
// journey ends on a visibly focused control, and F8 reaches the toast on screen.
test.skip(!!skipReason, skipReason ?? '');
test.describe.configure({ mode: 'serial' });

const stamp = `kb${Date.now().toString(36)}`;
const title = `Desk lamp with warm light ${stamp}`;

/** Presses Tab until `target` has the focus (or holds it), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

/** The focused element shows it: :focus-visible with an outline or a ring. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const cs = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0,
      ring: cs.boxShadow !== 'none',
      name: el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40),
    };
  });
  expect(focus, 'something is focused').not.toBeNull();
  expect(focus!.focusVisible, `focus on ${focus!.name} is :focus-visible`).toBe(true);
  expect(focus!.outline || focus!.ring, `focus on ${focus!.name} is drawn`).toBe(true);
}

/** The toast is on screen and F8 takes the focus to it, visibly. */
async function expectReachableToast(page: Page, text: string | RegExp) {
  const toast = page.locator('[data-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // It hides after 5 s, paused while the pointer is on it: a loaded machine can take longer to check it.
  await toast.hover();
  await page.keyboard.press('F8');
  await expect(toast).toBeFocused();
  await expectVisibleFocus(page);
}

async function signInByKeyboard(page: Page, collegeId: string) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Registration Id'));
  await page.keyboard.type(collegeId);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demoPassword(collegeId));
  await page.keyboard.press('Enter');
  await expectReachableToast(page, 'Successfully Logged in');
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  // Home's heading: until it is drawn, the app may still move the focus to it (as after any
  // navigation), which would take the keys typed next from the top bar's search.
  await expect(page.getByRole('heading', { level: 1, name: 'Buy and sell on campus' })).toBeVisible();
}

async function photos(): Promise<string[]> {
  const dir = join(artifacts, 'e2e-photos');
  mkdirSync(dir, { recursive: true });
  return Promise.all(
    [
      { r: 230, g: 180, b: 60 },
      { r: 90, g: 90, b: 110 },
    ].map(async (background, i) => {
      const file = join(dir, `kb-photo-${i + 1}.jpg`);
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
        .jpeg()
        .toFile(file);
      return file;
    }),
  );
}

test('a seller signs in and lists a product with photos by keyboard', async ({ browser }) => {
  const page = await newBrowserPage(browser);
  await signInByKeyboard(page, demo.seller);
  await page.goto('/user-products/upload');
  // Photos first: the picker's button opens the system file chooser from the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Add photos' }));
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(await photos());
  await expect(page.getByRole('img', { name: /kb-photo-\d\.jpg|preview|image \d/i })).toHaveCount(2, {
    timeout: 30_000,
  });
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(title);
  await tabTo(page, page.getByLabel('Price', { exact: true }));
  await page.keyboard.type('650');
  // MUI selects: open with the arrow key, type-ahead to the option, Enter picks it.
  await tabTo(page, page.getByRole('combobox', { name: 'Category' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Electronics');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(/Electronics/);
  await tabTo(page, page.getByRole('combobox', { name: 'Condition' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('Used');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveText(/Used/);
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('Adjustable arm, warm LED, works with any USB charger. Used for one semester.');
  // No discount: "More options" stays closed and the listing goes without one.
  await expect(page.getByRole('button', { name: /more options/i })).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page, page.getByRole('button', { name: /^post listing$/i }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectReachableToast(page, 'Your product has been sent for review');
});

test('a different moderator approves it by keyboard', async ({ browser }) => {
  const page = await newBrowserPage(browser);
  await signInByKeyboard(page, demo.moderator);
  await page.goto('/product-moderation');
  const approve = page.getByRole('button', { name: new RegExp(`^Approve ${title}$`) });
  await tabTo(page, approve, 200);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expectReachableToast(page, 'Successfully Approved the product');
  await expect(page.getByRole('listitem', { name: new RegExp(title) })).toHaveCount(0);

  // The approved list shows it (and is checked like every screen).
  await page.goto('/approved-products');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await shootScreen(page, 'approved-products');
  await tabTo(page, row.getByRole('link'), 200);
  await expectVisibleFocus(page);
});

test('a buyer signs in, searches, opens the product and wishlists it by keyboard', async ({ browser }) => {
  const page = await newBrowserPage(browser);
  await signInByKeyboard(page, demo.buyer);
  await tabTo(page, page.getByRole('searchbox', { name: 'Search products' }).first());
  await page.keyboard.type(stamp);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search/);
  const link = page.getByRole('link', { name: title }).first();
  await tabTo(page, link, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const heart = page.getByRole('button', { name: `Add to wishlist: ${title}` });
  await tabTo(page, heart, 120);
  await afterOperation(page, 'AddToWishlist', () => page.keyboard.press('Space'));
  const pressed = page.getByRole('button', { name: `Remove from wishlist: ${title}` });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expect(pressed).toBeFocused();
  await expectVisibleFocus(page);
  // And off again with Enter (the social journey expects this buyer's wishlist as the seed left it).
  await afterOperation(page, 'RemoveFromWishlist', () => page.keyboard.press('Enter'));
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toBeFocused();
  await expectVisibleFocus(page);
});
