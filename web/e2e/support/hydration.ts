import type { Page } from '@playwright/test';

/**
 * Every element React drew is hydrated: it carries React's fiber (none left dehydrated). Until then
 * a server-rendered page's links are plain links: a click loads the next page from the server
 * instead of drawing it in the app, which a journey about the app's own navigation must wait out.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const all = [...document.querySelectorAll('#root *')];
    return all.length > 0 && all.every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
  });
}
