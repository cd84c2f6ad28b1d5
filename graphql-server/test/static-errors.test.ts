import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createLogger } from '../src/lib/logger';
import { type TestApp, createTestApp, describeApp } from './helpers/app';

/*
 * Paths the file system cannot look up are files that do not exist: probed on
 * 6e6715b, `GET /favicon.svg/` and very long asset names answered 500 with an error-level stack
 * per request (ENOTDIR / ENAMETOOLONG from a synchronous stat in the precompressed serving). Now an
 * asset path that names no file is a 404, any other path keeps today's rule (the app's page for a
 * browser, else 404), and none of them writes an error line.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-errors-'));
const INDEX = `<!doctype html><title>Campus Market</title>${'<!-- app -->'.repeat(200)}`;
for (const [name, body] of Object.entries({
  'index.html': INDEX,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>'.repeat(40),
  'assets/main-abc123.js': 'console.log(1);\n'.repeat(200),
})) {
  const file = path.join(dist, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.gz`, gzipSync(body));
}

/** Raw HTTP: the path goes out exactly as written (no client normalises `..` or encodes it). */
function get(app: TestApp, rawPath: string, accept: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: app.port, path: rawPath, headers: { accept, 'accept-encoding': 'gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const LONG = 'a'.repeat(300);
const JSON_ACCEPT = 'application/json';
const BROWSER = 'text/html,application/xhtml+xml,*/*;q=0.8';

describeApp('paths of the web build that name no file', () => {
  let app: TestApp;
  const lines: { level: string; msg: string }[] = [];
  beforeAll(async () => {
    const logger = createLogger({
      level: 'info',
      format: 'json',
      destination: { write: (line: string) => lines.push(JSON.parse(line)) },
    });
    app = await createTestApp({ env: { WEB_DIST: dist }, logger });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const assets: [string, string][] = [
    ['a file taken for a folder', '/assets/main-abc123.js/'],
    ['a file inside a file', '/assets/main-abc123.js/x.js'],
    ['a 300-character name', `/assets/${LONG}.js`],
    ['a 300-character folder', `/assets/${LONG}/main.js`],
    ['a way out of the folder', '/assets/x/../../etc/passwd'],
    ['an encoded way out', '/assets/%2e%2e/%2e%2e/etc/passwd'],
    ['a NUL byte', '/assets/main-abc123.js%00.png'],
    ['a malformed escape', '/assets/%E0%A4%A.js'],
    ['a missing asset', '/assets/nope-123.js'],
  ];
  it.each(assets)(
    'under /assets, %s is a 404 without an error line, whatever the client accepts',
    async (_name, rawPath) => {
      const before = lines.length;
      for (const accept of [JSON_ACCEPT, BROWSER]) {
        const res = await get(app, rawPath, accept);
        expect([accept, res.status]).toEqual([accept, 404]);
        expect(JSON.parse(res.body)).toEqual({ message: 'Not found', error: 'NOT_FOUND' });
      }
      expect(lines.slice(before).filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([]);
    },
  );

  const others: [string, string][] = [
    ['a file taken for a folder', '/favicon.svg/'],
    ['a file inside a file', '/favicon.svg/x'],
    ['a 300-character name', `/${LONG}`],
    ['a 300-character name with a file type', `/${LONG}.svg`],
    ['a way out of the build', '/x/../../etc/passwd'],
    ['a NUL byte', '/favicon.svg%00'],
    ['a malformed escape', '/%E0%A4%A'],
  ];
  it.each(others)(
    "elsewhere, %s is the app's page for a browser and a 404 otherwise, without an error line",
    async (_name, rawPath) => {
      const before = lines.length;
      const page = await get(app, rawPath, BROWSER);
      expect(page.status).toBe(200);
      expect(page.type).toMatch(/^text\/html/);
      const api = await get(app, rawPath, JSON_ACCEPT);
      expect(api.status).toBe(404);
      expect(lines.slice(before).filter((l) => l.level === 'error' || l.level === 'warn')).toEqual([]);
    },
  );

  it('the real files are still served', async () => {
    expect((await get(app, '/favicon.svg', BROWSER)).status).toBe(200);
    expect((await get(app, '/assets/main-abc123.js', JSON_ACCEPT)).status).toBe(200);
  });
});
