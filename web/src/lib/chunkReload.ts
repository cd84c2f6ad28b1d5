/**
 * A chunk that fails to load after a deploy (the old build's file names are gone) reloads the page
 * once, to the new version. Guarded against loops: at most one automatic reload per tab in
 * RELOAD_WINDOW_MS (remembered in sessionStorage, which survives the reload); a chunk that fails
 * again right after is left to the error boundary ("Something went wrong", Reload). Offline, a
 * reload cannot help: the boundary says "You're offline" instead.
 */
const KEY = 'campus:chunk-reload-at';
export const RELOAD_WINDOW_MS = 30_000;

let reloading = false;

/** The browsers' words for a module or chunk that could not be fetched. */
const CHUNK_FAILURE =
  /dynamically imported module|importing a module script failed|unable to preload css|error loading dynamically imported|loading (css )?chunk|chunkloaderror|not a valid javascript mime type/i;

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_FAILURE.test(text);
}

/** True while the page is being reloaded: what is on screen is about to go. */
export function isReloading(): boolean {
  return reloading;
}

/** Reloads the page once to pick up a new build; false when that would not help (offline, or just done). */
export function reloadForNewVersion(reload: () => void = () => window.location.reload()): boolean {
  if (reloading) return true;
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    return false; // No storage, no guard against a loop: no automatic reload.
  }
  reloading = true;
  reload();
  return true;
}

/**
 * Vite's signal that a lazily loaded file (or its preloaded dependency) failed: reload once. The
 * error still goes on to whoever imported it (lazyWithRetry, an error boundary), which shows a
 * loading state while the reload is under way.
 */
export function reloadOnStaleChunks() {
  window.addEventListener('vite:preloadError', () => {
    reloadForNewVersion();
  });
}
