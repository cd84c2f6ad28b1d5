import { expect, type Locator, type Page } from '@playwright/test';

/** Where one card's photo, price and title are, and how its photo is drawn. */
export interface CardBoxes {
  href: string;
  photo: DOMRect;
  price: DOMRect | null;
  title: DOMRect | null;
  fit: string;
  /** The photo's rendered size has arrived (not a 0x0 picture still loading). */
  loaded: boolean;
}

/**
 * Reads each card of `cards`: its photo (the first img), its price (the one element whose own text
 * is "₹" and the digits) and its title (the h3). Boxes are viewport-relative, as the student sees
 * them without scrolling.
 */
export function cardBoxes(cards: Locator): Promise<CardBoxes[]> {
  return cards.evaluateAll((articles) =>
    articles.map((article) => {
      const rect = (el: Element | null | undefined) => (el ? el.getBoundingClientRect().toJSON() : null);
      const img = article.querySelector('img') as HTMLImageElement;
      const price = [...article.querySelectorAll('*')].find(
        (el) => el.children.length === 0 && /^₹[\d,]+(\.\d+)?$/.test(el.textContent?.trim() ?? ''),
      );
      return {
        href: article.querySelector('a')?.getAttribute('href') ?? '',
        photo: img.getBoundingClientRect().toJSON(),
        price: rect(price),
        title: rect(article.querySelector('h3')),
        fit: getComputedStyle(img).objectFit,
        loaded: img.complete && img.naturalWidth > 0,
      };
    }),
  );
}

const inside = (box: DOMRect | null, width: number, height: number) =>
  !!box && box.top >= 0 && box.left >= 0 && box.bottom <= height + 0.5 && box.right <= width + 0.5;

/**
 * The first-screen rule (docs/product.md#screens): at the page's current size, without scrolling, at least
 * `count` cards show their whole photo, price and title inside the viewport, and every card's
 * photo is square and cropped to fill (object-fit: cover). Retried while the page settles (the
 * account controls and the pictures arrive a moment after the cards).
 */
export async function expectFirstScreen(page: Page, cards: Locator, count: number) {
  const { width, height } = page.viewportSize()!;
  await expect(cards.first()).toBeVisible();
  await expect(async () => {
    expect(await page.evaluate(() => window.scrollY), 'the page is not scrolled').toBe(0);
    const all = await cardBoxes(cards);
    const whole = all.filter(
      (c) => inside(c.photo, width, height) && inside(c.price, width, height) && inside(c.title, width, height),
    );
    expect(
      whole.length,
      `cards with photo, price and title on the ${width}x${height} first screen`,
    ).toBeGreaterThanOrEqual(count);
    expect(
      whole.slice(0, count).every((c) => c.loaded),
      'first-screen photos have arrived',
    ).toBe(true);
    for (const card of all) {
      expect(Math.abs(card.photo.width - card.photo.height), `${card.href}: a square photo`).toBeLessThanOrEqual(1);
      expect(card.fit, `${card.href}: cropped to fill`).toBe('cover');
    }
  }).toPass({ timeout: 30_000 }); // holds within about a second idle; sized for a loaded machine
}

/** Every card's photo in `cards` is square and drawn with object-fit: cover (any grid, any width). */
export async function expectSquarePhotos(cards: Locator) {
  await expect(cards.first()).toBeVisible();
  await expect(async () => {
    const all = await cardBoxes(cards);
    expect(all.length).toBeGreaterThan(0);
    for (const card of all) {
      expect(Math.abs(card.photo.width - card.photo.height), `${card.href}: a square photo`).toBeLessThanOrEqual(1);
      expect(card.fit, `${card.href}: cropped to fill`).toBe('cover');
      expect(card.price, `${card.href}: one element holds ₹ and the digits`).not.toBeNull();
    }
  }).toPass({ timeout: 30_000 });
}
