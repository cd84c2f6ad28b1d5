import { type RequestHandler, Router } from 'express';
import type { MountableRoute, MountedRoutes } from './rest-route';

/** How specific one segment of a path is: a fixed word before a `:parameter` before a wildcard. */
function segmentRank(segment: string): number {
  if (segment.startsWith('*') || segment.startsWith('{*')) return 2;
  return segment.startsWith(':') ? 1 : 0;
}

/** A route's path under the bridge: its router's prefix, then its own path (a router's `/` is the prefix). */
export function fullPath(prefix: string, path: string): string {
  return path === '/' && prefix ? prefix : `${prefix}${path}`;
}

/**
 * Orders two full paths by specificity: segment by segment, the first that differs in kind decides
 * (`/product/history/:id` before `/product/:id`); with no such segment the longer path comes first.
 * 0 when neither is more specific (then they keep the order they were declared in).
 */
export function bySpecificity(a: string, b: string): number {
  const as = a.split('/').filter(Boolean);
  const bs = b.split('/').filter(Boolean);
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const diff = segmentRank(as[i]) - segmentRank(bs[i]);
    if (diff) return diff;
  }
  return bs.length - as.length;
}

/**
 * One Express router for every module's routes, tried most specific path first, so that a route
 * matches by its path and never by which module's list came first. The routes of one module that
 * share a path stay in one router mounted at that module's prefix, so the route labels of the
 * metrics (lib/route-labels.ts) read as they were declared.
 */
export function routesBySpecificity(mounted: MountedRoutes[]): Router {
  const groups = new Map<string, { prefix: string; path: string; routes: MountableRoute[] }>();
  mounted.forEach(({ prefix, routes }, i) => {
    for (const route of routes.routes) {
      const key = `${i} ${route.path}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { prefix, path: route.path, routes: [] }));
      group.routes.push(route);
    }
  });
  // Array.prototype.sort is stable: paths as specific as each other keep their declared order.
  const ordered = [...groups.values()].sort((a, b) =>
    bySpecificity(fullPath(a.prefix, a.path), fullPath(b.prefix, b.path)),
  );
  const api = Router();
  api.use(optionsAnswers(mounted));
  for (const group of ordered) {
    const router = Router();
    for (const route of group.routes) router[route.method](route.path, ...route.handlers);
    api.use(group.prefix || '/', router);
  }
  return api;
}

/**
 * A plain OPTIONS request (no CORS preflight: api-cors.ts answers those) is answered by Express
 * itself, with the methods of the first module router whose paths match: it still goes through one
 * router per module, in their declared order, which only list methods (no route runs for OPTIONS).
 */
function optionsAnswers(mounted: MountedRoutes[]): RequestHandler {
  const options = Router();
  for (const { prefix, routes } of mounted) {
    const router = Router();
    for (const route of routes.routes) router[route.method](route.path, ...route.handlers);
    options.use(prefix || '/', router);
  }
  // A plain function, not a mounted router: no route of its own is matched or labelled.
  return (req, res, next) => (req.method === 'OPTIONS' ? options(req, res, next) : next());
}
