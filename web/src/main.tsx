import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { storedMode } from './app/theme';
import { reloadOnStaleChunks } from './lib/chunkReload';
import { registerServiceWorker } from './lib/serviceWorker';

// Set the theme class before the first paint, so a dark-mode reload never flashes light.
document.documentElement.classList.add(storedMode());

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// A transition lets React render the first screen in slices, yielding to the browser between
// them, instead of one long task that blocks input (Lighthouse's Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});

// A file of the old build gone after a deploy: reload once to the new one (lib/chunkReload.ts).
reloadOnStaleChunks();
registerServiceWorker();
