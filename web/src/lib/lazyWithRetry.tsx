import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkLoadError, reloadForNewVersion } from './chunkReload';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props of any component, as React.lazy takes them
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a piece of the app whose file may fail to load: after a deploy (the old build's
 * file is gone) the page reloads once to the new version (chunkReload.ts), and the piece suspends
 * meanwhile; offline (or a second failure) the error goes to the nearest error boundary. React.lazy
 * remembers a failure for good, so a failed load starts a fresh one on the next render: the
 * boundary's "Try again" loads the file again.
 */
export function lazyWithRetry<T extends AnyComponent>(load: () => Promise<{ default: T }>): T {
  const make = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = make();
        if (isChunkLoadError(error) && reloadForNewVersion()) return new Promise<never>(() => {});
        throw error;
      }),
    );
  let current = make();
  function LazyPiece(props: object) {
    const Current = current as AnyComponent;
    return <Current {...props} />;
  }
  return LazyPiece as unknown as T;
}
