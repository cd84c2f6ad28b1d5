import { useEffect, useRef } from 'react';

/** The waits between automatic attempts: doubling from 1 s, then every 30 s. */
export const AUTO_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000] as const;

/**
 * While `active` (a load that got no answer), asks again by itself: at once when the network comes
 * back or the student returns to the tab (focus, visible again), and otherwise after growing waits
 * (AUTO_RETRY_DELAYS_MS). Coming back online often takes more than one try (the first request goes
 * out before the connection really works), so a single retry on `online` would leave the failure
 * on screen until tapped. Never while the browser says it is offline, never two at once.
 */
export function useAutoRetry(retry: () => Promise<unknown>, active: boolean): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    let attempt = 0;
    let running = false;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(run, AUTO_RETRY_DELAYS_MS[Math.min(attempt, AUTO_RETRY_DELAYS_MS.length - 1)]);
      attempt += 1;
    };
    function run() {
      window.clearTimeout(timer);
      if (!live || running) return;
      // Offline there is no point: the `online` event starts again.
      if (!navigator.onLine) return;
      running = true;
      void latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          running = false;
          // Still mounted and still failing (a success unmounts the failure): the next, later.
          if (live) schedule();
        });
    }
    const again = () => {
      attempt = 0;
      run();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') again();
    };
    window.addEventListener('online', again);
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', onVisible);
    schedule();
    return () => {
      live = false;
      window.clearTimeout(timer);
      window.removeEventListener('online', again);
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active]);
}
