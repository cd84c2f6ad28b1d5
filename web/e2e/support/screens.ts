import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { axeProblems, overflowProblems, type ScreenProblem } from './axe';
import { screenshotDir } from './env';

const widths = { desktop: { width: 1280, height: 900 }, phone: { width: 360, height: 780 } } as const;

/**
 * Screenshots of the current screen in both themes at desktop and 360 px, without reloading (a
 * reload would repeat what opening some screens does, such as sending a code). The theme is
 * flipped with the top bar's toggle, as a user would, and put back afterwards.
 *
 * Every screen shot is also checked: axe-core in both themes at both widths (serious or critical
 * violations fail the journey) and no sideways scrolling at 360 px. All problems of the screen are
 * gathered first so one failure lists them all; the check is soft, so the journey goes on and the
 * test fails at its end with every screen's problems.
 */
export async function shootScreen(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? widths.desktop;
  await addWidthProbe(page);
  const problems: ScreenProblem[] = [];
  for (const pass of [0, 1]) {
    const theme = await currentTheme(page);
    for (const [label, size] of Object.entries(widths)) {
      await page.setViewportSize(size);
      await layoutAt(page, size);
      const screen = `${name} (${theme}, ${label})`;
      problems.push(...(await axeProblems(page, screen)));
      if (label === 'phone') problems.push(...(await overflowProblems(page, screen)));
      await shootWholePage(page, join(screenshotDir, `${name}-${theme}-${label}.png`), size);
    }
    await page.setViewportSize(original);
    await layoutAt(page, original);
    await toggleTheme(page);
    if (pass === 1) break;
  }
  expect
    .soft(
      problems.map((p) => `${p.screen}: ${p.problem}`),
      `accessibility and layout of ${name}`,
    )
    .toEqual([]);
}

/**
 * A modal screen (a confirmation dialog open): the theme button is behind it, so it is shot in
 * the current theme only, at desktop and 360 px (the viewport, where the dialog is), with the
 * same axe and overflow checks as shootScreen.
 */
export async function shootModal(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? widths.desktop;
  await addWidthProbe(page);
  const theme = await currentTheme(page);
  const problems: ScreenProblem[] = [];
  for (const [label, size] of Object.entries(widths)) {
    await page.setViewportSize(size);
    await layoutAt(page, size);
    const screen = `${name} (${theme}, ${label})`;
    problems.push(...(await axeProblems(page, screen)));
    if (label === 'phone') problems.push(...(await overflowProblems(page, screen)));
    await page.screenshot({ path: join(screenshotDir, `${name}-${theme}-${label}.png`) });
  }
  await page.setViewportSize(original);
  await layoutAt(page, original);
  expect
    .soft(
      problems.map((p) => `${p.screen}: ${p.problem}`),
      `accessibility and layout of ${name}`,
    )
    .toEqual([]);
}

/** The axe and overflow checks alone, in the current theme and size (for screens not shot). */
export async function checkScreen(page: Page, name: string) {
  const problems = [...(await axeProblems(page, name)), ...(await overflowProblems(page, name))];
  expect
    .soft(
      problems.map((p) => `${p.screen}: ${p.problem}`),
      `accessibility and layout of ${name}`,
    )
    .toEqual([]);
}

/** MUI's sm breakpoint: below it the app's phone layout. */
const PROBE_BREAK = 600;

/**
 * The probe layoutAt reads, put in the page before the first resize and by insertRule, as emotion
 * puts MUI's styles: it is then evaluated as the page's own styles are.
 */
async function addWidthProbe(page: Page) {
  await page.evaluate((breakAt) => {
    if (document.getElementById('e2e-width-probe')) return;
    const probe = document.createElement('style');
    probe.id = 'e2e-width-probe';
    document.head.append(probe);
    probe.sheet?.insertRule(`@media (max-width: ${breakAt - 0.02}px) { :root { --e2e-narrow: yes; } }`);
  }, PROBE_BREAK);
}

/**
 * Waits until the page lays out at the new size: the resize has reached it, its styles follow the
 * new width, and two frames have been drawn since. The styles are checked by a probe of our own (a
 * custom property set by a media query): in some CI runs Chromium kept the wide-screen styles after
 * a resize to 360 px, for seconds, while innerWidth and matchMedia already said 360 (a four-column
 * grid squeezed into the phone). The resize is then made again, as a window dragged once more.
 */
async function layoutAt(page: Page, size: { width: number; height: number }) {
  for (let attempt = 1; ; attempt++) {
    await page.waitForFunction((s) => window.innerWidth === s.width && window.innerHeight === s.height, size);
    const followed = await page
      .waitForFunction(
        ({ width, breakAt }) =>
          (getComputedStyle(document.documentElement).getPropertyValue('--e2e-narrow').trim() === 'yes') ===
          width < breakAt,
        { width: size.width, breakAt: PROBE_BREAK },
        { timeout: 2000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (followed) break;
    if (attempt === 3) throw new Error(`The page's styles did not follow the resize to ${size.width} px`);
    await page.setViewportSize({ ...size, width: size.width + 1 });
    await page.setViewportSize(size);
  }
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * A shot of the whole page: the viewport is made as tall as the page and shot; the caller sets the
 * next size it wants (shootScreen always does). Not
 * Playwright's `fullPage`, which has Chromium capture beyond the viewport: in several CI runs, the
 * page shot that way at 1280 px kept its wide-screen styles after the resize to 360 px, for
 * seconds and through a second resize (the top bar 509 px wide, a four-column grid squeezed into
 * the phone), while innerWidth and matchMedia already said 360. Plain resizes never did that.
 */
async function shootWholePage(page: Page, path: string, size: { width: number; height: number }) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const whole = { width: size.width, height: Math.min(Math.max(height, size.height), MAX_SHOT_HEIGHT) };
  if (whole.height !== size.height) {
    await page.setViewportSize(whole);
    await layoutAt(page, whole);
  }
  await page.screenshot({ path });
}

/** Chromium draws at most 16,384 px in one piece; longer pages are cut there. */
const MAX_SHOT_HEIGHT = 16_000;

export async function currentTheme(page: Page): Promise<'dark' | 'light'> {
  return (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';
}

/**
 * Clicks the theme button until the theme changes, as a person would click again. Once in six CI
 * runs a click about 3 s after the page loaded was taken (the button had the focus) but the theme
 * stayed, and the journey waited out its 5 minutes; the cause is not found yet (the lazy Tooltip's
 * swap of the button is the suspect, see components/Tooltip.tsx). A change that never comes still
 * fails, after three clicks.
 */
export async function toggleTheme(page: Page) {
  const before = await currentTheme(page);
  for (let attempt = 1; ; attempt++) {
    await page
      .getByRole('button', { name: /dark mode|light mode|theme/i })
      .first()
      .click();
    try {
      await page.waitForFunction(
        (was) => document.documentElement.classList.contains('dark') !== (was === 'dark'),
        before,
        { timeout: 5000 },
      );
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}
