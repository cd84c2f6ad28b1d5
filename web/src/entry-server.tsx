import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './lib/router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { print, type FormattedExecutionResult } from 'graphql';
import { from } from 'rxjs';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { routes } from './app/routes';
import { pagePaths, pageStatus as statusIn } from './app/routeTable';
import { typePolicies } from './graphql/typePolicies';
import { EMOTION_KEY } from './app/emotion';
import { SSR_STATE_ID } from './app/ssrState';
import { currentTimeZone, setTimeZone } from './lib/dates';
import { ServerRendered } from './lib/hydration';
import { DrawnPieces } from './lib/lazyWithRetry';

/**
 * The server's half of the landing pages (docs/architecture.md#server-rendered-landing-pages): the same
 * React tree as main.tsx, for one URL, with its GraphQL queries run in the server's own process and
 * MUI's styles extracted, into index.html's slots. The server (graphql-server/src/http/ssr-pages.ts)
 * loads the built file (web/dist-ssr/entry-server.cjs), `npm run dev` loads this source through Vite
 * (web/scripts/devSsr.ts), and the browser hydrates the same tree from the page's cache (main.tsx),
 * asking nothing again.
 */

/** Every page's path pattern of the route table (routes.tsx): the server's tests load each. */
export const PAGE_PATHS: readonly string[] = pagePaths(routes);

/** 200 when the path is one of the app's pages, else 404: the server answers that status. */
export function pageStatus(pathname: string): 200 | 404 {
  return statusIn(routes, pathname);
}

/** One GraphQL operation, run by the server with the request's session (Apollo Server's pipeline). */
export type Execute = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  /** Path and query string, e.g. `/category/books?sort=price_asc`. */
  url: string;
  execute: Execute;
  /** Aborts the render: the server answers the client shell instead. */
  signal: AbortSignal;
  /** index.html (as built, or as Vite's dev server serves it), with its three `<!--ssr-…-->` slots. */
  template: string;
  /**
   * Each lazy piece's files beyond the entry's (dist/.vite/pieces.json, web/scripts/pieceFiles.ts):
   * the build's, none in development (where modules load one by one anyway).
   */
  pieceFiles?: Record<string, string[]> | null;
  /** TIME_ZONE: the zone absolute times are written in, here and (told by the page) in the browser. */
  timeZone?: string;
}

/** The page: `template` with the markup, its styles and the Apollo cache in their slots. */
export async function render({ url, execute, signal, template, pieceFiles, timeZone }: RenderRequest): Promise<string> {
  // A query that failed would show its error on the server and be asked again in the browser, which
  // would then draw something else: a failed page is no page (the server sends the shell instead).
  // (Set from callbacks: typed wide, or the checks below would read it as always null.)
  let failed = null as string | null;
  const run: Execute = async (request) => {
    const result = await execute(request);
    if (result.errors?.length) failed ??= `${request.operationName ?? 'query'}: ${result.errors[0].message}`;
    return result;
  };
  const client = new ApolloClient({
    ssrMode: true,
    link: new ApolloLink((operation) =>
      from(
        run({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }),
      ),
    ),
    cache: new InMemoryCache({ typePolicies }),
  });
  // A fresh emotion cache per request: styles of one page never leak into another's. `compat`:
  // the styles are collected for the head (below) rather than written inline before each element.
  const cache = createCache({ key: EMOTION_KEY });
  cache.compat = true;
  // The lazy pieces the page draws: the browser loads them before it hydrates (main.tsx).
  const drawn = new Set<string>();
  // One clock for the whole page ("5 min ago", running discounts), which the browser hydrates at.
  const renderedAt = Date.now();
  // One zone for the process (TIME_ZONE), so setting it per render never mixes two pages' zones.
  setTimeZone(timeZone);
  const tree = (
    <StrictMode>
      <CacheProvider value={cache}>
        <DrawnPieces.Provider value={drawn}>
          <ServerRendered at={renderedAt}>
            <AppProviders client={client}>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </ServerRendered>
        </DrawnPieces.Provider>
      </CacheProvider>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    // An error inside a Suspense boundary does not stop the render: React would send the boundary
    // to be drawn in the browser (and an inline script, which the CSP refuses). No such half page.
    renderFunction: (node) => {
      drawn.clear(); // each pass draws the page anew: the last one's pieces are the page's
      return prerenderToNodeStream(node, {
        signal,
        // Every boundary inline, in order: React would otherwise move a big one (a page of cards)
        // to the end with an inline script to put it in place, which the CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failed ??= `render: ${(error as Error)?.stack ?? String(error)}`;
        },
      });
    },
    maxRerenders: 5,
  });
  if (aborted) throw new Error('The render was aborted');
  if (failed) throw new Error(`A query failed: ${failed}`);
  // React writes the images it preloads before the markup; they belong in the head, beside the styles.
  const [, preloads, html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(result)!;
  const emotion = createEmotionServer(cache);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  // The cache as JSON in a script the browser never runs (the CSP allows no inline code); `<` is
  // written \u003c, so no listing's title can close the script or open a tag.
  const state = JSON.stringify(client.extract()).replace(/</g, '\\u003c');
  // The drawn pieces' files, which the browser loads before it hydrates: asked for with the entry
  // (index.html's script preloads every app-module link) rather than once the entry has run.
  const pieces = [...new Set([...drawn].flatMap((name) => pieceFiles?.[name] ?? []))]
    .map((file) => `<link rel="app-module" href="/${file}">`)
    .join('');
  return withCodeAfterContent(template)
    .replace('<!--ssr-styles-->', () => preloads + pieces + styles)
    .replace('<!--ssr-html-->', () => html)
    .replace(
      '<!--ssr-state-->',
      () =>
        `<script type="application/json" id="${SSR_STATE_ID}" data-pieces="${[...drawn].join(' ')}" data-rendered-at="${renderedAt}" data-time-zone="${currentTimeZone()}">${state}</script>`,
    );
}

/**
 * A server-rendered page is whole before its code runs: it names the code (the entry script and
 * the modules it preloads) in inert links, which index.html's inline script asks for, at low
 * priority, once the page's first picture has loaded. The shell a client draws keeps its script:
 * its code is what draws it. (Vite's development page, whose script has no `crossorigin`, too.)
 */
function withCodeAfterContent(template: string): string {
  return template
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, '<link rel="app-entry" href="$1">')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<link rel="app-module" href="$1">');
}
