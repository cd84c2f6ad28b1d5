/*
 * Campus Market's service worker (docs/architecture.md#the-web-client, "Offline and deploys").
 *
 * - Install: precaches this build's app shell (index.html), the JavaScript and CSS of every route,
 *   the offline page and the small public files. The list and the BUILD id are written in by the
 *   build (web/scripts/precacheManifest.ts); a new deploy is a new sw.js, so a new worker installs,
 *   takes over and deletes the caches of the build before it.
 * - Activate: keeps the pages open then, and the home (keepOpenPages), as a later visit would.
 * - Pages, API and GraphQL answers: network first, and the cache only when the network cannot be
 *   reached (offline). Never a stale page or answer while online. A server-rendered landing page
 *   (200, with its ssr-state script) carries its own data, so the app sends no query for it: the
 *   page itself is kept, per address (path and query), beside the answers, and offline it opens
 *   from there (hydrating from its own state) if this build holds its chunks; any other page is
 *   this build's shell, whose app then says what it cannot show. GraphQL queries go out as GET by hash
 *   (persisted documents), kept under a key made from their URL; a query sent as POST (with its
 *   text, when the server did not know the hash) under a key made from the request body. Mutations
 *   (POST) are never kept, and one that changes who is signed in (sign-in, sign-out…) forgets every
 *   kept answer and page (a signed-in page holds that user's details).
 * - /assets/ (hashed names, never change) and /uploads/ (immutable keys): cache first.
 */
const BUILD = 'development'; // build:id
const PRECACHE = []; // build:precache

const SHELL_CACHE = `campus-shell-${BUILD}`;
const DATA_CACHE = 'campus-data';
const UPLOADS_CACHE = 'campus-uploads';
const KEPT = [SHELL_CACHE, DATA_CACHE, UPLOADS_CACHE];
const SHELL_URL = '/index.html';
const OFFLINE_URL = '/offline.html';
const MAX_DATA = 200;
const MAX_UPLOADS = 300;
const PASS_THROUGH = /^\/(healthz|readyz|metrics)(\/|$)/;
/** What only a server-rendered page has (web/src/entry-server.tsx); a fallback shell (X-Rendered-Shell) has not. */
const SSR_STATE = '<script type="application/json" id="ssr-state"';
/** The module a page starts from, its build's entry chunk: a script, or a server-rendered page's link. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"|<link rel="app-entry" href="([^"]+)"/;
/** Kept with a page: the entry chunk it names, to tell whether this build can still run it offline. */
const ENTRY_HEADER = 'X-Kept-Page-Entry';
/** Mutations after which the kept answers may belong to someone else. */
const SESSION_MUTATIONS = /^(Login|Logout|Register|VerifyEmail|ResetPassword)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('campus-') && !KEPT.includes(k)).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim())
      .then(keepOpenPages),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PASS_THROUGH.test(url.pathname)) return;

  if (url.pathname === '/graphql') {
    if (request.method === 'POST') event.respondWith(graphql(request));
    // A query by hash (apollo.ts): its URL names the document and variables. Any other GET
    // /graphql is the GraphiQL page.
    else if (request.method === 'GET' && request.mode !== 'navigate' && url.searchParams.has('extensions'))
      event.respondWith(graphqlByHash(request, url));
    return;
  }
  if (request.method !== 'GET') return;

  if (request.mode === 'navigate') {
    if (/^\/(api|uploads)(\/|$)/.test(url.pathname)) return;
    event.respondWith(navigation(event, request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  } else if (url.pathname.startsWith('/uploads/')) {
    event.respondWith(cacheFirst(request, UPLOADS_CACHE, MAX_UPLOADS));
  } else if (url.pathname.startsWith('/api/')) {
    event.respondWith(networkFirst(request, request));
  } else {
    // The public files (icons, category pictures, the manifest): as the build precached them.
    event.respondWith(fetch(request).catch(() => cached(request, SHELL_CACHE)));
  }
});

/** The network's page; offline, the one kept for this address, else the shell. */
async function navigation(event, request) {
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (await keptPage(request)) ?? offlinePage();
  }
  // Read after the page has been handed over: the browser does not wait for it. Only a 200 is kept:
  // a 404 ("page not found") never stands in for its address offline.
  if (response.status === 200 && response.type === 'basic') event.waitUntil(keepPage(request, response.clone()));
  return response;
}

/** Keeps a server-rendered page under its address (the shell, the same for every route, is precached). */
async function keepPage(request, response) {
  try {
    const html = await response.text();
    const found = ENTRY_SCRIPT.exec(html);
    const entry = found?.[1] ?? found?.[2];
    if (!html.includes(SSR_STATE) || !entry) return;
    // Its own headers (the CSP that allows its inline script), less those of the encoded body.
    const headers = new Headers(response.headers);
    for (const name of ['Content-Encoding', 'Content-Length', 'Vary']) headers.delete(name);
    headers.set(ENTRY_HEADER, entry);
    const cache = await caches.open(DATA_CACHE);
    await cache.put(request.url, new Response(html, { status: 200, headers }));
    await trim(cache, MAX_DATA);
  } catch {
    // No room: the page is simply not kept.
  }
}

