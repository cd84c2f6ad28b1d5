import { expect, test, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';
import { e2ePort, screenshotDir, skipReason } from './support/env';
import { receivedMails, waitForMail } from './support/mail';
import { shootScreen } from './support/screens';
import { PHONE } from './support/viewports';

// On a phone a toast sits below the top bar (lib/toastStack.tsx): it never covers the page's
// own buttons, which sit at the bottom there (a form's actions, a product's sticky contact bar).
test.skip(!!skipReason, skipReason ?? '');

const origin = `http://127.0.0.1:${e2ePort}`;

/** The toast on screen and `control` share no pixel, and a tap at the control's centre reaches it. */
async function expectUncovered(page: Page, control: Locator) {
  const toast = (await page.locator('[data-toast]').first().boundingBox())!;
  const box = (await control.boundingBox())!;
  const apart =
    toast.x + toast.width <= box.x ||
    box.x + box.width <= toast.x ||
    toast.y + toast.height <= box.y ||
    box.y + box.height <= toast.y;
  expect(apart, `the toast covers ${await control.textContent()}`).toBe(true);
  const reached = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && el.contains(hit);
  });
  expect(reached).toBe(true);
}

test('at 360 px the "Email verified" toast leaves Skip and Update Profile reachable', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, viewport: PHONE });
  const page = await context.newPage();
  const email = `kabir.${Date.now()}@campus.test`;
  await page.goto('/signup');
  await page.getByLabel('Registration Id').fill('21EC2003'); // Kabir Singh, on the roster sample
  await page.getByLabel('Registration Id').blur();
  await expect(page.getByLabel('Full Name')).toHaveValue('Kabir Singh');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('pepper-tonga-58');
  const mailsBefore = receivedMails().length;
  await page.getByRole('button', { name: /^signup$/i }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  const [, code] = await waitForMail(email, /\b(\d{6})\b/, mailsBefore);
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: /^verify email$/i }).click();
  await expect(page).toHaveURL(/\/contact-details$/);
  await expect(page.getByText('Email verified')).toBeVisible();
  await expectUncovered(page, page.getByRole('button', { name: /^skip$/i }));
  await expectUncovered(page, page.getByRole('button', { name: /^update profile$/i }));
  // The screen as the student sees it, toast and all (shootScreen's whole pages come after it).
  await page.screenshot({ path: join(screenshotDir, 'toast-email-verified-viewport.png') });
  await shootScreen(page, 'toast-email-verified-phone');
  await context.close();
});

test("at 360 px a toast on a product page leaves its sticky bar's button reachable", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: origin, viewport: PHONE });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // Without the Web Share API, Share copies the link and says so in a toast.
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const page = await context.newPage();
  const listed = await (await page.request.get('/api/v1/product/all-products?first=1')).json();
  const product = listed.products[0] as { _id: string; title: string };
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: `Share: ${product.title}` }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  await expectUncovered(page, page.getByRole('link', { name: 'Log in to contact' }));
  await page.screenshot({ path: join(screenshotDir, 'toast-product-viewport.png') });
  await shootScreen(page, 'toast-product-phone');
  await context.close();
});
