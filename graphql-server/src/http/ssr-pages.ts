import zlib from 'node:zlib';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { htmlEncoding } from './public-cache-pages';
import type { Logger } from '../lib/logger';
import type { RequestContext } from '../core/request-context';
import { type LinkPreviews, withPreview } from './link-preview-page';
import type { PageStatus, Render } from './ssr-render';

/**
 * The landing pages (docs/architecture.md#server-rendered-landing-pages): home, a category, a
 * search, a product and a public profile arrive as HTML with their cards, pictures and styles, and
 * the browser hydrates them (web/src/main.tsx). Every other page keeps the client shell
 * (static-web.ts); a path that is no page of the web's route table answers 404 (ssr-not-found.ts),
 * as an unknown category and an unknown listing here do. A render that fails or runs past
 * SSR_TIMEOUT_MS answers the shell too (200, or that 404; logged), never a 500 or half a page.
 */

export const SSR_ROUTES = ['/', '/category/:category', '/search', '/product/:id', '/profile/:id'];

/** Marks a page that went out as the client shell (a failed render): the public cache never keeps it. */
export const SHELL_HEADER = 'X-Rendered-Shell';

/**
 * A page is made per request (or per cache entry), so it is compressed here, quickly: brotli at
 * quality 5 takes a few ms for a home page and sends a seventh of it, which a phone on a slow link feels.
 */
export function sendHtml(req: Request, res: Response, status: number, html: string): void {
  const encoding = htmlEncoding(req.headers['accept-encoding']);
  res.status(status).type('html').setHeader('Vary', 'Accept-Encoding');
  if (!encoding) {
    res.send(html);
    return;
  }
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.gzipSync(html, { level: 6 });
  res.setHeader('Content-Encoding', encoding);
  res.send(body);
}

/** What the server-rendered pages and the "page not found" (ssr-not-found.ts) are drawn with. */
export interface SsrPageOptions {
  /** index.html (templateReader). */
  template: () => string | null;
  render: Render;
  /** Which paths are pages (the web's route table): a category that does not exist is none. */
  status: PageStatus;
  /** Resolves the session (request-context-middleware.ts): a signed-in page renders as that user. */
  context: RequestHandler;
  previews: LinkPreviews;
  logger: Logger;
}

export function ssrPages(options: SsrPageOptions): Router {
  const { render, previews, logger } = options;
  const r = Router();
  const page: RequestHandler = async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const template = options.template();
    // Not built: the web app's handler says so (static-web.ts).
    if (template === null) return next();
    const ctx: RequestContext = res.locals.ctx;
    // A signed-in page holds that user's details (top bar, wishlist hearts): never stored anywhere.
    res.setHeader('Cache-Control', ctx.user ? 'private, no-store' : 'no-cache');

    // The Open Graph tags of link previews: the listing's on its page, the site's elsewhere.
    const productId = req.route?.path === '/product/:id' ? String(req.params.id ?? '').trim() : null;
    // undefined: the database is away, so nobody can tell; the page still opens (the app says what
    // is wrong) with the site's preview, and its render falls back to the shell.
    const product = productId === null ? null : await previews.product(productId).catch(() => undefined);
    const withMeta = product
      ? withPreview(template, product, 'product')
      : withPreview(template, previews.site(), 'website');
    // Pending, rejected, hidden and unknown listings: 404, the shell and the site's tags (the app
    // still shows the listing to its seller and staff, from the browser).
    if (productId !== null && product === null) {
      sendHtml(req, res, 404, withMeta);
      return;
    }
    // An unknown category: the app draws its "page not found", which is what the status says too.
    const missing = productId === null && (await options.status(req.path).catch(() => null)) === 404;
    let html: string;
    try {
      html = await render(req.originalUrl, ctx, withMeta);
    } catch (err) {
      logger.warn(`server render of ${req.path} fell back to the client shell: ${(err as Error).message}`);
      res.setHeader(SHELL_HEADER, '1');
      html = withMeta;
    }
    sendHtml(req, res, missing ? 404 : 200, html);
  };
  // One route each (not one route of an array of paths): req.route.path names the page.
  for (const route of SSR_ROUTES) r.get(route, options.context, page);
  return r;
}
