import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

export type ToastVariant = 'success' | 'error' | 'info' | 'destructive' | 'default';

export interface ToastOptions {
  title: string;
  message?: string;
  variant?: ToastVariant;
}

// The toasts' code (notistack, MUI's Alert: 8 KiB gzip) is not part of the first download: it is
// fetched on the first toast, or once the page is idle (toastHost.tsx).
const loadToasts = () => import('./toastHost');
const LazyToastHost = lazy(() => loadToasts().then((module) => ({ default: module.ToastHost })));

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
    <Suspense fallback={null}>
      <LazyToastHost />
    </Suspense>
  ) : null;
}

function toast(options: ToastOptions) {
  hostWanted = true;
  mountHost();
  void loadToasts().then(({ showToast }) => showToast(options));
}

/** docs/product.md#screens (Toasts): F8 moves focus to the notification on screen (nothing happens when there is none). */
export function ToastHotkey() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F8' || e.altKey || e.ctrlKey || e.metaKey) return;
      const toast = document.querySelector<HTMLElement>('[data-toast]');
      if (!toast) return;
      e.preventDefault();
      toast.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}

/**
 * Toasts as docs/product.md#screens has them (and departure 10): one visible at a time (a new one replaces the previous), 5 s,
 * a title and a message. "destructive" is the spec's name for the error style.
 */
export function useToast(): (options: ToastOptions) => void {
  return toast;
}
