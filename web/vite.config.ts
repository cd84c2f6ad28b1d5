import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { landingChunks } from './scripts/landingChunks';
import { pieceFiles } from './scripts/pieceFiles';
import { precacheManifest } from './scripts/precacheManifest';
import { devSsr } from './scripts/devSsr';
import { documentModules } from './scripts/documentModules';

// API_URL lets the dev server and preview talk to a server on another port.
const api = process.env.API_URL ?? 'http://localhost:4000';

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const appEntry = file('./index.html');

// How the app's code is cut into files (scripts/landingChunks.ts): the entry's in one, then one
// file for each group below.
const chunks = landingChunks(appEntry, [
  // The pages people land on from outside (and Lighthouse measures). The home page's own first, so
  // that it does not load the product page's code before it answers a tap (docs/performance.md's
  // budget counts it); the product page loads both (what it shares with the home page is in the first).
  { name: 'home', roots: [file('./src/features/pages/HomePage.tsx')] },
  { name: 'detail', roots: [file('./src/features/products/browse/ProductDetailPage.tsx')] },
  {
    name: 'filters',
    roots: [
      file('./src/features/products/browse/CategoryPage.tsx'),
      file('./src/features/products/browse/SearchPage.tsx'),
    ],
    exclusive: true,
  },
  // What comes after the first screen: the side menu, tooltips and toasts (once the page is idle),
  // a member's top-bar controls (once signed in).
  {
    name: 'later',
    roots: [
      file('./src/app/layout/SideMenu.tsx'),
      file('./src/app/layout/MemberActions.tsx'),
      file('./src/lib/toastStack.tsx'),
      '@mui/material/Tooltip',
    ],
    exclusive: true,
  },
]);

export default defineConfig(() => ({
  // precacheManifest: the service worker's precache list and build id (scripts/precacheManifest.ts).
  // pieceFiles: the files of each lazy piece, which a server-rendered page names (scripts/pieceFiles.ts).
  // devSsr: `npm run dev` server-renders the landing pages as the built server does (scripts/devSsr.ts).
  // documentModules: each generated document in the chunk of the pages using it (scripts/documentModules.ts).
  plugins: [
    documentModules(),
    react(),
    chunks.plugin,
    precacheManifest('main'),
    pieceFiles('main'),
    devSsr(api, appEntry),
  ],
  resolve: {
    // rxjs (under Apollo Client) otherwise resolves to its ES5 build: classes rewritten as functions
    // with tslib's helpers, more code for the entry to load before the page answers a tap.
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The GraphiQL chunk is big by nature; the app's own chunks stay far below this.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // GraphiQL's packages carry React Compiler "use no memo" directives; bundling them is harmless.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      // Two entries: the app, and the bundled GraphiQL IDE the server shows on `GET /graphql` in a
      // browser. GraphiQL (Monaco) is large, so only its own page loads it.
      input: {
        main: appEntry,
        graphiql: file('./graphiql.html'),
      },
      output: {
        codeSplitting: {
          groups: chunks.groups,
        },
      },
    },
  },
  worker: { format: 'es' },
  // The dev server's dependency scan chokes on Monaco's `?worker` imports in the GraphiQL entry;
  // scanning the app's page is enough (GraphiQL's deps are optimised when that page is opened).
  optimizeDeps: { entries: ['index.html'] },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: false },
      '/api': { target: api },
      '/uploads': { target: api },
      '/healthz': { target: api },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: api, ws: true },
      '/api': { target: api },
      '/uploads': { target: api },
      '/healthz': { target: api },
    },
  },
}));
