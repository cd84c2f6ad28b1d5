import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Text files of the web build come with brotli (.br) and gzip (.gz) copies made at build time
 * (web/scripts/precompress.mjs), so the server sends them compressed without spending CPU per request.
 */
const SIBLINGS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof SIBLINGS;

/** The encoding to send from those `available`: br before gzip, never one the client refuses (q=0). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part
      .trim()
      .toLowerCase()
      .split(';')
      .map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  return available.find((encoding) => (q.get(encoding) ?? q.get('*') ?? 0) > 0);
}

/** The types express would not guess right for the installable app's files. */
export function typeOverride(file: string): string | undefined {
  if (file.endsWith('.webmanifest')) return 'application/manifest+json; charset=utf-8';
  if (path.basename(file) === 'sw.js') return 'text/javascript; charset=utf-8';
  return undefined;
}

/**
 * Sends the precompressed copy of `file` the client accepts, under the original file's type.
 * Returns false (having sent nothing) when there is no copy to send: the caller sends the file itself.
 */
export function sendPrecompressed(req: Request, res: Response, file: string, cacheControl: string): boolean {
  const available = (Object.keys(SIBLINGS) as Encoding[]).filter((e) => fs.existsSync(file + SIBLINGS[e]));
  if (available.length === 0) return false;
  // Caches must keep one copy per encoding, including the uncompressed one.
  res.vary('Accept-Encoding');
  const encoding = chooseEncoding(req.get('accept-encoding'), available);
  if (!encoding) return false;
  res.setHeader('Content-Type', typeOverride(file) ?? res.type(path.extname(file)).get('Content-Type')!);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Cache-Control', cacheControl);
  // send() answers HEAD and If-None-Match (304) and sets Content-Length and an ETag of the copy.
  res.sendFile(file + SIBLINGS[encoding], { cacheControl: false }, (err) => {
    if (err && !res.headersSent) res.status(500).end();
  });
  return true;
}

/** Middleware in front of express.static: a GET or HEAD of a file under `root` that has copies. */
export function precompressed(root: string, cacheControl: string): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(base, rel);
    if (rel.includes('\0') || !file.startsWith(base + path.sep)) return next();
    if (!isFile(file)) return next();
    if (!sendPrecompressed(req, res, file, cacheControl)) next();
  };
}

/**
 * Whether `file` is a regular file. A path the file system cannot even look up (`favicon.svg/`:
 * ENOTDIR; a name over 255 bytes: ENAMETOOLONG) names no file either: the next handler answers it
 * (404, or the app's page), as it does a name that does not exist.
 */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}
