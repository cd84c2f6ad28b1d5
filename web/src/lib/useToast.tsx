import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyWithRetry } from './lazyWithRetry';
import { whenIdle } from './whenIdle';

import type { ToastOptions } from './toastOptions';

export type { ToastOptions, ToastVariant } from './toastOptions';

// The toasts' code (notistack, MUI's Alert: 8 KiB gzip) is not part of the first download: it is
// fetched on the first toast, or once the page is idle (toastStack.tsx).
const loadToasts = () => import('./toastStack');
const LazyToastStack = lazyWithRetry('toastStack', () =>
  loadToasts().then((module) => ({ default: module.ToastStack })),
);

/** Set by the first toast: the host mounts at once, even if it is rendered after the toast asked. */
let hostWanted = false;
let mountHost: () => void = () => {};

/** Where toasts appear (rendered once, by AppProviders): mounted once idle, or by the first toast. */
export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    mountHost = () => live && setMounted(true);
    if (hostWanted) mountHost();
    else void whenIdle().then(mountHost);
    return () => {
      live = false;
      mountHost = () => {};
    };
  }, []);
  return mounted ? (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <LazyToastStack />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}

function toast(options: ToastOptions) {
  hostWanted = true;
  mountHost();
  void loadToasts().then(({ showToast }) => showToast(options));
}

/**
 * Toasts as docs/product.md#screens has them: one visible at a time (a new one replaces the previous), 5 s,
 * a title and a message. "destructive" is the product's name for the error style.
 */
export function useToast(): (options: ToastOptions) => void {
  return toast;
}
