import fs from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, Router } from 'express';
import { templateReader } from './built-files';
import { precompressed, sendPrecompressed, typeOverride } from './precompressed';

const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

const NOT_BUILT = 'The web app is not built yet: run `npm run build` (or `npm start`) from the repository root.';

/** GET /graphql from a browser (Accept: text/html): the bundled GraphiQL page of the web build. */
export function graphiqlPage(webDist: string): RequestHandler {
  const file = path.join(webDist, 'graphiql.html');
  return (req, res, next) => {
    // Apollo Client and curl ask for JSON (or anything); only a browser navigation prefers HTML.
    if (req.method !== 'GET' || !req.get('accept')?.includes('text/html')) return next();
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    if (!fs.existsSync(file)) {
      res.status(503).type('text/plain').send(`GraphiQL is part of the web build. ${NOT_BUILT}`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // GraphiQL's editor (Monaco) evaluates code and starts workers from blob: URLs; only this page may.
    res.setHeader('Content-Security-Policy', GRAPHIQL_CSP);
    if (!sendPrecompressed(req, res, file, 'no-cache')) res.sendFile(file);
  };
}

const TIME_ZONE_META = /<meta name="time-zone" content="[^"]*"/;

/** index.html naming `timeZone` as the campus's (its `time-zone` meta; the web app reads it). */
export function withTimeZone(html: string, timeZone: string): string {
  return html.replace(TIME_ZONE_META, () => `<meta name="time-zone" content="${timeZone}"`);
}

function isApiPath(req: Request): boolean {
  return /^\/(api|graphql|healthz|readyz)(\/|$)/.test(req.path);
}

/**
 * What express.static refuses under /assets (a NUL byte or `..` in the path: 400, 403; a name the
 * file system rejects) is, to a client, an asset that does not exist: 404, like a missing one,
 * never the app's page. Its own failures (5xx) go on to the error handler.
 */
const assetNotFound: ErrorRequestHandler = (err: { status?: number }, _req, res, next) => {
  if (typeof err?.status !== 'number' || err.status >= 500) return next(err);
  res.status(404).json({ message: 'Not found', error: 'NOT_FOUND' });
};

/**
 * The built web app: hashed /assets/ cached for a year, everything else revalidated, and the SPA's
 * index.html for any other GET that is not an API path (client-side routes). Text files go out
 * brotli- or gzip-compressed when the build left a compressed copy beside them (precompressed.ts).
 * `unknownPages` answers first the paths that are no page of the app (ssr-not-found.ts).
 */
export function webApp(
  webDist: string,
  { timeZone, unknownPages }: { timeZone?: string; unknownPages?: RequestHandler } = {},
): Router {
  const r = Router();
  const index = path.join(webDist, 'index.html');
  const shell = templateReader(index);
  const notBuilt: RequestHandler = (_req, res) => {
    res.status(503).type('text/plain').send(NOT_BUILT);
  };
  const ASSETS_CACHE = 'public, max-age=31536000, immutable';
  r.use('/assets', precompressed(path.join(webDist, 'assets'), ASSETS_CACHE));
  r.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false, index: false }),
  );
  r.use('/assets', assetNotFound);
  r.use(precompressed(webDist, 'no-cache'));
  r.use(
    express.static(webDist, {
      index: false,
      maxAge: 0,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', 'no-cache');
        // The installable app: the manifest under its own type; the service worker is always
        // revalidated (no-cache above), so a new version reaches every browser on its next visit.
        const type = typeOverride(file);
        if (type) res.setHeader('Content-Type', type);
      },
    }),
  );
  if (unknownPages) r.use((req, res, next) => (isApiPath(req) ? next() : unknownPages(req, res, next)));
  r.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req)) return next();
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(index)) return notBuilt(req, res, next);
    res.setHeader('Cache-Control', 'no-cache');
    // The page the browser draws itself names the campus's zone (lib/dates.ts in the web app): the
    // build's copies when it is the build's own, else the page with this server's TIME_ZONE.
    const html = shell() ?? '';
    const page = timeZone ? withTimeZone(html, timeZone) : html;
    if (page !== html) {
      res.type('html').send(page);
      return;
    }
    if (!sendPrecompressed(req, res, index, 'no-cache')) res.sendFile(index);
  });
  return r;
}
