import { expect, test } from '@playwright/test';
import { demo, newBrowserPage, signInAs } from './support/accounts';
import { skipReason } from './support/env';
import { listViaApi } from './support/listings';
import { shootScreen } from './support/screens';

// Moderation history (docs/product.md#moderation-history): a moderator reads a waiting listing's
// history in the queue, with names; the seller, once it is rejected, reads it on /user-products
// and on its page, with the reason and the decision by "a moderator", never the moderator's name.
test.skip(!!skipReason, skipReason ?? '');

/** A seeded student no other journey sells as, so this one's listing disturbs none of them. */
const SELLER = '21EC2001'; // Ishaan Gupta
const SELLER_NAME = 'Ishaan Gupta';
const MODERATOR_NAME = 'Campus Moderator';
const TITLE = 'Desk fan with a history (journey)';
const REASON = 'The photo shows a different fan';

test('staff read a listing history by name in the queue; its seller reads the rejection by "a moderator"', async ({
  browser,
  page,
}) => {
  await signInAs(page, SELLER);
  const id = await listViaApi(page, {
    title: TITLE,
    description: 'Three speeds, quiet at night.',
    price: 900,
    category: 'Electronics',
    condition: 'Used',
    rgb: { r: 170, g: 120, b: 60 },
  });
  const moderator = await newBrowserPage(browser, demo.moderator);

  // The moderator opens the card's History in the review queue: the seller by name.
  await moderator.goto('/product-moderation');
  const card = moderator.getByRole('listitem', { name: TITLE });
  const toggle = card.getByRole('button', { name: `History of ${TITLE}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(card.getByText(`Listed for review by ${SELLER_NAME}`)).toBeVisible();
  await shootScreen(moderator, 'history-moderation-queue');

  // Rejected with a reason (the reject dialog has its own journey).
  const rejected = await moderator.request.put(`/api/v1/product/update-product-status/${id}`, {
    data: { status: 'Rejected', reason: REASON },
  });
  expect(rejected.status()).toBe(200);

  // The seller's /user-products: the reason on the row, and the history behind its toggle.
  await page.goto('/user-products');
  const row = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(row.getByRole('note')).toContainText(REASON);
  await row.getByRole('button', { name: `History of ${TITLE}` }).click();
  await expect(row.getByText('Rejected by a moderator')).toBeVisible();
  await expect(row.getByText('Listed for review by you')).toBeVisible();
  await expect(row.getByText(`Reason: ${REASON}`, { exact: true })).toBeVisible();
  await expect(row.getByText(MODERATOR_NAME)).toHaveCount(0);
  await shootScreen(page, 'history-my-products');

  // The product page: the history open for its seller, the moderator still unnamed.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Rejected by a moderator')).toBeVisible();
  await expect(page.getByText('Pending → Rejected')).toBeVisible();
  await expect(page.getByText(MODERATOR_NAME)).toHaveCount(0);
  await shootScreen(page, 'history-product-page');

  // On its page for an admin: closed, and the moderator by name once opened.
  const admin = await newBrowserPage(browser, demo.admin);
  await admin.goto(`/product/${id}`);
  await admin.getByRole('button', { name: 'History' }).click();
  await expect(admin.getByText(`Rejected by ${MODERATOR_NAME}`)).toBeVisible();

  // The moderator's profile lists their decisions for the admin, this rejection first.
  const events = (await (await admin.request.get(`/api/v1/product/history/${id}`)).json()).history;
  const moderatorId: string = events[events.length - 1].actorId;
  await admin.goto(`/profile/${moderatorId}`);
  const decisions = admin.getByRole('region', { name: new RegExp(`^${MODERATOR_NAME}'s moderation decisions`) });
  await expect(decisions.getByRole('listitem').first()).toContainText(`Rejected ${TITLE}`);
  await expect(decisions.getByRole('listitem').first()).toContainText(`Reason: ${REASON}`);
  await shootScreen(admin, 'history-moderator-decisions');
  await admin.context().close();

  // Leave the demo as it was for the other journeys.
  expect((await page.request.delete(`/api/v1/product/delete-product/${id}`)).status()).toBe(200);
  await moderator.context().close();
});
