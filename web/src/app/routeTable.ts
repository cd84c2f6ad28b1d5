import { matchRoutes, type Params, type RouteObject } from '../lib/router';

/**
 * What the server reads from the web's route table (routes.tsx, through the server bundle,
 * entry-server.tsx): which paths are pages, so an address that is none answers 404 on a direct load
 * or a reload (graphql-server/src/http/ssr-pages.ts), and a page added to the table is known to both.
 */

/** A route's `handle`: a page whose parameter may name nothing (a category that does not exist). */
export interface PageHandle {
  exists?: (params: Params) => boolean;
}

/** Every page's path pattern, in table order, without the catch-all (`*`). */
export function pagePaths(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

/** 200 when `pathname` is a page of the table, else 404 (the app draws its NotFoundPage there). */
export function pageStatus(table: RouteObject[], pathname: string): 200 | 404 {
  const leaf = matchRoutes(table, pathname)?.at(-1);
  if (!leaf || leaf.route.path === '*') return 404;
  const handle = leaf.route.handle as PageHandle | undefined;
  return handle?.exists && !handle.exists(leaf.params) ? 404 : 200;
}
