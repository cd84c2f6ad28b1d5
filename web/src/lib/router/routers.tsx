import { useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Params } from './match';
import {
  RouteContext,
  RouterContext,
  useRouter,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type RouterState,
  type To,
} from './context';
import { parsePath, resolveTo } from './paths';

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
): NavigateFunction {
  const current = useRef(location);
  current.current = location;
  const goRef = useRef(go);
  goRef.current = go;
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') back(to);
      else goRef.current(resolveTo(to, current.current), options);
    },
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
