import express, { Router } from 'express';

/**
 * GET /uploads/<key>: the stored WebP files, cached for a year (names never change: a new image
 * gets a new name), never sniffed into another type, never listed. Anything but a .webp file is
 * a 404, so nothing else that may sit in the folder (temp files, dotfiles) is ever served.
 */
export function uploadsStatic(root: string): Router {
  const r = Router();
  const serve = express.static(root, {
    index: false,
    dotfiles: 'ignore',
    redirect: false,
    fallthrough: true,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
  r.use((req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && /^\/[A-Za-z0-9/_-]+\.webp$/.test(req.path)) return serve(req, res, next);
    next();
  });
  r.use((_req, res) => {
    res.status(404).json({ message: 'Not found', error: 'NOT_FOUND' });
  });
  return r;
}
