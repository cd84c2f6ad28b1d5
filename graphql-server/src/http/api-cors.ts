import type { RequestHandler } from 'express';
import { bearerSecret } from './bearer';

/**
 * CORS for bearer calls only (API tokens), from the pages of API_CORS_ORIGINS: a preflight from
 * one of them is answered here, and an answer to a bearer call from one of them is readable there.
 * Never with credentials, so a cookie call from another site stays refused (rest-support.ts) or
 * unreadable, as before. Nothing is said to any other origin.
 */
export function apiCors(origins: string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return next();
    res.vary('Origin');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    if (bearerSecret(req) !== null) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After, X-Total-Count, X-Next-Cursor, Link, X-Request-Id');
    }
    next();
  };
}
