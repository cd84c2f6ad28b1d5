import {
  Children,
  createContext,
  forwardRef,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { matchRoutes, type Params, type RouteObject } from './match';

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

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteState {
  outlet: ReactNode;
  params: Params;
}

const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside a router');
  return router;
}

/** `/path?search#hash`; a search or hash given without its `?` or `#` gets it. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Location>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/** Splits `/path?search#hash`. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/**
 * Where `to` goes from `from`: an absolute path as it is; a query (`?a=1`) or a fragment alone keep
 * the current path (and a fragment the query); an object fills in what it leaves out from the current path.
 */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search'>): string {
  if (typeof to !== 'string') return createPath({ pathname: from.pathname, ...to });
  if (to.startsWith('?')) return createPath({ pathname: from.pathname, search: to });
  if (to.startsWith('#')) return createPath({ pathname: from.pathname, search: from.search, hash: to });
  return to;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

interface HistoryEntryState {
  usr: unknown;
  key: string;
}

function windowLocation(): Location {
  const entry = window.history.state as Partial<HistoryEntryState> | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

function RouterProvider({ location, navigate, children }: RouterState & { children?: ReactNode }) {
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Keeps a navigate function stable while it always reads the latest location. */
function useStableNavigate(
  location: Location,
  go: (path: string, options: NavigateOptions) => void,
  back: (delta: number) => void,
) {
  const current = useRef(location);
  current.current = location;
  const goRef = useRef(go);
  goRef.current = go;
  return useCallback(
    ((to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') back(to);
      else goRef.current(resolveTo(to, current.current), options);
    }) as NavigateFunction,
    [back],
  );
}

/**
 * The browser's address and history. A navigation is drawn at once, not in a transition, so the new
 * page's frame (or the progress bar while its code loads) shows in the tap's own task.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  useLayoutEffect(() => {
    const onPop = () => setLocation(windowLocation());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((path: string, { replace, state = null }: NavigateOptions) => {
    const entry: HistoryEntryState = { usr: state, key: newKey() };
    if (replace) window.history.replaceState(entry, '', path);
    else window.history.pushState(entry, '', path);
    setLocation(windowLocation());
  }, []);
  const back = useCallback((delta: number) => window.history.go(delta), []);
  const navigate = useStableNavigate(location, go, back);
  return (
    <RouterProvider location={location} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

/** One address, for the server's render: nothing navigates there. */
export function StaticRouter({ location: url, children }: { location: string; children?: ReactNode }) {
  const location = useMemo<Location>(() => ({ ...parsePath(url), state: null, key: 'default' }), [url]);
  const navigate = useCallback(() => {}, []) as NavigateFunction;
  return (
    <RouterProvider location={location} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

/** A history in memory, for tests: starts at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((path, i): Location => ({
      ...parsePath(path),
      state: null,
      key: i ? newKey() : 'default',
    })),
    index: initialEntries.length - 1,
  }));
  const go = useCallback((path: string, { replace, state = null }: NavigateOptions) => {
    const next: Location = { ...parsePath(path), state, key: newKey() };
    setHistory(({ entries, index }) =>
      replace
        ? { entries: [...entries.slice(0, index), next, ...entries.slice(index + 1)], index }
        : { entries: [...entries.slice(0, index + 1), next], index: index + 1 },
    );
  }, []);
  const back = useCallback(
    (delta: number) =>
      setHistory(({ entries, index }) => ({
        entries,
        index: Math.min(Math.max(index + delta, 0), entries.length - 1),
      })),
    [],
  );
  const location = history.entries[history.index];
  const navigate = useStableNavigate(location, go, back);
  return (
    <RouterProvider location={location} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

/** The matched route's parameters. */
export function useParams<T extends Params = Params>(): Partial<T> {
  return useContext(RouteContext).params as Partial<T>;
}

/** The query string, and a setter that navigates to the same path with another one. */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => navigate(`?${next.toString()}`, options),
    [navigate],
  );
  return [params, set];
}

/** The element of the route matching the address, each layout drawing its child in its Outlet; null when none does. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext.Provider value={{ outlet, params }}>
        {route.element !== undefined ? route.element : outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where a layout route draws the page inside it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route declared in JSX, inside Routes (tests); it draws nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFromChildren(child.props.children));
      return;
    }
    const { path, element, children: nested } = child.props;
    routes.push({ path, element, children: nested ? routesFromChildren(nested) : undefined });
  });
  return routes;
}

/** useRoutes over routes declared as Route children. */
export function Routes({ children }: { children?: ReactNode }) {
  return <>{useRoutes(routesFromChildren(children))}</>;
}

/** Goes to `to` once drawn (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(target, { replace, state });
    // A redirect is decided by its target: a new state object on each render is the same redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, target, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A plain link: the browser loads the page. */
  reloadDocument?: boolean;
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * An anchor whose plain left click navigates in the app; a click with a modifier, another button
 * or another target is the browser's. A link to where the page already is replaces that entry.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const { location, navigate } = useRouter();
  const href = resolveTo(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || event.button !== 0 || modified(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});
