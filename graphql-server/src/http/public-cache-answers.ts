import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedResponse } from '../lib/response-cache';
import { isObject } from './public-cache-keys';

/**
 * What the public cache (public-cache.ts) keeps of an answer and how it replays it: the headers
 * and body of a clean 200, without the headers that belong to one answer.
 */

/** Larger answers are served, not stored. */
const MAX_ENTRY_BYTES = 1024 * 1024;

/** Not stored: they belong to one answer (or are recomputed on the way out). */
const PER_ANSWER_HEADERS = new Set([
  'x-request-id',
  'x-cache',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * Keeps what the app sends for a miss and, once it is sent, hands it to `store` if it is a clean 200
 * for everyone: not larger than MAX_ENTRY_BYTES, with a type and without a cookie.
 */
export function captureAnswer(res: ServerResponse, store: (entry: CachedResponse) => void): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let headers: CachedResponse['headers'] | null = null;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (bytes > MAX_ENTRY_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buf =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array);
    bytes += buf.length;
    chunks.push(buf);
  };
  const { write, end } = res;
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    keep(args[0], args[1]);
    return write.apply(this, args as Parameters<typeof write>);
  } as typeof res.write;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    keep(args[0], args[1]);
    headers = storedHeaders(this);
    return end.apply(this, args as Parameters<typeof end>);
  } as typeof res.end;
  res.once('finish', () => {
    if (res.statusCode !== 200 || !headers || bytes > MAX_ENTRY_BYTES) return;
    store({ headers, body: Buffer.concat(chunks) });
  });
}

/** The headers of an answer as stored; null when it must not be (it sets a cookie, or has no type). */
function storedHeaders(res: ServerResponse): CachedResponse['headers'] | null {
  const all = res.getHeaders();
  if (all['set-cookie'] !== undefined || all['content-type'] === undefined) return null;
  const kept: string[] = [];
  for (const [name, value] of Object.entries(all)) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) kept.push(name, String(one));
  }
  return kept;
}

/** Data and no errors (a resolver error answers 200 too, and must not be replayed). */
export function cleanGraphQLAnswer(body: Buffer): boolean {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    return isObject(parsed) && isObject(parsed.data) && parsed.errors === undefined;
  } catch {
    return false;
  }
}

/** A request's If-None-Match names the stored answer's ETag (weak comparison, as Express's `fresh`). */
export function notModified(req: IncomingMessage, headers: string[]): boolean {
  const given = req.headers['if-none-match'];
  if (!given || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  let etag: string | undefined;
  for (let i = 0; i < headers.length; i += 2) if (headers[i] === 'etag') etag = headers[i + 1];
  if (etag === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return given.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
