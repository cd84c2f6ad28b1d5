import type { ReactNode } from 'react';

/** A route's parameters: `:name` segments by name, and `*` for what a catch-all matched. */
export type Params = Record<string, string | undefined>;

/** One entry of a route table: a page (`path`), or a layout or guard (no path) around its children. */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
  /** Whatever the table wants to say about the route (routeTable.ts's PageHandle). */
  handle?: unknown;
}

export interface RouteMatch {
  route: RouteObject;
  /** Every parameter the whole match named. */
  params: Params;
}

interface Branch {
  routes: RouteObject[];
  segments: string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * How specific a pattern is, so that a static path wins over a parameter and a parameter over the
 * catch-all whatever the table's order (as react-router ranked them: a test table lists `*` first).
 */
function score(segments: string[]): number {
  return segments.reduce(
    (sum, segment) => sum + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length,
  );
}

function branches(routes: RouteObject[], parents: RouteObject[] = [], base: string[] = [], out: Branch[] = []) {
  for (const route of routes) {
    const trail = [...parents, route];
    const segments = [...base, ...segmentsOf(route.path ?? '')];
    if (route.children?.length) branches(route.children, trail, segments, out);
    if (route.path !== undefined) out.push({ routes: trail, segments, score: score(segments), order: out.length });
  }
  return out;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters when `pattern` matches `path` (segments already decoded), else null. Case-insensitive, trailing slash ignored. */
function matchSegments(pattern: string[], path: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i];
    if (want === '*') {
      params['*'] = path.slice(i).join('/');
      return params;
    }
    const got = path[i];
    if (got === undefined) return null;
    if (want.startsWith(':')) params[want.slice(1)] = got;
    else if (want.toLowerCase() !== got.toLowerCase()) return null;
  }
  return path.length === pattern.length ? params : null;
}

/** The routes from the table's root to the page `pathname` names (the most specific one), or null. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const path = segmentsOf(pathname).map(decode);
  const ranked = branches(routes).sort((a, b) => b.score - a.score || a.order - b.order);
  for (const branch of ranked) {
    const params = matchSegments(branch.segments, path);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
