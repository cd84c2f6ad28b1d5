import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { screenshotDir } from './env';

const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 780 } } as const;

/**
 * Screenshots of the current screen in both themes at desktop and 360 px, without reloading (a
 * reload would repeat what opening some screens does, such as sending a code). The theme is
 * flipped with the top bar's toggle, as a user would, and put back afterwards.
 */
export async function shootScreen(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? widths.desktop;
  for (const pass of [0, 1]) {
    const theme = await currentTheme(page);
    for (const [label, size] of Object.entries(widths)) {
      await page.setViewportSize(size);
      await page.waitForTimeout(150); // let the layout settle after the resize
      await page.screenshot({ path: join(screenshotDir, `${name}-${theme}-${label}.png`), fullPage: true });
    }
    await page.setViewportSize(original);
    await toggleTheme(page);
    if (pass === 1) break;
  }
}

export async function currentTheme(page: Page): Promise<'dark' | 'light'> {
  return (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';
}

export async function toggleTheme(page: Page) {
  const before = await currentTheme(page);
  await page.getByRole('button', { name: /dark mode|light mode|theme/i }).first().click();
  await page.waitForFunction((was) => document.documentElement.classList.contains('dark') !== (was === 'dark'), before);
}
