import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * `npm run dev` serves the landing pages server-rendered too, through Vite's SSR loader: the same
 * src/entry-server.tsx the built server bundle comes from, reloaded with every edit (hot module
 * replacement in the browser as usual). The page's GraphQL queries go to the API server over HTTP
 * with the visitor's cookie (in production the server runs them in-process:
 * graphql-server/src/http/ssr-render.ts). A render that fails falls back to Vite's client shell,
 * with the error in the terminal.
 */

/** The landing pages of graphql-server/src/http/ssr-pages.ts. */
const PAGES = [/^\/$/, /^\/category\/[^/]+\/?$/, /^\/search\/?$/, /^\/product\/[^/]+\/?$/, /^\/profile\/[^/]+\/?$/];

interface EntryServer {
  render(request: {
    url: string;
    execute: (op: unknown) => Promise<unknown>;
    signal: AbortSignal;
    template: string;
  }): Promise<string>;
}

export function devSsr(api: string, indexFile: string): Plugin {
  return {
    name: 'campus-market:dev-ssr',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.originalUrl ?? req.url ?? '/';
        const path = url.split('?')[0];
        const page = req.method === 'GET' && String(req.headers.accept).includes('text/html');
        if (!page || !PAGES.some((p) => p.test(path))) return next();
        const execute = async (op: unknown) => {
          const response = await fetch(new URL('/graphql', api), {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: req.headers.cookie ?? '' },
            body: JSON.stringify(op),
          });
          return response.json();
        };
        void (async () => {
          const template = await server.transformIndexHtml(url, readFileSync(indexFile, 'utf8'));
          const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
          const html = await render({ url, execute, signal: AbortSignal.timeout(10_000), template });
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(html);
        })().catch((err: unknown) => {
          if (err instanceof Error) server.ssrFixStacktrace(err);
          server.config.logger.warn(
            `[ssr] ${url} fell back to the client shell: ${String((err as Error)?.stack ?? err)}`,
          );
          next();
        });
      });
    },
  };
}
