import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkLoadError, reloadForNewVersion } from './chunkReload';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of any component, as React.lazy takes them
type AnyComponent = ComponentType<any>;
type Module<T> = { default: T };

/** How many failures an error boundary has shown so far (ErrorBoundary counts them). */
let shown = 0;

/** Called by an error boundary once it shows a failure: a failed piece drawn after this loads afresh. */
export function failureShown() {
  shown += 1;
}

/** Each piece's loader by name, for preloadPieces. */
const preloaders = new Map<string, () => Promise<unknown>>();

/**
 * Where a server render (entry-server.tsx) collects the names of the pieces it drew, to write them
 * into the page for preloadPieces. Absent in the browser.
 */
export const DrawnPieces = createContext<Set<string> | null>(null);

/**
 * Loads the named pieces (those a server-rendered page drew) before React hydrates the page.
 * Hydrating a piece whose file is still loading leaves its server markup in place until the file
 * comes, but any update above it meanwhile (MUI reading the stored theme did) makes React
 * throw that markup away and show the Suspense fallback instead: a flash of "Loading", the page's
 * largest picture drawn twice (a late LCP), and elements gone from under a click. A failure is left
 * to the render, which handles it as any other (reload once after a deploy, else the boundary).
 */
export async function preloadPieces(names: readonly string[]): Promise<void> {
  const loads = names.flatMap((name) => preloaders.get(name) ?? []);
  await Promise.all(loads.map((load) => load().catch(() => undefined)));
}

/** A promise-like that calls back at once: React.lazy then renders a loaded module without suspending. */
function settled<T>(module: Module<T>): Promise<Module<T>> {
  const thenable = { then: (onFulfilled: (value: Module<T>) => unknown) => void onFulfilled(module) };
  return thenable as unknown as Promise<Module<T>>;
}

/**
 * React.lazy for a piece of the app whose file may fail to load: after a deploy (the old build's
 * file is gone) the page reloads once to the new version (chunkReload.ts), and the piece suspends
 * meanwhile; offline (or a second failure) the error goes to the nearest error boundary.
 * React.lazy remembers a failure for good, so once a boundary has shown it, the next render of the
 * piece (the boundary's "Try again", or coming back to the page) loads the file again. Not sooner:
 * React renders a failed piece a second time before it shows the boundary, and that second render
 * must fail the same way rather than start another load.
 * `name`, its module's file name (unique: the build maps it to the piece's files, scripts/pieceFiles.ts),
 * lets a server-rendered page name the pieces it drew (preloadPieces); a piece already loaded
 * renders at once, without suspending.
 */
export function lazyWithRetry<T extends AnyComponent>(name: string, load: () => Promise<Module<T>>): T {
  let loaded: Module<T> | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  preloaders.set(name, loadAndKeep);
  let failedAt: number | null = null;
  const make = (): LazyExoticComponent<T> =>
    lazy(() =>
      loaded
        ? settled(loaded)
        : loadAndKeep().catch((error: unknown) => {
            if (isChunkLoadError(error) && reloadForNewVersion()) return new Promise<never>(() => {});
            failedAt = shown;
            throw error;
          }),
    );
  let current = make();
  function LazyPiece(props: object) {
    useContext(DrawnPieces)?.add(name);
    if (failedAt !== null && shown > failedAt) {
      failedAt = null;
      current = make();
    }
    const Current = current as AnyComponent;
    return <Current {...props} />;
  }
  return LazyPiece as unknown as T;
}
