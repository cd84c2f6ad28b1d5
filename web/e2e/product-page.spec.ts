import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, newBrowserPage } from './support/accounts';
import { screenshotDir, skipReason } from './support/env';
import { shootScreen } from './support/screens';
import { DESKTOP, PHONE } from './support/viewports';

// The product page sells on a phone: a bar at the bottom of the screen keeps the price and the
// one thing to do next (Log in to contact, Contact seller, or on one's own listing Edit My Product)
// while the page scrolls, and comes to rest above the footer; under the product, the listings of
// its category nearest in price. Seen as a visitor, a signed-in buyer and the seller.
test.skip(!!skipReason, skipReason ?? '');

const whatsApp = '+919812345678';

/** The bottom bar of the product page. */
const contactBar = (page: Page) => page.getByRole('region', { name: 'Price and contact' });

/** Both boxes at least 44 px each way: a thumb's target. */
async function expectTouchSize(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'visible').not.toBeNull();
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
}

test.describe('the product page on a phone: sticky price and contact, similar listings', () => {
  test.describe.configure({ mode: 'serial' });

  let seller: Page;
  let visitor: Page;
  let buyer: Page;
  let productUrl: string;

  test.beforeAll(async ({ browser }) => {
    // The demo seller shares a WhatsApp number, so a buyer can be put in touch.
    seller = await newBrowserPage(browser, demo.seller);
    await seller.goto('/update-contact-details');
    await seller.getByLabel('WhatsApp Number').fill(whatsApp);
    await seller.getByRole('button', { name: /update details/i }).click();
    await expect(seller.getByText('Contact details updated successfully!')).toBeVisible();
    const profile = (await seller.getByRole('link', { name: 'Your profile' }).getAttribute('href')) ?? '';
    const sellerId = profile.replace('/profile/', '');

    // One of the seller's approved listings that has others of its category to suggest.
    visitor = await newBrowserPage(browser);
    const listed = await (await visitor.request.get(`/api/v1/product/user/${sellerId}?first=50`)).json();
    for (const product of listed.products as { _id: string }[]) {
      const similar = await (await visitor.request.get(`/api/v1/product/similar/${product._id}`)).json();
      if (similar.products.length >= 2) {
        productUrl = `/product/${product._id}`;
        break;
      }
    }
    expect(productUrl, 'a demo listing with similar ones').toBeTruthy();
  });

  test.afterAll(async () => {
    for (const p of [seller, visitor, buyer]) await p?.context().close();
  });

  test('a visitor: the price and Log in to contact stay at the bottom; similar listings below', async () => {
    await visitor.setViewportSize(PHONE);
    await visitor.goto(productUrl);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = contactBar(visitor);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('₹');
    const login = bar.getByRole('link', { name: 'Log in to contact' });
    await expect(login).toBeVisible();
    await expectTouchSize(login);
    // Sticky: on the first screen the bar sits at the bottom of the screen.
    const first = (await bar.boundingBox())!;
    expect(Math.abs(first.y + first.height - PHONE.height)).toBeLessThanOrEqual(1);
    await visitor.screenshot({ path: join(screenshotDir, 'product-page-first-screen-phone.png') });

    // The similar listings: cards of other products, each a link to its page.
    const similar = visitor.getByRole('list', { name: 'You might also like' });
    await similar.scrollIntoViewIfNeeded();
    await expect(similar.getByRole('article').first()).toBeVisible();
    const links = await similar.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.length).toBeLessThanOrEqual(8);
    expect(links).not.toContain(productUrl);

    // At the end of the page the bar rests above the footer: its last link is not under it.
    await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLink = visitor.getByRole('navigation', { name: 'Footer' }).getByRole('link').last();
    await expect(lastLink).toBeInViewport();
    const [barBox, linkBox] = [(await bar.boundingBox())!, (await lastLink.boundingBox())!];
    expect(linkBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
    await shootScreen(visitor, 'product-page-visitor');

    // Log in to contact comes back to the product after signing in.
    await visitor.evaluate(() => window.scrollTo(0, 0));
    await login.click();
    await expect(visitor).toHaveURL(/\/login$/);

    // From md up the page keeps its two columns and no bar.
    await visitor.setViewportSize(DESKTOP);
    await visitor.goto(productUrl);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(contactBar(visitor)).toBeHidden();
  });

  test('a signed-in buyer: the price and Contact seller, which opens WhatsApp', async ({ browser }) => {
    buyer = await newBrowserPage(browser, demo.buyer);
    await buyer.setViewportSize(PHONE);
    await buyer.goto(productUrl);
    const bar = contactBar(buyer);
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('₹');
    const contact = bar.getByRole('link', { name: /^Contact seller/ });
    await expect(contact).toBeVisible();
    await expectTouchSize(contact);
    expect(await contact.getAttribute('href')).toContain('https://wa.me/919812345678');
    await expect(buyer.getByRole('list', { name: 'You might also like' })).toBeVisible();
    await shootScreen(buyer, 'product-page-buyer');
  });

  test('the seller on their own listing: the price and Edit My Product', async () => {
    await seller.setViewportSize(PHONE);
    await seller.goto(productUrl);
    const bar = contactBar(seller);
    await expect(bar).toContainText('₹');
    const edit = bar.getByRole('link', { name: 'Edit My Product' });
    await expect(edit).toBeVisible();
    await expectTouchSize(edit);
    await expect(bar.getByRole('link', { name: /contact/i })).toHaveCount(0);
    await edit.click();
    await expect(seller).toHaveURL(/\/edit-product\//);
  });
});