/**
 * The pages already open when this worker takes over (a first visit: the page came before the
 * worker was there) and the home, fetched again now and kept as their navigation would have kept
 * them. Without this, a first visit's home is never kept: the app sent no query for it (its data
 * came with the page) and the way back to it is drawn from the app's own memory.
 */
async function keepOpenPages() {
  const windows = await self.clients.matchAll({ type: 'window' });
  const urls = new Set([new URL('/', self.location.origin).href]);
  for (const client of windows) {
    const url = new URL(client.url);
    url.hash = '';
    if (url.origin === self.location.origin && !/^\/(api|uploads|graphql)(\/|$)/.test(url.pathname)) urls.add(url.href);
  }
  await Promise.all(
    [...urls].map(async (url) => {
      try {
        const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
        if (response.status === 200 && response.type === 'basic') await keepPage(new Request(url), response);
      } catch {
        // Offline already: nothing to keep.
      }
    }),
  );
}

/**
 * The page kept for this address, if this build precached the entry chunk it names. A page kept
 * before a deploy names the old build's chunks, which the new worker deleted with the old cache:
 * the shell then (online, every page comes from the network, so it never outlives the deploy).
 */
async function keptPage(request) {
  const page = await caches.match(request.url, { cacheName: DATA_CACHE });
  const entry = page?.headers.get(ENTRY_HEADER);
  if (!entry || !(await caches.match(entry, { cacheName: SHELL_CACHE }))) return undefined;
  return page;
}

/** Offline, a page is this build's app shell (the app routes on the client), else the offline page. */
async function offlinePage() {
  const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
  return shell ?? (await cached(new Request(OFFLINE_URL), SHELL_CACHE));
}

async function cached(request, cacheName) {
  const hit = await caches.match(request, { cacheName });
  if (hit) return hit;
  return Response.error();
}

async function cacheFirst(request, cacheName, max) {
  const hit = await caches.match(request, { cacheName });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await store(cacheName, request, response.clone(), max);
  return response;
}

/**
 * Keeps an answer in `cacheName`; this build's shell cache only while it exists. A worker replaced
 * by the next build still answers the page's requests until the new one takes over, after the new
 * one has deleted the old build's cache: caches.open would create it again, kept for good.
 */
async function store(cacheName, request, response, max) {
  if (cacheName === SHELL_CACHE && !(await caches.has(cacheName))) return;
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  if (max) await trim(cache, max);
}

/** The network's answer, kept under `key`; the kept one only when the network cannot be reached. */
async function networkFirst(request, key) {
  let response;
  try {
    response = await fetch(request);
  } catch (offline) {
    const hit = await caches.match(key, { cacheName: DATA_CACHE });
    if (hit) return hit;
    throw offline;
  }
  if (response.ok && response.type === 'basic') await keep(key, response.clone());
  return response;
}

/** Keeps a successful answer (JSON without GraphQL errors); the oldest go past MAX_DATA. */
async function keep(key, response) {
  try {
    const text = await response.text();
    if (JSON.parse(text).errors) return;
    const cache = await caches.open(DATA_CACHE);
    const headers = { 'Content-Type': response.headers.get('Content-Type') ?? 'application/json' };
    await cache.put(key, new Response(text, { status: 200, headers }));
    await trim(cache, MAX_DATA);
  } catch {
    // Not JSON, or no room: the answer is simply not kept.
  }
}

/** A query by hash: kept like a POST query, under its name and a hash of its parameters. */
async function graphqlByHash(request, url) {
  return networkFirst(request, await dataKey(url.searchParams.get('operationName') ?? '', url.search));
}

async function graphql(request) {
  const body = await request.clone().text();
  const operation = operationOf(body);
  if (operation.type === 'query') return networkFirst(request, await dataKey(operation.name, body));
  const response = await fetch(request);
  if (operation.type === 'mutation' && SESSION_MUTATIONS.test(operation.name)) await caches.delete(DATA_CACHE);
  return response;
}

/**
 * The operation's kind (query, mutation, subscription, or unknown) and name, from a POST body. A
 * body with a hash and no text is a mutation: the app sends its queries by hash over GET.
 */
function operationOf(body) {
  try {
    const { query, operationName, extensions } = JSON.parse(body);
    const name = typeof operationName === 'string' ? operationName : '';
    if (query === undefined && extensions?.persistedQuery) return { type: 'mutation', name };
    if (typeof query !== 'string') return { type: 'unknown', name: '' };
    const named = name && new RegExp(`\\b(query|mutation|subscription)\\s+${name}\\b`).exec(query);
    if (named) return { type: named[1], name };
    if (!name && /^\s*(query\b|\{)/.test(query)) return { type: 'query', name };
    return { type: 'unknown', name };
  } catch {
    return { type: 'unknown', name: '' };
  }
}

async function dataKey(name, body) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return new Request(`/graphql/kept/${encodeURIComponent(name || 'anonymous')}/${hex}`);
}

async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}
