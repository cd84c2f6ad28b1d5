import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { UploadsService } from './uploads.service';
import type { Logger } from '../../lib/logger';
import type { StoredFile } from './storage';

/** Names never change (a new image gets a new name), so a copy is good for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<key>: the stored WebP files (and listings' preview JPEGs), streamed from whichever
 * store is configured (local disk or the S3 bucket), so the URLs and headers are the same for both
 * and a bucket need not be public. Cached for a year, never sniffed into another type, never listed.
 * Only the names the uploads service writes are looked up; anything else (other types, dotfiles,
 * temp files, folders) is a 404.
 */
export function uploadsStatic(services: { uploads: UploadsService; logger: Logger }): Router {
  const { uploads, logger } = services;
  const r = Router();
  r.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // req.path is still percent-encoded: an encoded slash or dot never matches.
    const m = /^\/([A-Za-z0-9/_-]+\.(webp|jpg))$/.exec(req.path);
    if (!m) return next();
    let file: StoredFile | null;
    try {
      file = await uploads.openFile(m[1]);
    } catch (err) {
      return next(err);
    }
    if (!file) return next();
    res.set({
      'Content-Type': m[2] === 'jpg' ? 'image/jpeg' : 'image/webp',
      // Listings are public: another campus app may show their pictures (helmet says same-origin,
      // which keeps members' avatars and banners, under users/, to this site's own pages).
      ...(m[1].startsWith('products/') ? { 'Cross-Origin-Resource-Policy': 'cross-origin' } : {}),
      'Cache-Control': CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      ETag: file.etag,
      'Last-Modified': file.lastModified.toUTCString(),
    });
    // A revalidation (If-None-Match / If-Modified-Since) that still matches, or a HEAD: no body.
    if (req.fresh || req.method === 'HEAD') {
      file.body.destroy();
      if (req.fresh) res.status(304).end();
      else res.set('Content-Length', String(file.size)).end();
      return;
    }
    res.set('Content-Length', String(file.size));
    try {
      await pipeline(file.body, res);
    } catch (err) {
      // A client that goes away mid-image is normal; a store failing mid-stream is worth a line.
      if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        logger.warn(`could not send ${m[1]}: ${(err as Error).message}`);
    }
  });
  r.use((_req, res) => {
    res.status(404).json({ message: 'Not found', error: 'NOT_FOUND' });
  });
  return r;
}
