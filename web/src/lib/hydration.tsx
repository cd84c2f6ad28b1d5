import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * When the server drew the page the browser still shows as drawn (ms since the epoch): set on the
 * server and while the browser hydrates its markup, null after, and null in a page the browser
 * drew itself (or a test's render without ServerRendered).
 */
const DrawnAt = createContext<number | null>(null);

/**
 * Around the app's tree, on both sides of a server-rendered page: entry-server.tsx gives the time it
 * draws the page at and writes it into the page, main.tsx gives it again to the hydration (null
 * for a page the browser draws itself). Once hydrated, the tree moves to the browser's clock and
 * state in a transition: React renders that in slices, yielding to the browser between them,
 * where a store switching at once (useSyncExternalStore) made every card and link render again in
 * one long task right after hydrating.
 */
export function ServerRendered({ at, children }: { at: number | null; children: ReactNode }) {
  const [drawnAt, setDrawnAt] = useState(at);
  useEffect(() => {
    if (drawnAt !== null) startTransition(() => setDrawnAt(null));
  }, [drawnAt]);
  return <DrawnAt.Provider value={drawnAt}>{children}</DrawnAt.Provider>;
}

/**
 * False while React renders on the server or hydrates a server-rendered page (each element drawn
 * as the server drew it), true after: React renders once more with the browser's value.
 */
export function useHydrated(): boolean {
  return useContext(DrawnAt) === null;
}

/**
 * The clock a render shows: the page's drawing time on the server and while hydrating (so "5 min
 * ago" and running discounts read as in the server's markup, even from a page kept 30 s in the
 * public cache: React throws a page away whose text differs), else `now`.
 */
export function useRenderClock(now: number): number {
  return useContext(DrawnAt) ?? now;
}

const never = () => () => undefined;

/**
 * False on the server and until the hydration of a server-rendered page has committed (its effects,
 * the router's among them, have run), true from that moment: sooner than useHydrated, for what
 * must follow at once (RouterLink). Each user renders again in one go when it flips, so keep it to
 * small components.
 */
export function useHydrationCommitted(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
