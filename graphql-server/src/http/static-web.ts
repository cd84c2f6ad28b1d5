import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, Router } from 'express';

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
    res.sendFile(file);
  };
}

function isApiPath(req: Request): boolean {
  return /^\/(api|graphql|healthz|readyz)(\/|$)/.test(req.path);
}

/**
 * The built web app: hashed /assets/ cached for a year, everything else revalidated, and the SPA's
 * index.html for any other GET that is not an API path (client-side routes).
 */
export function webApp(webDist: string): Router {
  const r = Router();
  const index = path.join(webDist, 'index.html');
  r.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false, index: false }));
  r.use(express.static(webDist, { index: false, maxAge: 0, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
  r.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req)) return next();
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return r;
}
