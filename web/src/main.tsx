import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './lib/router';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { createApolloClient } from './app/apollo';
import { SSR_STATE_ID } from './app/ssrState';
import { reloadOnStaleChunks } from './lib/chunkReload';
import { setTimeZone } from './lib/dates';
import { replayEarlyPress } from './lib/earlyPress';
import { ServerRendered } from './lib/hydration';
import { preloadPieces } from './lib/lazyWithRetry';
import { registerServiceWorker } from './lib/serviceWorker';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// A server-rendered landing page (entry-server.tsx) carries its queries' answers: the client starts
// from them and hydrates the server's markup, asking the server nothing it already answered.
const state = document.getElementById(SSR_STATE_ID);
// The server's answers are as fresh as the public cache's (30 s): lists that would ask again on
// mount (cache-and-network) take them as they are for that long.
const client = createApolloClient({ ssrForceFetchDelay: state ? 30_000 : undefined });
if (state?.textContent) client.cache.restore(JSON.parse(state.textContent) as never);

// The server's clock when it drew the page: hydrated at it, then at the browser's (lib/hydration.tsx).
const renderedAt = Number(state?.dataset.renderedAt) || null;
// Absolute times in the zone the server drew them in (TIME_ZONE), never the browser's (lib/dates.ts).
setTimeZone(state?.dataset.timeZone ?? document.querySelector<HTMLMetaElement>('meta[name="time-zone"]')?.content);

const app = (
  <StrictMode>
    <ServerRendered at={renderedAt}>
      <AppProviders client={client}>
        {/* Navigations are drawn at once, not in a transition (lib/router): a transition keeps the
            old page on screen until the new page's code has come (seconds on a slow network), and
            its render, sliced and yielding, took 400 ms after a tap on a busy phone. The new page's
            frame (or the progress bar while its code loads, AppLayout) shows in the tap's own task instead. */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ServerRendered>
  </StrictMode>
);

// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
if (state) {
  // The page's lazy pieces first: hydrated while one still loads, its markup could be thrown away
  // (lib/lazyWithRetry.tsx, preloadPieces). Piece names are identifiers: no escaping to undo.
  const pieces = (state.dataset.pieces ?? '').split(' ').filter(Boolean);
  void preloadPieces(pieces).then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
      // After the transition's start, never inside it: the replayed press is a discrete event.
      queueMicrotask(replayEarlyPress);
    }),
  );
} else {
  window.earlyPress = null;
  startTransition(() => createRoot(root).render(app));
}

// A file of the old build gone after a deploy: reload once to the new one (lib/chunkReload.ts).
reloadOnStaleChunks();
registerServiceWorker();
