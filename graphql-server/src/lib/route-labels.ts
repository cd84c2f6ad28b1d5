import type { Request } from 'express';

/** What this file reads of Express's routers (router 2.3's public `listRoutes` and each layer's route). */
interface RouterLike {
  stack?: { route?: { path?: unknown; methods?: Record<string, boolean> } }[];
  listRoutes?(): { path: unknown; router?: unknown }[];
}

/** Per app: each declared route (the object Express puts in `req.route`) and its full pattern. */
const tables = new WeakMap<object, Map<object, string>>();

/**
 * Every route of `router` with the patterns it and its mounted routers were declared with:
 * `/api/v1` + `/product` + `/category/:category`. A router mounted at `/` adds nothing, so a
 * pattern reads as the path a client would write.
 */
function collect(router: RouterLike, base: string, table: Map<object, string>): void {
  for (const layer of router.stack ?? []) {
    const route = layer.route;
    if (route && typeof route.path === 'string' && !table.has(route)) table.set(route, `${base}${route.path}`);
  }
  for (const mounted of router.listRoutes?.() ?? []) {
    if (!mounted.router || typeof mounted.path !== 'string') continue;
    collect(mounted.router, mounted.path === '/' ? base : `${base}${mounted.path}`, table);
  }
}

/**
 * Every route an app declares, as `GET /api/v1/product/:id` (one entry per method): what the tests
 * compare with the OpenAPI document.
 */
export function declaredRoutes(app: unknown): string[] {
  const router = (app as { router?: RouterLike }).router;
  const table = new Map<object, string>();
  if (router) collect(router, '', table);
  return [...table].flatMap(([route, pattern]) =>
    Object.keys((route as { methods?: Record<string, boolean> }).methods ?? {}).map(
      (m) => `${m.toUpperCase()} ${pattern}`,
    ),
  );
}

/** Built at an app's first request: by then every route is declared. */
function tableOf(req: Request): Map<object, string> | null {
  const app = req.app as unknown as { router?: RouterLike } | undefined;
  if (!app?.router) return null;
  let table = tables.get(app);
  if (!table) {
    table = new Map();
    collect(app.router, '', table);
    tables.set(app, table);
  }
  return table;
}

/**
 * The route label of the HTTP metric (and the path of a list's next-page link): the pattern the
 * matched route was declared with (`/api/v1/product/:id`), taken from the route table, never the
 * request's spelling. Express matches paths case-insensitively, so `/API/V1/PRODUCT/ALL-PRODUCTS`
 * is `/api/v1/product/all-products` here, and a client cannot add label values by spelling.
 */
export function routeLabel(req: Request): string {
  const route = (req as { route?: object }).route;
  if (route) return tableOf(req)?.get(route) ?? '(unlisted route)';
  const path = req.originalUrl.split('?')[0].toLowerCase();
  if (path === '/graphql' || path === '/graphql/') return '/graphql';
  if (path.startsWith('/api/v1/')) return '/api/v1 (unmatched)';
  if (path.startsWith('/uploads/')) return '/uploads';
  return '(web app)'; // static files and the app's client-side routes
}
