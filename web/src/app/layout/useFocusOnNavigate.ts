import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router';

/** How long a new page may take (lazy chunk, first query) to show its heading before main takes focus. */
export const HEADING_WAIT_MS = 5000;

/**
 * Moves focus to the new page's h1, or to what `selector` names (or, failing that, to main
 * itself) and calls onDone. A page that focused something of its own meanwhile (an autofocus
 * field), or a toast the user reached with F8, keeps it. Returns a cancel.
 */
export function focusPageHeading(
  main: HTMLElement,
  onDone?: (target: HTMLElement | null) => void,
  selector = 'h1',
): () => void {
  // Set once the wait starts; finish() may run before that, when the heading is already there.
  const wait: { timer?: ReturnType<typeof setTimeout>; observer?: MutationObserver } = {};
  const stop = () => {
    wait.observer?.disconnect();
    if (wait.timer !== undefined) clearTimeout(wait.timer);
  };
  const finish = (target: HTMLElement | null) => {
    stop();
    const active = document.activeElement;
    // The page focused something of its own (an autofocus field), or the user went to a toast
    // with F8 while the page was loading: either keeps its focus.
    const pageTookFocus =
      active instanceof HTMLElement &&
      ((active !== main && main.contains(active)) || active.closest('[data-toast]') !== null);
    if (target && !pageTookFocus) {
      // Headings are not focusable by themselves; -1 lets a script focus them but keeps them out of Tab.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    onDone?.(pageTookFocus ? null : target);
  };
  const heading = () => main.querySelector<HTMLElement>(selector);
  const now = heading();
  if (now) {
    finish(now);
    return () => {};
  }
  wait.observer = new MutationObserver(() => {
    const found = heading();
    if (found) finish(found);
  });
  wait.observer.observe(main, { childList: true, subtree: true });
  wait.timer = setTimeout(() => finish(main), HEADING_WAIT_MS);
  return stop;
}

/**
 * After a client-side navigation to another page, focus goes to its main heading, so a screen
 * reader announces the page and the next Tab reaches the page's first control rather than
 * wherever the old page's focus was (docs/product.md#beyond-the-specification). A link to a section (/#categories, from this
 * page or another) focuses that section instead. The first load and changes of the query string
 * alone (filters, a new search) leave focus alone.
 */
export function useFocusOnNavigate(mainId: string): void {
  const { pathname, hash } = useLocation();
  const previous = useRef({ pathname, hash });
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, hash };
    const toSection = hash.length > 1 && hash !== before.hash;
    if (before.pathname === pathname && !toSection) return undefined;
    const main = document.getElementById(mainId);
    const selector = toSection ? `#${CSS.escape(decodeURIComponent(hash.slice(1)))}` : 'h1';
    return main ? focusPageHeading(main, undefined, selector) : undefined;
  }, [pathname, hash, mainId]);
}
