import fs from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { GraphQLContext } from '../graphql-context';
import type { RequestContext } from '../core/request-context';
import type { Services } from '../services';
import { jsonReader } from './built-files';

/**
 * Runs the web app's server bundle (web/src/entry-server.tsx, built to web/dist-ssr/entry-server.cjs)
 * for one URL: its GraphQL queries go through this server's own Apollo pipeline (limits, scope
 * checks, metrics) with the request's session, without a network hop. Bounded by SSR_TIMEOUT_MS.
 */

/** What the bundle exports (web/src/entry-server.tsx): the whole page, `template` with its slots filled. */
interface ServerBundle {
  render(request: {
    url: string;
    execute: (op: {
      query: string;
      variables: Record<string, unknown>;
      operationName?: string;
    }) => Promise<FormattedExecutionResult>;
    signal: AbortSignal;
    template: string;
    pieceFiles: PieceFiles | null;
    timeZone: string;
  }): Promise<string>;
  /** 200 when the path is one of the app's pages (its route table, web/src/app/routes.tsx), else 404. */
  pageStatus?(pathname: string): number;
}

/** Each lazy piece's files beyond the entry's, written by the web build (web/scripts/pieceFiles.ts). */
type PieceFiles = Record<string, string[]>;

export type Render = (url: string, ctx: RequestContext, template: string) => Promise<string>;

/** 404 when the web's route table has no page at `pathname`, 200 when it has; null without a server bundle. */
export type PageStatus = (pathname: string) => Promise<number | null>;

/** Beside the client build: WEB_DIST/../dist-ssr (web/dist-ssr in the repository). */
export function serverBundleFile(webDist: string): string {
  return path.join(webDist, '..', 'dist-ssr', 'entry-server.cjs');
}

/** `load` gives the bundle (the built file by default), or null when none is built. */
export function createRenderer(
  services: Services,
  apollo: ApolloServer<GraphQLContext>,
  load: () => Promise<ServerBundle | null> = builtBundle(serverBundleFile(services.config.webDist)),
): { available: () => Promise<boolean>; render: Render; status: PageStatus } {
  const timeoutMs = services.config.ssrTimeoutMs;
  // Beside the client build it belongs to, read again after a deploy like index.html.
  const pieceFiles = jsonReader<PieceFiles>(path.join(services.config.webDist, '.vite', 'pieces.json'));
  return {
    available: async () => (await load()) !== null,
    // A bundle built before it knew its routes (or a test's stand-in) leaves every path a page.
    status: async (pathname) => (await load())?.pageStatus?.(pathname) ?? null,
    async render(url, ctx, template) {
      const bundle = await load();
      if (!bundle) throw new Error('The server bundle is not built (npm run build)');
      const contextValue = Object.assign(ctx, { services });
      const execute: Parameters<ServerBundle['render']>[0]['execute'] = async (request) => {
        const response = await apollo.executeOperation(request, { contextValue });
        if (response.body.kind !== 'single') throw new Error('An incremental answer cannot be rendered');
        return response.body.singleResult;
      };
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new Error(`The render took over SSR_TIMEOUT_MS (${timeoutMs} ms)`)),
        timeoutMs,
      );
      // The bundle stops at the signal, but a query already running would finish first: the race answers on time.
      const late = new Promise<never>((_resolve, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error)),
      );
      try {
        const request = {
          url,
          execute,
          signal: controller.signal,
          template,
          pieceFiles: pieceFiles(),
          timeZone: services.config.timeZone,
        };
        return await Promise.race([bundle.render(request), late]);
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    },
  };
}

/** The built bundle, loaded once (a deploy restarts the server); null while it is not built. */
function builtBundle(file: string): () => Promise<ServerBundle | null> {
  let bundle: ServerBundle | null = null;
  return () => {
    // A CommonJS file built apart (web/vite.ssr.config.ts), found by path at run time: no import can name it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    if (!bundle && fs.existsSync(file)) bundle = require(file) as ServerBundle;
    return Promise.resolve(bundle);
  };
}
