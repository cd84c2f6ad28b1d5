import fs from 'node:fs';
import path from 'node:path';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { BUILD_TIMEOUT_MS, HTML, WEB_DIST, cardsOf, ensureWebBuild, stateProducts, stateText } from './helpers/ssr';
import { addApproved } from './products.support';

/**
 * A listing's title is anyone's text: on a server-rendered page it stays text. The serialized
 * state writes `<` as \u003c (no title can close its script or open a tag) and still parses back
 * to the exact title; the markup escapes it.
 */

const CLOSE_SCRIPT = '</script><script>alert(1)</script><!--';
const ATTRIBUTE = '"><img src=x onerror=alert(1)>';

/** The tags a page may hold: the shell's own scripts, and the state's. */
const tagCount = (html: string, tag: string) => html.split(`<${tag}`).length - 1;

describeApp('server-rendered pages escape what sellers write', () => {
  let app: TestApp;
  let seller: TestAccount;
  let closer: string;
  let attribute: string;
  let shell: string;
  beforeAll(() => ensureWebBuild(), BUILD_TIMEOUT_MS);
  beforeAll(async () => {
    shell = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    app = await createTestApp({ env: { SSR_TIMEOUT_MS: '30000' } });
    seller = await verifiedAccount(app);
    closer = await addApproved(app, seller.agent, seller.id, {
      title: `Lamp ${CLOSE_SCRIPT}`,
      description: `Bright. ${CLOSE_SCRIPT} ${ATTRIBUTE}`,
    });
    attribute = await addApproved(app, seller.agent, seller.id, { title: `Desk ${ATTRIBUTE}` });
  });
  afterAll(() => app?.close());

  const get = async (url: string) => {
    const res = await app.agent().get(url).set(HTML);
    expect(res.status).toBe(200);
    return res.text;
  };

  /** Nothing injected: no tag beyond the page's own, no handler attribute, the state's text without `<`. */
  function expectInert(html: string) {
    const state = stateText(html);
    expect(state).not.toBeNull();
    expect(state).not.toContain('<');
    expect(state).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u003c!--');
    // The shell's scripts, less the entry (a page names it in an inert link, asked for by its
    // inline script), plus the state's; no image without its card's.
    expect(tagCount(html, 'script')).toBe(tagCount(shell, 'script'));
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).not.toContain('<script>alert');
    // (Inside an escaped alt, "src=x onerror=" is a value: only a real tag starts with `<img src=x`.)
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!--"');
  }

  it('home: the cards show both titles as text and the state gives them back exactly', async () => {
    const html = await get('/');
    expectInert(html);
    expect(cardsOf(html).map((c) => c.title)).toEqual([`Desk ${ATTRIBUTE}`, `Lamp ${CLOSE_SCRIPT}`]);
    // In the markup, escaped: as text in the link, as a value in the picture's alt.
    expect(html).toContain(`>Desk &quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a>`);
    expect(html).toContain(`alt="Desk &quot;&gt;&lt;img src=x onerror=alert(1)&gt;"`);
    expect(html).toContain(`>Lamp &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</a>`);
    const state = stateProducts(html);
    expect(state.get(closer)!.title).toBe(`Lamp ${CLOSE_SCRIPT}`);
    expect(state.get(attribute)!.title).toBe(`Desk ${ATTRIBUTE}`);
  });

  it('product: title, description and link preview stay text; the state gives them back exactly', async () => {
    const html = await get(`/product/${closer}`);
    expectInert(html);
    expect(html).toContain('<h1');
    expect(html).toContain('>Lamp &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</h1>');
    expect(html).toContain(
      '<title>Lamp &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- · Campus Market</title>',
    );
    expect(stateProducts(html).get(closer)).toMatchObject({
      title: `Lamp ${CLOSE_SCRIPT}`,
      description: `Bright. ${CLOSE_SCRIPT} ${ATTRIBUTE}`,
    });
  });

  it('search: the words of the query are text too', async () => {
    const html = await get(`/search?query=${encodeURIComponent(`lamp ${CLOSE_SCRIPT}`)}`);
    expectInert(html);
  });
});
