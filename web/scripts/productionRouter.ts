import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const production = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);

/**
 * react-router 7 exports its development build to every bundler, as a temporary measure
 * (remix-run/react-router#12532): its development warnings and their code ride into production.
 * Its production build, beside it, differs only by that switch (ENABLE_DEV_WARNINGS). The builds
 * (the browser's and the server's, which must draw alike) take it; `npm run dev` keeps the warnings.
 */
export const productionRouter: Alias[] = [
  { find: /^react-router$/, replacement: join(production, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
];
