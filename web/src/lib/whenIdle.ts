let idle: Promise<void> | undefined;

/** After the load event, how long the page's own data and pictures get the network to themselves. */
const SETTLE_MS = 2000;

/**
 * Resolves a while after the page has loaded, when the browser has a moment: the time to fetch
 * code the first screen does not need (tooltips, the side menu, toasts), so that it never
 * competes with what the visitor came for (docs/product.md#beyond-the-specification: light pages). The load event comes before
 * the page's queries and their pictures, hence the wait after it. Safari has no
 * requestIdleCallback: a timeout stands in.
 */
export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const afterLoad = () =>
      setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: 2000 });
        else resolve();
      }, SETTLE_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}
