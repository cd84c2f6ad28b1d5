#!/usr/bin/env node
// `npm run dev`: development mode in one command.
//   - the server: `tsc --watch` compiles graphql-server/src to dist/ (tsc, because the decorators
//     need their metadata, which esbuild does not emit), and `node --watch` restarts dist/main.js when it changes;
//   - the web app: the Vite dev server with hot module replacement on http://localhost:5173 (WEB_PORT),
//     proxying /graphql (websockets too), /api, /uploads and /healthz to the server (web/vite.config.ts).
// `node scripts/dev.mjs server` or `... web` runs one side only. Ctrl-C stops everything: each
// child runs in its own process group, so the terminal's SIGINT reaches only this script, which
// sends one SIGTERM to each child (node --watch passes it on to the server, which stops gracefully).
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'graphql-server');
const web = join(root, 'web');
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const vite = join(dirname(require.resolve('vite/package.json', { paths: [web] })), 'bin', 'vite.js');

const sides = process.argv.slice(2);
const runServer = sides.length === 0 || sides.includes('server');
const runWeb = sides.length === 0 || sides.includes('web');
const apiPort = process.env.PORT || '4000';
const webPort = process.env.WEB_PORT || '5173';

const children = new Set();
let stopping = false;
let stoppingAt = 0;

function start(name, args, { pipe = false, ...options } = {}) {
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', pipe ? 'pipe' : 'inherit', 'inherit'],
    detached: true, // own process group: Ctrl-C reaches only this script (see above)
    ...options,
  });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (stopping) {
      if (children.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    // One side gone means the mode is broken: say so and stop the rest.
    console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping`);
    process.exitCode = 1;
    stop();
  });
  return child;
}

function stop() {
  if (stopping) {
    // npm forwards the terminal's SIGINT, so one Ctrl-C can arrive twice: only a later one is a
    // second Ctrl-C, which does not wait for anyone.
    if (Date.now() - stoppingAt < 500) return;
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  }
  stopping = true;
  stoppingAt = Date.now();
  if (children.size === 0) process.exit(process.exitCode ?? 0);
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (runServer) {
  // What `npm run build` copies besides tsc's output.
  mkdirSync(join(server, 'dist', 'modules', 'users'), { recursive: true });
  copyFileSync(
    join(server, 'src/modules/users/common-passwords.txt'),
    join(server, 'dist/modules/users/common-passwords.txt'),
  );

  const compiler = start('tsc --watch', [tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    cwd: server,
    pipe: true,
  });
  // The server starts after the first compile, so that compile's writes do not restart it at once.
  let serving = false;
  let seen = '';
  compiler.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (serving) return;
    seen = (seen + String(chunk)).slice(-200);
    if (!/Watching for file changes/.test(seen)) return;
    serving = true;
    start('server', ['--watch', '--watch-preserve-output', '--enable-source-maps', 'dist/main.js'], {
      cwd: server,
      env: {
        ...process.env,
        // Mail links and allowed origins follow the page the developer opens (Vite's).
        ...(runWeb && !process.env.PUBLIC_URL ? { PUBLIC_URL: `http://localhost:${webPort}` } : {}),
      },
    });
  });
}

if (runWeb) {
  start('vite', [vite, '--port', webPort, '--strictPort'], {
    cwd: web,
    env: { ...process.env, API_URL: process.env.API_URL || `http://localhost:${apiPort}` },
  });
}
