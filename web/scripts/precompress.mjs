#!/usr/bin/env node
// After `vite build`: a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text
// file of web/dist worth compressing, so that the server sends them as they are, without spending
// CPU on each request (graphql-server/src/http/static-web.ts picks one from Accept-Encoding).
// Source maps are left alone: only developer tools fetch them.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024; // below this, the headers cost more than compression saves

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    // Dot folders (.vite: the build's notes for the server) are never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(file);
    } else yield file;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
  count += 1;
}
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(`precompressed ${count} files: ${kib(raw)} raw, ${kib(br)} brotli`);
