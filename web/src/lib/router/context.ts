import { createContext, useContext, type ReactNode } from 'react';
import type { Params } from './match';

/**
 * The app's router: the one route table (app/routes.tsx) matched against the address, links and
 * navigations through the History API, and the same hooks the pages always used. It is what the
 * app needed of react-router (no loaders, data or relative links), in a fraction of its code,
 * which every page loaded before it could answer a tap (docs/performance.md's budget).
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (a guard's `from`), kept in the history entry. */
  state: unknown;
  /** Tells history entries apart; "default" for the one the page was loaded at. */
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or forward through the history. */
  (delta: number): void;
}

export interface RouterState {
  location: Location;
  navigate: NavigateFunction;
}

export const RouterContext = createContext<RouterState | null>(null);

export interface RouteState {
  outlet: ReactNode;
  params: Params;
}

export const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside a router');
  return router;
}
