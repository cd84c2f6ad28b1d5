import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server's bundle of the landing pages (src/entry-server.tsx → dist-ssr/entry-server.cjs),
 * loaded by graphql-server/src/http/ssr-render.ts. Everything it imports is bundled in (React, MUI,
 * Apollo), so the server needs none of the web app's packages and always runs the very code the
 * browser hydrates with; CommonJS, so the server (and its tests) can require it.
 */
export default defineConfig({
  plugins: [react()],
  // The browser's files are the client build's (dist/).
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    // Stack traces of a failed render point at the sources.
    sourcemap: true,
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
    },
  },
  ssr: { noExternal: true, target: 'node' },
  // The production React and MUI whatever the server's NODE_ENV (`npm start` leaves it unset): the
  // browser hydrates with the production build, so the markup and MUI's class names must be its
  // (development MUI labels every class), and the development React renders several times slower.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
