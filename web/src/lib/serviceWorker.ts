/**
 * Registers /sw.js (public/sw.js): the installable app's offline page. Only in a production build:
 * in development Vite serves modules the worker knows nothing about.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, blocked): the app works as before, only without the offline page.
    });
  };
  // A server-rendered page starts the app late (index.html), which may be after `load`.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
