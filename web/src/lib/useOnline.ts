import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser thinks it has a network (navigator.onLine), following its changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Calls `onBack` when the browser's network comes back. */
export function whenBackOnline(onBack: () => void): () => void {
  window.addEventListener('online', onBack);
  return () => window.removeEventListener('online', onBack);
}
