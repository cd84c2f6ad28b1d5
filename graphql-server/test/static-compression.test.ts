import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { chooseEncoding } from '../src/http/precompressed';
import { graphiqlPage, webApp } from '../src/http/static-web';

// A tiny web build in a temp dir, with the .br/.gz copies web/scripts/precompress.mjs writes:
// the server's behaviour without a real (slow) build.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const files: Record<string, Buffer> = {
  'index.html': Buffer.from(`<!doctype html><title>Campus Market</title>${'<!-- app -->'.repeat(200)}`),
  'graphiql.html': Buffer.from(`<!doctype html><title>GraphiQL</title>${'<!-- ide -->'.repeat(200)}`),
  'assets/main-abc123.js': Buffer.from(`console.log("home");\n`.repeat(300)),
  'assets/main-abc123.css': Buffer.from(`body{margin:0}\n`.repeat(300)),
  'assets/tiny-def456.js': Buffer.from('export const x = 1;\n'), // too small to compress: no copies
  'manifest.webmanifest': Buffer.from(JSON.stringify({ name: 'Campus Market', pad: 'x'.repeat(2000) })),
};
for (const [name, body] of Object.entries(files)) {
  const file = path.join(dist, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  if (name.includes('tiny')) continue;
  fs.writeFileSync(`${file}.br`, brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
let server: http.Server;

/** Raw HTTP, so that nothing decodes the body behind the test's back. */
function request(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(a: Answer): Buffer {
  if (a.headers['content-encoding'] === 'br') return brotliDecompressSync(a.body);
  if (a.headers['content-encoding'] === 'gzip') return gunzipSync(a.body);
  return a.body;
}

const CHROME = 'gzip, deflate, br, zstd';
const HTML = 'text/html,application/xhtml+xml';

beforeAll(async () => {
  const app = express();
  app.get('/graphql', graphiqlPage(dist));
  app.get('/graphql', (_req, res) => res.json({ api: true }));
  app.use(webApp(dist));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('chooseEncoding', () => {
  it('prefers br, falls back to gzip, and never picks one the client refuses', () => {
    const both = ['br', 'gzip'] as const;
    expect(chooseEncoding(CHROME, both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding(CHROME, ['gzip'])).toBe('gzip');
  });
});

describe('precompressed web assets', () => {
  it('sends brotli when accepted, under the original type, with immutable caching kept', async () => {
    const raw = await request('/assets/main-abc123.js');
    const br = await request('/assets/main-abc123.js', { 'Accept-Encoding': CHROME });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe(raw.headers['content-type']);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe(raw.headers['cache-control']);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(files['assets/main-abc123.js'].length / 5);
    expect(decoded(br)).toEqual(files['assets/main-abc123.js']);
  });

  it('sends gzip to a client that only takes gzip, and the file itself to one that takes neither', async () => {
    const gz = await request('/assets/main-abc123.css', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/css/);
    expect(decoded(gz)).toEqual(files['assets/main-abc123.css']);

    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const raw = await request('/assets/main-abc123.css', accept ? { 'Accept-Encoding': accept } : {});
      expect(raw.headers['content-encoding']).toBeUndefined();
      // Still varies: a cache must not hand this copy to a client that asked for br.
      expect(raw.headers.vary).toMatch(/Accept-Encoding/i);
      expect(raw.body).toEqual(files['assets/main-abc123.css']);
    }
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const get = await request('/assets/main-abc123.js', { 'Accept-Encoding': 'br' });
    const head = await request('/assets/main-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('answers 304 to If-None-Match, with an ETag per encoding', async () => {
    const br = await request('/assets/main-abc123.js', { 'Accept-Encoding': 'br' });
    const gz = await request('/assets/main-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(gz.headers.etag);
    const again = await request('/assets/main-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': br.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('compresses index.html for client routes and keeps it revalidated', async () => {
    for (const route of ['/', '/products/42', '/index.html']) {
      const res = await request(route, { Accept: HTML, 'Accept-Encoding': CHROME });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res)).toEqual(files['index.html']);
    }
  });

  it('compresses the GraphiQL page, keeping its own CSP; API requests to /graphql pass by', async () => {
    const page = await request('/graphql', { Accept: HTML, 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-security-policy']).toContain('unsafe-eval');
    expect(decoded(page)).toEqual(files['graphiql.html']);
    const api = await request('/graphql', { Accept: 'application/json', 'Accept-Encoding': CHROME });
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(api.body.toString())).toEqual({ api: true });
  });

  it('keeps the manifest type, and sends a file without copies as it is', async () => {
    const manifest = await request('/manifest.webmanifest', { 'Accept-Encoding': CHROME });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const tiny = await request('/assets/tiny-def456.js', { 'Accept-Encoding': CHROME });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toContain('immutable');
    expect(tiny.body).toEqual(files['assets/tiny-def456.js']);
  });

  it('never leaves the build directory', async () => {
    const res = await request('/assets/..%2f..%2fetc%2fpasswd', { 'Accept-Encoding': CHROME });
    expect(res.status).not.toBe(200);
  });
});
