/* global document -- this one runs in the offline page, not in the service worker */
// The offline page (offline.html) in the app's own theme: dark only when the student chose it in
// the app (localStorage `darkMode` = "dark", as web/src/app/theme.ts reads it), light otherwise.
// A file of its own, as the site's Content-Security-Policy allows no inline script.
try {
  if (localStorage.getItem('darkMode') === 'dark') document.documentElement.classList.add('dark');
} catch {
  // No storage (private mode): the light theme, as the app would show.
}
