import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkLoadError, reloadForNewVersion } from './chunkReload';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of any component, as React.lazy takes them
type AnyComponent = ComponentType<any>;

/** How many failures an error boundary has shown so far (ErrorBoundary counts them). */
let shown = 0;

/** Called by an error boundary once it shows a failure: a failed piece drawn after this loads afresh. */
export function failureShown() {
  shown += 1;
}

/**
 * React.lazy for a piece of the app whose file may fail to load: after a deploy (the old build's
 * file is gone) the page reloads once to the new version (chunkReload.ts), and the piece suspends
 * meanwhile; offline (or a second failure) the error goes to the nearest error boundary.
 * React.lazy remembers a failure for good, so once a boundary has shown it, the next render of the
 * piece (the boundary's "Try again", or coming back to the page) loads the file again. Not sooner:
 * React renders a failed piece a second time before it shows the boundary, and that second render
 * must fail the same way rather than start another load.
 */
export function lazyWithRetry<T extends AnyComponent>(load: () => Promise<{ default: T }>): T {
  let failedAt: number | null = null;
  const make = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        if (isChunkLoadError(error) && reloadForNewVersion()) return new Promise<never>(() => {});
        failedAt = shown;
        throw error;
      }),
    );
  let current = make();
  function LazyPiece(props: object) {
    if (failedAt !== null && shown > failedAt) {
      failedAt = null;
      current = make();
    }
    const Current = current as AnyComponent;
    return <Current {...props} />;
  }
  return LazyPiece as unknown as T;
}
