import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { artifacts, e2ePort, repoRoot } from './env';

const builtDist = join(repoRoot, 'web', 'dist');
const API = /^\/(api|graphql|uploads|healthz|readyz)(\/|$)/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The next deploy of the build in `dist`: every file of assets/ under a new name (`main-abc.js`
 * becomes `main-abc-next.js`, and so does every reference to it in index.html, the chunks and
 * sw.js), and the service worker's build id changed, so browsers install it as a new worker.
 */
function renaming(dist: string) {
  const names = readdirSync(join(dist, 'assets')).filter((f) => !/\.(br|gz)$/.test(f));
  const renamed = (name: string) => name.replace(/(\.[a-z]+)$/, '-next$1');
  const pattern = new RegExp(
    [...names]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|'),
    'g',
  );
  const rewrite = (text: string) => text.replace(pattern, renamed);
  const oldSw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const oldId = /const BUILD = '([^']+)'/.exec(oldSw)?.[1];
  if (!oldId) throw new Error(`${dist}/sw.js has no build id: run \`npm run build\``);
  const id = `${oldId}next`;
  return {
    names,
    renamed,
    rewrite,
    id,
    sw: rewrite(oldSw).replace(`const BUILD = '${oldId}'`, `const BUILD = '${id}'`),
    index: rewrite(readFileSync(join(dist, 'index.html'), 'utf8')),
  };
}

/**
 * The next deploy served through context.route, in front of the journeys' server: new names
 * served, old names answering 404 as the server does for a file it no longer has. For pages
 * without a worker (the browser does not route a worker's update check).
 */
export function routedNextBuild() {
  const next = renaming(builtDist);
  const byNewName = new Map(next.names.map((n) => [next.renamed(n), n]));
  const served = new Map<string, string>();
  const handler = (route: Route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) {
      const old = byNewName.get(pathname.slice('/assets/'.length));
      if (!old) return route.fulfill({ status: 404, json: { message: 'Not found', error: 'NOT_FOUND' } });
      if (!served.has(old)) served.set(old, next.rewrite(readFileSync(join(builtDist, 'assets', old), 'utf8')));
      const contentType = old.endsWith('.css') ? 'text/css' : 'text/javascript';
      return route.fulfill({ status: 200, contentType, body: served.get(old) });
    }
    if (!API.test(pathname) && request.resourceType() === 'document')
      return route.fulfill({ contentType: 'text/html', body: next.index, headers: { 'Cache-Control': 'no-cache' } });
    return route.fallback();
  };
  return { deploy: (context: BrowserContext) => context.route('**/*', handler) };
}

/**
 * A server of its own (SQLite, no demo data) serving a copy of web/dist, which `deploy` replaces
 * on disk with the next build, as a real deploy does: the worker's update check sees a new sw.js.
 */
export async function privateServer() {
  const dir = mkdtempSync(join(tmpdir(), 'campus-deploy-'));
  const dist = join(dir, 'web');
  // Without the compressed copies: the server sends the files themselves, which deploy rewrites.
  cpSync(builtDist, dist, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  // The landing pages' server bundle, where the server looks for it (WEB_DIST/../dist-ssr): they
  // are rendered from index.html as on disk, so after deploy they name the new build's files.
  cpSync(join(repoRoot, 'web', 'dist-ssr'), join(dir, 'dist-ssr'), {
    recursive: true,
    filter: (s) => !s.endsWith('.map'),
  });
  const port = e2ePort + 1000;
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: String(port), PUBLIC_URL: url };
  Object.assign(env, { DATA_DIR: join(dir, 'data'), WEB_DIST: dist, SEED_DEMO: 'false' });
  for (const key of ['DB', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_BUCKET']) delete env[key];
  const log = openSync(join(artifacts, 'e2e-deploy-server.log'), 'w');
  const server = join(repoRoot, 'graphql-server', 'dist', 'main.js');
  const app = spawn(process.execPath, [server], { env, stdio: ['ignore', log, log] });
  await ready(`${url}/readyz`);
  return {
    url,
    /** Puts the next build in place; answers the new worker's build id. */
    deploy(): string {
      const next = renaming(dist);
      for (const name of next.names) {
        const file = join(dist, 'assets', name);
        if (/\.(js|css)$/.test(name)) writeFileSync(file, next.rewrite(readFileSync(file, 'utf8')));
        renameSync(file, join(dist, 'assets', next.renamed(name)));
      }
      writeFileSync(join(dist, 'index.html'), next.index);
      writeFileSync(join(dist, 'sw.js'), next.sw);
      return next.id;
    },
    async stop() {
      if (app.exitCode === null) {
        app.kill('SIGTERM');
        await new Promise((r) => app.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function ready(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The deploy server did not become ready; see test-artifacts/e2e-deploy-server.log`);
}
