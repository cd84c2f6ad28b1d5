import type { IncomingMessage } from 'node:http';

/**
 * Whether a request's Origin is ours: PUBLIC_URL (plus ALLOWED_ORIGINS), or the very host the
 * request was sent to (so http://127.0.0.1:4000 works as well as localhost). A request without
 * an Origin is not from a browser page and passes; browsers always send one on cross-site calls.
 */
export function originAllowed(req: IncomingMessage, allowed: string[], protocol: string): boolean {
  const origin = req.headers.origin;
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return false;
  if (!origin) return true;
  if (origin === 'null') return false;
  if (allowed.includes(origin)) return true;
  const host = req.headers.host;
  return !!host && (origin === `${protocol}://${host}` || origin === `http://${host}` || origin === `https://${host}`);
}
