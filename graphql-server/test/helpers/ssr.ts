import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The landing pages as a browser or a crawler receives them (src/http/ssr-pages.ts): the web build
 * they render with, and readers for what the HTML holds (cards, the serialized state, #root).
 */

const REPO = path.join(__dirname, '..', '..', '..');
/** The server's default WEB_DIST (config.ts), and the server bundle beside it (ssr-render.ts). */
export const WEB_DIST = path.join(REPO, 'web', 'dist');
const BUNDLE = path.join(REPO, 'web', 'dist-ssr', 'entry-server.cjs');

/** How long a first build may take on a busy machine (beforeAll's timeout). */
export const BUILD_TIMEOUT_MS = 300_000;

/**
 * Builds the web app and its server bundle once when either is missing: CI builds before the
 * tests, but `npm test` on a fresh checkout runs the server's suite first.
 */
export function ensureWebBuild(): void {
  if (fs.existsSync(path.join(WEB_DIST, 'index.html')) && fs.existsSync(BUNDLE)) return;
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: REPO, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
}

/**
 * A web build of its own (WEB_DIST=<dir>/dist): the real index.html, and `bundle` as the server
 * bundle (<dir>/dist-ssr/entry-server.cjs), to see what the server does when a render goes wrong.
 */
export function webDistWithBundle(bundle: string): { dist: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-ssr-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  fs.copyFileSync(path.join(WEB_DIST, 'index.html'), path.join(dist, 'index.html'));
  fs.mkdirSync(path.join(dir, 'dist-ssr'));
  fs.writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.cjs'), bundle);
  return { dist, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Asks for HTML as a browser does (the pages answer only requests that accept it). */
export const HTML = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The price as a card shows it: rupees, Indian grouping, paise only when there are any. */
export function rupees(amount: number): string {
  const digits = Number.isInteger(amount)
    ? new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)
    : new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `₹${digits}`;
}

/** Text as the browser reads it from React's markup (React escapes these five). */
export function decodeText(html: string): string {
  return html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

export interface Card {
  title: string;
  /** The first price shown (the running one, with a discount). */
  price: string;
  /** The picture's src. */
  picture: string;
  href: string;
}

/** The product cards of a page, in order (components/product/ProductCard.tsx: one <article> each). */
export function cardsOf(html: string): Card[] {
  return html
    .split('<article')
    .slice(1)
    .map((chunk) => {
      const card = chunk.slice(0, chunk.indexOf('</article>'));
      const link = /<h3[^>]*><a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/.exec(card);
      return {
        title: decodeText(link?.[2] ?? ''),
        price: /data-price="">([^<]*)</.exec(card)?.[1] ?? '',
        picture: decodeText(/<img [^>]*\bsrc="([^"]*)"/.exec(card)?.[1] ?? ''),
        href: link?.[1] ?? '',
      };
    });
}

/** What a card of `product` (as the API answers it) must show. */
export function expectedCard(product: {
  id: string;
  title: string;
  price: number;
  effectivePrice: number;
  discountActive: boolean;
  images: { medium: string }[];
}): Card {
  return {
    title: product.title,
    price: rupees(product.discountActive ? product.effectivePrice : product.price),
    picture: product.images[0].medium,
    href: `/product/${product.id}`,
  };
}

const STATE = /<script type="application\/json" id="ssr-state"[^>]*>([\s\S]*?)<\/script>/;

/** The serialized state's text, or null when the page has none (the client shell). */
export function stateText(html: string): string | null {
  return STATE.exec(html)?.[1] ?? null;
}

/**
 * The lazy pieces the page says it drew (data-pieces), which the browser loads before hydrating
 * (web/src/lib/lazyWithRetry.tsx), sorted.
 */
export function piecesOf(html: string): string[] {
  const pieces = /<script type="application\/json" id="ssr-state" data-pieces="([^"]*)"/.exec(html)?.[1];
  if (pieces === undefined) throw new Error('the page names no pieces');
  return pieces.split(' ').filter(Boolean).sort();
}

/** The serialized Apollo cache (web/src/app/ssrState.ts reads it). */
export function stateOf(html: string): Record<string, Record<string, unknown>> {
  const text = stateText(html);
  if (text === null) throw new Error('the page has no ssr-state script');
  return JSON.parse(text) as Record<string, Record<string, unknown>>;
}

/** The products of the serialized cache, by id. */
export function stateProducts(html: string): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [key, value] of Object.entries(stateOf(html)))
    if (key.startsWith('Product:')) out.set(String(value.id), value);
  return out;
}

/** The markup inside #root, comments left out (the shell's is empty). */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const end = html.lastIndexOf('</div>', html.indexOf('</body>'));
  return html
    .slice(start, end)
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
}
