import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * /api/docs: the reference page of the REST bridge, Swagger UI from the swagger-ui-dist package
 * reading /api/v1/openapi.json. Everything is served from here (no CDN), so it works offline and on a
 * campus network that blocks the internet. Its own CSP: Swagger UI sets inline styles and shows
 * schemas' data: images, but runs no inline script (the start-up is the file below).
 */

const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Campus Market REST API</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
  </head>
  <body>
    <main id="swagger-ui"><noscript>The reference needs JavaScript; the document itself is at <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</noscript></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

// Same origin, so "Try it out" sends the session cookie; a token goes in "Authorize".
const START = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  persistAuthorization: false,
});
`;

/** The files of swagger-ui-dist the page loads, and nothing else of the package. */
const FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

/** One handler, not a router of routes: the page is no API route (test/tokens.declared.test.ts walks those). */
export function apiDocsPage(): RequestHandler {
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const files = express.static(dist, { index: false, maxAge: '1d' });
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    if (req.path === '/' || req.path === '/start.js') {
      res.setHeader('Cache-Control', 'no-cache');
      if (req.path === '/') res.type('html').send(PAGE);
      else res.type('application/javascript').send(START);
      return;
    }
    if (FILES.has(req.path.slice(1))) return files(req, res, next);
    res.status(404).json({ message: 'Not found', error: 'NOT_FOUND' });
  };
}
