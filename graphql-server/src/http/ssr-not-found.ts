import { type RequestHandler, Router } from 'express';
import type { RequestContext } from '../core/request-context';
import { withPreview } from './link-preview-page';
import { SHELL_HEADER, type SsrPageOptions, sendHtml } from './ssr-pages';

/** A path whose last segment names a file (`/favicon.svg`, `/favicon.svg/`, `/a/b.js`): no page of the app. */
const ASSET_LIKE = /\/[^/]*\.[A-Za-z0-9]{1,10}\/?$/;

/**
 * Addresses that are no page of the web's route table (web/src/app/routes.tsx, asked through the
 * server bundle): 404, never the shell with 200 (a soft 404 that crawlers index and links keep).
 * One that looks like a page gets the app's "page not found" drawn by the server; one that looks
 * like a file gets a plain 404. Every page of the table goes on to the shell (static-web.ts); so
 * does every path while no server bundle is built (nothing then knows the table).
 */
export function ssrNotFound(options: SsrPageOptions): Router {
  const { render, status, previews, logger } = options;
  const r = Router();
  const unknown: RequestHandler = async (req, res, next) => {
    if (!req.accepts('html') || options.template() === null) return next('router');
    if ((await status(req.path).catch(() => null)) !== 404) return next('router');
    if (ASSET_LIKE.test(req.path)) {
      res.status(404).json({ message: 'Not found', error: 'NOT_FOUND' });
      return;
    }
    next();
  };
  const page: RequestHandler = async (req, res) => {
    const ctx: RequestContext = res.locals.ctx;
    res.setHeader('Cache-Control', ctx.user ? 'private, no-store' : 'no-cache');
    const template = withPreview(options.template() ?? '', previews.site(), 'website');
    let html = template;
    try {
      html = await render(req.originalUrl, ctx, template);
    } catch (err) {
      // The shell, still 404: its app draws the same "page not found" in the browser.
      logger.warn(`server render of ${req.path} fell back to the client shell: ${(err as Error).message}`);
      res.setHeader(SHELL_HEADER, '1');
    }
    sendHtml(req, res, 404, html);
  };
  r.get(/.*/, unknown, options.context, page);
  return r;
}
