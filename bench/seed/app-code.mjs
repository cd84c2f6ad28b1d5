// The app's own built code (graphql-server/dist) and its dependencies, for rows that look exactly
// like the ones the app writes.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../app.mjs';

export const requireApp = createRequire(path.join(ROOT, 'graphql-server', 'package.json'));
export const dist = (p) => requireApp(path.join(ROOT, 'graphql-server', 'dist', p));
