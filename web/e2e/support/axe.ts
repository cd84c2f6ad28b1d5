import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What a screen broke: serious or critical axe-core violations, and horizontal overflow at 360 px. */
export interface ScreenProblem {
  screen: string;
  problem: string;
}

/**
 * Runs axe-core on the page as it is now and lists the serious and critical violations (minor and
 * moderate ones are advisory). Each entry names the rule and a few of the offending nodes, so a
 * failure says where to look without opening the trace.
 */
export async function axeProblems(page: Page, screen: string): Promise<ScreenProblem[]> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      screen,
      problem: `axe ${v.impact} ${v.id} (${v.nodes.length} nodes): ${v.help}\n      ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
        .join('\n      ')}`,
    }));
}

/**
 * Brings the page to rest before axe measures it. A tooltip opened by the journey's last click
 * closes when a resize moves another element under the pointer, and axe would otherwise measure a
 * frame of its fade (CI saw a contrast of 1.11 on a half-faded tooltip). So: park the pointer on
 * the page's top-left corner, then wait until no finite animation or transition is running (the
 * endless ones, spinners and skeletons, never end) two polls in a row.
 */
async function settle(page: Page) {
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { settledPolls?: number };
        const busy = document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        w.settledPolls = busy ? 0 : (w.settledPolls ?? 0) + 1;
        return w.settledPolls >= 2;
      },
      null,
      { timeout: 3000, polling: 50 },
    )
    .catch(() => {}); // a page that never rests is still checked; axe reports what it sees
}

/**
 * Whether the page scrolls sideways: at 360 px nothing may be wider than the screen. A layout in
 * passing can stick out for a moment (after a resize, on a loaded machine), so an overflow is
 * measured again until it is gone or has lasted 3 s; only one that lasts is reported.
 */
export async function overflowProblems(page: Page, screen: string): Promise<ScreenProblem[]> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found = await measureOverflow(page);
    if (!found) return [];
    if (Date.now() > deadline) return [{ screen, problem: found }];
    await page.waitForTimeout(200);
  }
}

async function measureOverflow(page: Page): Promise<string | null> {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    // Name the widest element that sticks out, to say where the overflow comes from.
    let widest = '';
    let right = root.clientWidth;
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const r = el.getBoundingClientRect().right;
      if (r > right + 0.5 && el.offsetParent !== null) {
        right = r;
        widest = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' ? `.${el.className.split(' ').slice(0, 2).join('.')}` : ''}`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
  return scrollWidth > clientWidth
    ? `overflows sideways: ${scrollWidth} px wide at ${clientWidth} px (${widest || 'unknown element'})`
    : null;
}
