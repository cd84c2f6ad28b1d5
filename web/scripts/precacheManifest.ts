import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

interface BundleFile {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss?: Set<string>; importedAssets?: Set<string> };
}

const BUILD_LINE = /const BUILD = '[^']*'; \/\/ build:id/;
const PRECACHE_LINE = /const PRECACHE = \[\]; \/\/ build:precache/;

/** Public files the worker does not keep: itself, and the GraphiQL page (a developer tool, megabytes of Monaco). */
const NOT_PRECACHED = new Set(['sw.js', 'graphiql.html']);

/**
 * Writes what the service worker (public/sw.js, copied as is into dist/) precaches at install:
 * everything the app's entry can load, statically or lazily (every route's JavaScript and CSS,
 * the later chunks), index.html, and the files of public/ (icons, category pictures, the offline
 * page). GraphiQL's entry and its chunks are left out. The BUILD id is a hash of all of it, so
 * sw.js changes with every build that changes a byte the app serves: browsers install the new
 * worker, which replaces the old build's cache.
 */
export function precacheManifest(entryName: string): Plugin {
  let outDir = '';
  return {
    name: 'campus:precache-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = bundle as unknown as Record<string, BundleFile>;
      const entry = Object.values(files).find((f) => f.type === 'chunk' && f.isEntry && f.name === entryName);
      if (!entry) throw new Error(`precacheManifest: no entry chunk named ${entryName}`);
      const urls = [...reachable(entry, files), ...publicFiles(outDir)].map((f) => `/${f}`).sort();
      const swFile = join(outDir, 'sw.js');
      const template = readFileSync(swFile, 'utf8');
      if (!BUILD_LINE.test(template) || !PRECACHE_LINE.test(template))
        throw new Error('precacheManifest: sw.js lost its build:id or build:precache line');
      const hash = createHash('sha256').update(template);
      for (const url of urls) hash.update(url).update(readFileSync(join(outDir, url.slice(1))));
      const build = hash.digest('hex').slice(0, 16);
      writeFileSync(
        swFile,
        template
          .replace(BUILD_LINE, `const BUILD = '${build}'; // build:id`)
          .replace(PRECACHE_LINE, `const PRECACHE = ${JSON.stringify(urls)}; // build:precache`),
      );
      this.info(`service worker ${build}: ${urls.length} files precached`);
    },
  };
}

/** The entry's file, and every chunk, stylesheet and asset it can load, by file name. */
function reachable(entry: BundleFile, files: Record<string, BundleFile>): Set<string> {
  const seen = new Set<string>();
  const walk = (file: BundleFile | undefined) => {
    if (!file || seen.has(file.fileName)) return;
    seen.add(file.fileName);
    for (const next of [...(file.imports ?? []), ...(file.dynamicImports ?? [])]) walk(files[next]);
    for (const css of file.viteMetadata?.importedCss ?? []) seen.add(css);
    for (const asset of file.viteMetadata?.importedAssets ?? []) seen.add(asset);
  };
  walk(entry);
  return seen;
}

/** index.html and what public/ put in dist/ (everything outside assets/ but the worker and GraphiQL). */
function publicFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const item of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, item.name);
      const name = relative(dir, path).split(sep).join('/');
      if (item.isDirectory()) {
        if (name !== 'assets' && !name.startsWith('.')) walk(path);
      } else if (!NOT_PRECACHED.has(name) && !/\.(br|gz|map)$/.test(name)) {
        found.push(name);
      }
    }
  };
  walk(dir);
  return found;
}
