import type { Page } from '@playwright/test';

/** The smallest box a finger can hit (WCAG 2.5.5; web/src/app/theme.ts TOUCH_TARGET). */
export const MIN_TARGET = 44;

/**
 * Every visible control on the page whose OWN box (not the spacing around it) is smaller than
 * 44x44 px, as "tag[role] "name" WxH" lines: buttons, [role=button], links, inputs, selects
 * (MUI's [role=combobox] too) and text areas. Exempt, as the contract says: links inside a sentence
 * (a <p>), radio, checkbox and range inputs (their label or thumb is the target), and MUI's hidden
 * native inputs (aria-hidden, or drawn 1 px or less, as visually hidden elements are).
 */
export function smallTouchTargets(page: Page, min = MIN_TARGET): Promise<string[]> {
  return page.evaluate((least) => {
    const selector = 'a[href], button, [role="button"], input, select, textarea, [role="combobox"]';
    const exemptInputs = new Set(['radio', 'checkbox', 'range', 'hidden']);
    const nameOf = (el: Element): string => {
      const label = el.getAttribute('aria-label');
      if (label) return label;
      const by = el.getAttribute('aria-labelledby');
      if (by)
        return by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ');
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
        const labels = el.labels ? [...el.labels].map((l) => l.textContent?.trim()).join(' ') : '';
        return labels || el.getAttribute('placeholder') || el.name;
      }
      return (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60) || (el.getAttribute('title') ?? '');
    };
    const offenders: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if (el instanceof HTMLInputElement && exemptInputs.has(el.type)) continue;
      if (el.tagName === 'A' && el.closest('p')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      // Not drawn, or visually hidden (clipped to a pixel): nothing to tap.
      if (box.width <= 1 || box.height <= 1) continue;
      // Half a pixel of rounding is no offence.
      if (box.width + 0.5 >= least && box.height + 0.5 >= least) continue;
      const role = el.getAttribute('role');
      const tag = el.tagName.toLowerCase() + (role ? `[role=${role}]` : '');
      offenders.push(`${tag} "${nameOf(el)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return offenders;
  }, min);
}
