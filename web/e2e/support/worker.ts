import { expect, type Page } from '@playwright/test';

/** Waits until the service worker has installed (precached the build) and controls the page. */
export async function controlledByWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}
