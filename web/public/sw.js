/*
 * Campus Market's service worker: an installable app with an offline page, nothing more.
 *
 * What it keeps: the offline page and its icons (cached on install), and the build's hashed
 * /assets/ files (their names change with their content, so a cached copy is never stale).
 * What it never keeps: API answers (/api, /graphql), uploads (/uploads: avatars and product photos
 * are people's pictures), health checks, and the pages themselves; those always go to the network.
 * A page that cannot be fetched (offline) is answered with the offline page instead.
 */
const VERSION = 'v1';
const SHELL_CACHE = `campus-shell-${VERSION}`;
const ASSET_CACHE = `campus-assets-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const SHELL = [OFFLINE_URL, '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];
const NEVER = /^\/(api|graphql|uploads|healthz|readyz)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k !== SHELL_CACHE && k !== ASSET_CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return; // the browser's own fetch

  if (request.mode === 'navigate') {
    // Pages always come from the network (they are the SPA shell, but the network is the truth);
    // offline, the offline page answers.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE })));
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(ASSET_CACHE).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok && response.type === 'basic') cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }

  if (SHELL.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(request, { cacheName: SHELL_CACHE })));
  }
});
