import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// API_URL lets the dev server and preview talk to a server on another port.
const api = process.env.API_URL ?? 'http://localhost:4000';

// Two entries: the app, and the bundled GraphiQL IDE the server shows on `GET /graphql` in a browser.
// GraphiQL (Monaco) is large, so only its own page loads it.
export default defineConfig({
  plugins: [react()],
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
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
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
});
