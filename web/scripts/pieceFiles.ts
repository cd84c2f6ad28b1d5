import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Plugin } from 'vite';

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  name?: string;
  imports?: string[];
  moduleIds?: string[];
}

/** Where the build writes the map, beside Vite's own manifests (never served: a dot folder). */
const PIECE_FILES = join('.vite', 'pieces.json');

const PIECE_CALL = /lazyWithRetry\(\s*['"](\w+)['"]/g;

/**
 * Writes dist/.vite/pieces.json: for each lazy piece of the app (src/lib/lazyWithRetry.tsx, named
 * for its module's file), the files its code needs beyond the entry's. A server-rendered page names
 * the files of the pieces it drew (src/entry-server.tsx), so the browser fetches them beside the
 * entry, instead of once the entry has run, and hydrates before the load event rather than after.
 * A piece whose name is not the file of exactly one module of the app stops the build.
 */
export function pieceFiles(entryName: string): Plugin {
  const pieces = new Set<string>();
  let outDir = '';
  return {
    name: 'campus:piece-files',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !id.includes('/src/')) return;
      for (const [, name] of code.matchAll(PIECE_CALL)) pieces.add(name);
    },
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle as unknown as Record<string, BundleChunk>).filter((f) => f.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName);
      if (!entry) throw new Error(`pieceFiles: no entry chunk named ${entryName}`);
      const entryFiles = imported(entry, byFile, new Set());
      const map: Record<string, string[]> = {};
      for (const name of [...pieces].sort()) {
        const modules = chunks.flatMap((chunk) =>
          (chunk.moduleIds ?? [])
            .filter((id) => id.includes('/src/') && basename(id, extname(id)) === name)
            .map((id) => ({ id, chunk })),
        );
        if (modules.length !== 1)
          throw new Error(
            `pieceFiles: the piece ${name} names ${modules.length} modules of the app (src/**/${name}.tsx)`,
          );
        map[name] = [...imported(modules[0].chunk, byFile, entryFiles)];
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, PIECE_FILES), JSON.stringify(map));
    },
  };
}

/** `chunk`'s file and those it imports statically, less those in `known`. */
function imported(chunk: BundleChunk, byFile: Map<string, BundleChunk>, known: Set<string>): Set<string> {
  const found = new Set<string>();
  const walk = (file: string) => {
    if (known.has(file) || found.has(file)) return;
    found.add(file);
    for (const next of byFile.get(file)?.imports ?? []) walk(next);
  };
  walk(chunk.fileName);
  return found;
}
