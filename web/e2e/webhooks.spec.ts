import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Locator } from '@playwright/test';
import { demo, newBrowserPage, signInAs } from './support/accounts';
import { skipReason } from './support/env';
import { approvedViaApi } from './support/listings';
import { shootModal, shootScreen } from './support/screens';

// Webhooks (docs/product.md#webhooks): an admin adds an endpoint from /admin/webhooks, sees its
// secret once, rotates it, finds a failed delivery with its next try, redelivers it and sends a
// test event. Signing, retries and refusals are the server's tests; this is the page.
test.skip(!!skipReason, skipReason ?? '');

/**
 * Opens the endpoint's deliveries until `shown` is in them. The receiver hears an attempt before the
 * server has recorded it, and the list is read once per opening: closed and opened, it is read again.
 */
async function openDeliveriesUntil(row: Locator, shown: Locator) {
  await expect(async () => {
    const hide = row.getByRole('button', { name: 'Hide deliveries', exact: true });
    if (await hide.isVisible()) await hide.click();
    await row.getByRole('button', { name: 'Deliveries', exact: true }).click();
    await expect(shown).toBeVisible({ timeout: 3000 });
  }).toPass();
}

/** A seeded student no other journey sells as. */
const SELLER = '21EC2001';
const TITLE = 'Desk fan (webhooks journey)';

test('an admin adds a webhook, sees its secret once, a failed delivery with its next try, and redelivers it', async ({
  browser,
  context,
  page,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The receiving app: fails until told to accept; while `held` is set, its answers wait there
  // until the journey lets them go (so the page is seen before the delivery is settled).
  let status = 500;
  let held: (() => void)[] | null = null;
  const received: number[] = [];
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = () => {
        received.push(status);
        res.statusCode = status;
        res.end();
      };
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/campus-hook`;

  try {
    await signInAs(page, demo.admin);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await page.getByRole('checkbox', { name: /product\.approved/ }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByLabel('Signing secret')).toHaveText(/^whsec_/);
    const signingSecret = (await page.getByLabel('Signing secret').textContent()) ?? '';
    await page.getByRole('button', { name: 'Copy secret' }).click();
    await expect(page.getByText('Secret copied').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(signingSecret);
    // Reached from the menu and never reloaded: the list shows the new endpoint at once.
    const row = page.getByRole('listitem', { name: url });
    await expect(row).toBeVisible();
    await expect(page.getByText('No webhooks yet.')).toHaveCount(0);
    await shootScreen(page, 'webhooks-created');

    // A new secret, shown once in the row; the old one signs too for a day.
    await row.getByRole('button', { name: `Rotate secret of ${url}` }).click();
    await expect(row.getByLabel('Signing secret')).toHaveText(/^whsec_/);
    await expect(row.getByText(/signed with the previous secret too/)).toBeVisible();
    await shootScreen(page, 'webhook-secret-rotated');

    const seller = await newBrowserPage(browser, SELLER);
    const moderator = await newBrowserPage(browser, demo.moderator);
    await approvedViaApi(seller, moderator, {
      title: TITLE,
      description: 'Small desk fan, three speeds.',
      price: 600,
      category: 'Electronics',
      condition: 'Used',
      rgb: { r: 90, g: 160, b: 90 },
    });
    await expect.poll(() => received.length).toBeGreaterThan(0);

    const deliveries = page.getByRole('list', { name: `Deliveries to ${url}` });
    await openDeliveriesUntil(row, deliveries.getByText(/HTTP 500/));
    await expect(deliveries.getByRole('listitem')).toHaveCount(1);
    await expect(deliveries.getByText(/Next try/)).toBeVisible();
    await shootScreen(page, 'webhook-deliveries');

    status = 200;
    const waiting: (() => void)[] = [];
    held = waiting;
    await deliveries.getByRole('button', { name: /^Redeliver product\.approved/ }).click();
    await expect(page.getByText('Delivery queued again').first()).toBeVisible();
    // The redelivery tops the open list while the receiver has not answered it yet.
    await expect(deliveries.getByRole('listitem')).toHaveCount(2);
    await expect(deliveries.getByRole('listitem').first().getByText('Pending')).toBeVisible();
    await expect.poll(() => waiting.length).toBeGreaterThan(0);
    held = null;
    waiting.forEach((answer) => answer());
    await expect.poll(() => received.includes(200)).toBe(true);
    // The open list, neither closed nor reloaded, follows it until it went through.
    await expect(deliveries.getByRole('listitem').first().getByText('Delivered')).toBeVisible();

    // The test event goes through the same deliveries.
    await row.getByRole('button', { name: `Send test event to ${url}` }).click();
    await expect(page.getByText('Test event queued').first()).toBeVisible();
    await openDeliveriesUntil(row, deliveries.getByText('webhook.test'));

    await row.getByRole('button', { name: `Delete webhook ${url}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this webhook?' });
    await expect(confirm).toContainText(url);
    await shootModal(page, 'webhook-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem', { name: url })).toHaveCount(0);
  } finally {
    receiver.close();
  }
});
