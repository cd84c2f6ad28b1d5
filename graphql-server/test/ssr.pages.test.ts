import fs from 'node:fs';
import path from 'node:path';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import {
  BUILD_TIMEOUT_MS,
  HTML,
  cardsOf,
  decodeText,
  ensureWebBuild,
  expectedCard,
  piecesOf,
  stateOf,
  stateProducts,
  stateText,
  WEB_DIST,
} from './helpers/ssr';
import { ORIGIN, PRODUCT_OPS, addApproved, addProduct, setStatus } from './products.support';

/**
 * The landing pages as a phone on a slow link, a crawler or a link preview receives them: each
 * holds its cards (title, price, picture) as the API lists them, the product page its
 * details, and the state the browser hydrates from; a signed-in page is that member's and private.
 */

interface ApiProduct {
  id: string;
  title: string;
  description: string;
  price: number;
  effectivePrice: number;
  discountActive: boolean;
  images: { medium: string }[];
}

describeApp('server-rendered landing pages', () => {
  let app: TestApp;
  let seller: TestAccount;
  let cycle: string;
  beforeAll(() => ensureWebBuild(), BUILD_TIMEOUT_MS);
  beforeAll(async () => {
    // What the pages hold, not how fast: a first render on a busy test machine may take seconds.
    app = await createTestApp({ env: { SSR_TIMEOUT_MS: '30000' } });
    seller = await verifiedAccount(app);
    await addApproved(app, seller.agent, seller.id, {
      title: 'Desk lamp with warm LED',
      description: 'Three brightness levels, bought last term.',
      price: 1200,
    });
    cycle = await addApproved(app, seller.agent, seller.id, {
      title: 'Hero cycle, 21 gears',
      description: 'Good brakes & new tyres.',
      category: 'MISCELLANEOUS',
      condition: 'USED',
      price: 150000,
      discountedPrice: 125000.5,
      discountPeriod: 7,
    });
    await addApproved(app, seller.agent, seller.id, {
      title: 'Engineering maths textbook',
      category: 'BOOKS',
      condition: 'USED',
      price: 99.5,
    });
    await addApproved(app, seller.agent, seller.id, { title: 'Study lamp, clip-on', price: 450 });
  });
  afterAll(() => app?.close());

  const list = async (variables: Record<string, unknown>, agent = app.agent()) => {
    const r = await gql(agent, PRODUCT_OPS.products, variables);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data!.products.nodes as ApiProduct[];
  };
  const page = async (url: string, agent = app.agent()) => {
    const res = await agent.get(url).set(HTML);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res;
  };

  const topBarOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  /** The wishlist hearts of the cards, as a screen reader names them. */
  const heartsOf = (html: string) =>
    [...html.matchAll(/<button [^>]*aria-pressed="(true|false)" aria-label="([^"]*wishlist[^"]*)"/g)].map((m) => ({
      pressed: m[1] === 'true',
      label: m[2],
    }));

  /** The page's cards are the API's list, in its order, and its state holds the same products. */
  function expectListed(html: string, products: ApiProduct[]) {
    expect(products.length).toBeGreaterThan(0);
    expect(cardsOf(html)).toEqual(products.map(expectedCard));
    const state = stateProducts(html);
    for (const p of products) {
      expect(state.get(p.id)).toMatchObject({ title: p.title, price: p.price, effectivePrice: p.effectivePrice });
      expect(state.get(p.id)!.images).toEqual([expect.objectContaining({ medium: p.images[0].medium })]);
    }
  }

  it('home: the newest cards with their titles, ₹ prices in Indian grouping and pictures, anonymous and no-cache', async () => {
    const res = await page('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expectListed(res.text, await list({ first: 12 }));
    // The grouping itself, not only the same rule twice: lakhs, a running discount, paise.
    const prices = cardsOf(res.text).map((c) => c.price);
    expect(prices).toEqual(expect.arrayContaining(['₹1,200', '₹1,25,000.50', '₹99.50', '₹450']));
    // The discounted card shows the original struck through beside the running price.
    expect(res.text).toContain('₹1,50,000');
    // A visitor's top bar.
    expect(topBarOf(res.text)).toMatch(/<a [^>]*href="\/login"[^>]*>Log in<\/a>/);
    expect(stateOf(res.text).ROOT_QUERY).toMatchObject({ me: null });
  });

  it('category: its own listings, as REST lists them', async () => {
    const res = await page('/category/Electronics');
    expect(res.headers['cache-control']).toBe('no-cache');
    const rest = await app.agent().get('/api/v1/product/category/electronics?first=24');
    expect(rest.status).toBe(200);
    const products = (
      rest.body.products as (Omit<ApiProduct, 'id' | 'images'> & { _id: string; imageVariants: { medium: string }[] })[]
    ).map((p) => ({ ...p, id: p._id, images: p.imageVariants }));
    expect(products.map((p) => p.title).sort()).toEqual(['Desk lamp with warm LED', 'Study lamp, clip-on']);
    expectListed(res.text, products);
    expect(res.text).not.toContain('Hero cycle');
  });

  it('search: the best matches of the words, as GraphQL answers the same search', async () => {
    const res = await page('/search?query=lamp');
    expect(res.headers['cache-control']).toBe('no-cache');
    const products = await list({ filter: { search: 'lamp' }, sort: 'RELEVANCE', first: 24 });
    expect(products).toHaveLength(2);
    expectListed(res.text, products);
    expect(res.text).not.toContain('Engineering maths');
  });

  it('product: the title, description, running price and first picture, with its state', async () => {
    const res = await page(`/product/${cycle}`);
    expect(res.headers['cache-control']).toBe('no-cache');
    const product = (await gql(app.agent(), PRODUCT_OPS.product, { id: cycle })).data!.product;
    const html = res.text;
    expect(decodeText(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)![1])).toBe(product.title);
    expect(html).toContain(`>${'Good brakes &amp; new tyres.'}</p>`);
    expect(html).toMatch(/data-price="">₹1,25,000\.50</);
    expect(html).toContain('₹1,50,000');
    expect(html).toContain(`src="${product.images[0].url}"`);
    const state = stateProducts(html).get(cycle);
    expect(state).toMatchObject({
      title: product.title,
      description: product.description,
      price: 150000,
      effectivePrice: 125000.5,
    });
    // The link preview comes with the rendered page.
    expect(html).toContain('<meta property="og:title" content="Hero cycle, 21 gears" />');
  });

  it("profile: the seller's approved listings; pending ones only on the seller's own page", async () => {
    const pending = await addProduct(app, seller.agent, seller.id, { title: 'Pending drafting kit' });
    const anonymous = await page(`/profile/${seller.id}`);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.text).toContain(`>${seller.name}</h1>`);
    const shown = await list({ filter: { sellerId: seller.id, includeUnapproved: true }, first: 20 });
    expect(shown.map((p) => p.id)).not.toContain(pending);
    expectListed(anonymous.text, shown);

    const own = await page(`/profile/${seller.id}`, seller.agent);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const mine = await list({ filter: { sellerId: seller.id, includeUnapproved: true }, first: 20 }, seller.agent);
    expect(mine.map((p) => p.id)).toContain(pending);
    expect(cardsOf(own.text).map((c) => c.title)).toEqual(mine.map((p) => p.title));
    await setStatus(app, pending, 'Rejected');
  });

  it('signed in: private, no-store, rendered with the session (top bar, wishlist hearts)', async () => {
    const buyer = await verifiedAccount(app);
    const res = await page('/', buyer.agent);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = res.text;
    // The member's controls, not a visitor's Login button.
    const bar = topBarOf(html);
    expect(bar).not.toContain('>Log in<');
    expect(bar).toContain(`href="/profile/${buyer.id}"`);
    expect(bar).toMatch(/aria-label="Your profile"[\s\S]*aria-label="Sign out"/);
    // A heart on every card (none of them the buyer's own, none in their empty wishlist).
    const hearts = heartsOf(html);
    expect(hearts.every((h) => !h.pressed)).toBe(true);
    expect(hearts.map((h) => h.label).sort()).toEqual(
      cardsOf(html)
        .map((c) => `Add to wishlist: ${c.title}`)
        .sort(),
    );
    expect(stateOf(html).ROOT_QUERY.me).toEqual({ __ref: `User:${buyer.id}` });
    expectListed(html, await list({ first: 12 }, buyer.agent));
    // Wishlisted, a card's heart is pressed from the first paint (the render ran the wishlist too).
    const wished = cardsOf(html)[0];
    const add = await buyer.agent
      .put('/api/v1/product/add-to-wishlist')
      .set('Origin', ORIGIN)
      .send({ productId: wished.href.replace('/product/', '') });
    expect(add.status).toBe(200);
    const again = heartsOf((await page('/', buyer.agent)).text);
    expect(again.filter((h) => h.pressed).map((h) => h.label)).toEqual([`Remove from wishlist: ${wished.title}`]);
    // The seller sees no heart on their own listings.
    expect(heartsOf((await page('/', seller.agent)).text)).toEqual([]);
    // The same page to a visitor holds none of it.
    const visitor = (await page('/')).text;
    expect(visitor).not.toContain(buyer.id);
    expect(heartsOf(visitor)).toEqual([]);
    expect(topBarOf(visitor)).toMatch(/<a [^>]*href="\/login"[^>]*>Log in<\/a>/);
  });

  it('each page names the lazy pieces it drew and the time it was drawn at, which the browser hydrates with', async () => {
    const before = Date.now();
    const home = (await page('/')).text;
    expect(piecesOf(home)).toEqual(['HomePage']);
    // One clock for the page ("5 min ago"): the browser hydrates at it, not at its own. (An earlier
    // test's page may come from the public cache: drawn up to its TTL, 30 s, before.)
    const renderedAt = Number(/ data-rendered-at="(\d+)"/.exec(home)?.[1]);
    expect(renderedAt).toBeGreaterThanOrEqual(before - 60_000);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
    // One zone for its absolute times (TIME_ZONE), which the browser formats in too.
    expect(home).toContain(' data-time-zone="Asia/Kolkata"');
    expect(piecesOf((await page('/category/Books')).text)).toEqual(['CategoryPage']);
    expect(piecesOf((await page('/search?query=lamp')).text)).toEqual(['SearchPage']);
    expect(piecesOf((await page(`/product/${cycle}`)).text)).toEqual(['ProductDetailPage']);
    expect(piecesOf((await page(`/profile/${seller.id}`)).text)).toEqual(['ProfilePage']);
    // A member's top bar is a piece of its own.
    expect(piecesOf((await page('/', seller.agent)).text)).toEqual(['HomePage', 'MemberActions']);
    // So is a listing's history, which only its seller and the staff see.
    expect(piecesOf((await page(`/product/${cycle}`, seller.agent)).text)).toEqual([
      'MemberActions',
      'ProductDetailPage',
      'ProductHistory',
    ]);
  });

  it("names the app's code in inert links, the entry's modules and the drawn pieces', which index.html's script asks for after the first picture", async () => {
    // The shell's entry script and modulepreloads, in order.
    const shell = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
    const entry = /<script type="module" crossorigin src="([^"]+)">/.exec(shell)?.[1];
    const modules = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(entry).toMatch(/^\/assets\/main-/);
    expect(modules.length).toBeGreaterThan(0);
    // Each piece's files beyond the entry's, as the build wrote them (web/scripts/pieceFiles.ts).
    const pieceFiles = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite', 'pieces.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const pages = ['/', '/category/Books', '/search?query=lamp', `/product/${cycle}`, `/profile/${seller.id}`];
    for (const [url, agent] of [...pages.map((u) => [u, undefined] as const), ['/', seller.agent] as const]) {
      const html = (await page(url, agent)).text;
      expect([...html.matchAll(/<link rel="app-entry" href="([^"]+)">/g)].map((m) => m[1])).toEqual([entry]);
      // The pieces' files come with the entry's: the browser has them when the entry asks, and
      // hydrates without another round trip.
      const drawn = piecesOf(html).flatMap((name) => pieceFiles[name].map((file) => `/${file}`));
      expect({ url, drawn: drawn.length > 0 }).toEqual({ url, drawn: true });
      const links = [...html.matchAll(/<link rel="app-module" href="([^"]+)">/g)].map((m) => m[1]);
      expect({ url, links: [...links].sort() }).toEqual({ url, links: [...new Set([...modules, ...drawn])].sort() });
      expect(links.filter((link) => !fs.existsSync(path.join(WEB_DIST, link)))).toEqual([]);
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    }
  });

  it('pending, rejected, unknown and malformed products: 404 with the client shell, nothing rendered', async () => {
    const pending = await addProduct(app, seller.agent, seller.id, { title: 'Secret pending thing' });
    const rejected = await addApproved(app, seller.agent, seller.id, { title: 'Secret rejected thing' });
    await setStatus(app, rejected, 'Rejected');
    for (const id of [pending, rejected, '00000000-0000-7000-8000-000000000000', 'not-a-uuid']) {
      for (const agent of [app.agent(), seller.agent]) {
        const res = await agent.get(`/product/${id}`).set(HTML);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('<div id="root"><!--ssr-html--></div>');
        expect(stateText(res.text)).toBeNull();
        expect(res.text).not.toContain('Secret');
      }
    }
  });
});
