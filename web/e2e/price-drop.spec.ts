import { expect, test } from '@playwright/test';
import { demo, newBrowserPage } from './support/accounts';
import { e2ePort, skipReason } from './support/env';
import { afterOperation } from './support/operations';
import { shootScreen } from './support/screens';

// A buyer saves a listing; its seller lowers the price; the buyer hears of it with the old and the
// new price, under the price-drop icon, and the notification opens the listing.
test.skip(!!skipReason, skipReason ?? '');

const origin = `http://127.0.0.1:${e2ePort}`;
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(n)}`;

interface Listed {
  _id: string;
  title: string;
  status: string;
  originalPrice: number;
  effectivePrice: number;
  discountActive: boolean;
}

test('a price drop reaches the buyer who wishlisted the listing', async ({ browser }) => {
  const seller = await newBrowserPage(browser, demo.seller);
  const buyer = await newBrowserPage(browser, demo.buyer);
  const profile = (await seller.getByRole('link', { name: 'Your profile' }).getAttribute('href')) ?? '';
  const mine = await (
    await seller.request.get(`/api/v1/product/user/${profile.replace('/profile/', '')}?first=50`)
  ).json();
  // A listing of the seller without a running discount, so the new price is simply lower.
  const product = (mine.products as Listed[]).find((p) => p.status === 'Approved' && !p.discountActive)!;
  expect(product, 'an approved demo listing without a discount').toBeTruthy();
  const lower = Math.floor(product.originalPrice * 0.8);

  // The buyer saves it with the heart on its page. The heart turns at once; the price edit waits
  // for the server to have the wishlist entry, or the drop may reach nobody.
  await buyer.goto(`/product/${product._id}`);
  await afterOperation(buyer, 'AddToWishlist', () =>
    buyer.getByRole('button', { name: `Add to wishlist: ${product.title}` }).click(),
  );
  await expect(buyer.getByRole('button', { name: `Remove from wishlist: ${product.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const editPrice = (price: number) =>
    seller.request.put('/api/v1/product/edit-product', {
      data: { id: product._id, price },
      headers: { Origin: origin },
    });
  expect((await editPrice(lower)).status()).toBe(200);

  const text = `Price drop: '${product.title}' ${rupees(product.originalPrice)} → ${rupees(lower)}`;
  await buyer.goto('/notification');
  // Newest first: the first such row is this drop's (a run before on the same database left its own).
  const row = buyer.getByRole('listitem').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  await expect(row.locator('[data-kind="PRICE_DROP"]')).toBeVisible();
  await shootScreen(buyer, 'notifications-price-drop');
  await row.getByRole('link').first().click();
  await expect(buyer.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

  // As the seed had it, for the other journeys: the price back (a rise: nobody is told), the heart off.
  expect((await editPrice(product.originalPrice)).status()).toBe(200);
  await afterOperation(buyer, 'RemoveFromWishlist', () =>
    buyer.getByRole('button', { name: `Remove from wishlist: ${product.title}` }).click(),
  );
  await expect(buyer.getByRole('button', { name: `Add to wishlist: ${product.title}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  for (const p of [seller, buyer]) await p.context().close();
});
