import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { webApp } from '../src/http/static-web';

// The page the browser draws itself (the client shell) names the campus's zone, TIME_ZONE, which
// the web app writes every absolute time in (web/src/lib/dates.ts).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-tz-'));
const index = '<!doctype html><meta name="time-zone" content="Asia/Kolkata" /><title>Campus Market</title>';
fs.writeFileSync(path.join(dist, 'index.html'), index);
fs.writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(index));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const shell = (timeZone: string) =>
  request(express().use(webApp(dist, { timeZone })))
    .get('/notification')
    .set('Accept', 'text/html')
    .set('Accept-Encoding', 'br');

describe('the client shell names TIME_ZONE', () => {
  it("another zone than the build's: the page with the server's", async () => {
    const res = await shell('Europe/London');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<meta name="time-zone" content="Europe/London" />');
    expect(res.text).not.toContain('Asia/Kolkata');
  });

  it("the build's own zone: its precompressed copy as it is", async () => {
    const res = await shell('Asia/Kolkata');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toContain('<meta name="time-zone" content="Asia/Kolkata" />');
  });
});
