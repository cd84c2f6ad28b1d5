import { expect, test, type Browser } from '@playwright/test';
import { e2ePort, skipReason } from './support/env';
import { PHONE } from './support/viewports';

// A server-rendered page asks for the app's code once its first picture has loaded (web/index.html):
// on a slow link the picture comes first. The code still runs before the load event, as
// a plain script would, so a page "loaded" is a page whose app has started.
test.skip(!!skipReason, skipReason ?? '');

const baseURL = `http://127.0.0.1:${e2ePort}`;

/** When, in a first visit of `path` (nothing cached), the picture arrived and the code was asked for and ran. */
async function firstVisit(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.addInitScript(() => {
    const times = ((window as unknown as { times: Record<string, number> }).times = {});
    // Load events do not bubble: caught on the way down, for the app's script.
    const ran = (event: Event) => {
      if ((event.target as Element).matches?.('script[type="module"]')) times.code = performance.now();
    };
    document.addEventListener('load', ran, true);
    window.addEventListener('load', () => (times.page = performance.now()));
  });
  const page = await context.newPage();
  await page.goto(path);
  const found = await page.evaluate(() => {
    const timing = (url: string | undefined) =>
      performance.getEntriesByType('resource').find((r) => r.name === url) as PerformanceResourceTiming | undefined;
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const code = document.querySelector<HTMLScriptElement>('script[type="module"]');
    const { times } = window as unknown as { times: Record<string, number> };
    return {
      pictureArrived: picture ? timing(picture.currentSrc)?.responseEnd : undefined,
      codeAsked: timing(code?.src)?.startTime,
      contentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart,
      codeRan: times.code,
      pageLoaded: times.page,
    };
  });
  const firstProduct = await page.evaluate(
    () => document.querySelector('main article a[href^="/product/"]')?.getAttribute('href') ?? null,
  );
  await context.close();
  return { ...found, firstProduct };
}

test("the app's code is asked for after the page's first picture has arrived, and runs before the load event", async ({
  browser,
}) => {
  const home = await firstVisit(browser, '/');
  expect(home.firstProduct).toMatch(/^\/product\//);
  const product = await firstVisit(browser, home.firstProduct);
  for (const [name, visit] of Object.entries({ home, product })) {
    expect(visit.pictureArrived, name).toBeDefined();
    // After the picture, or at index.html's limit, a second after the markup, for a picture that
    // takes longer (a loaded machine).
    const afterPicture = visit.codeAsked! >= visit.pictureArrived! || visit.codeAsked! >= visit.contentLoaded + 990;
    expect(afterPicture, `${name}: ${JSON.stringify(visit)}`).toBe(true);
    expect(visit.codeRan, name).toBeLessThan(visit.pageLoaded);
  }
  // Without a picture, at once; before the load event all the same.
  const nothing = await firstVisit(browser, '/search?query=zzzz-nothing-matches');
  expect(nothing.pictureArrived).toBeUndefined();
  expect(nothing.codeAsked).toBeDefined();
  expect(nothing.codeRan).toBeLessThan(nothing.pageLoaded);
});
