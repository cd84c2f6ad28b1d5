import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from '../lib/logger';
import type { Metrics } from '../lib/metrics';
import { type RequestInfo, withScope } from '../lib/request-scope';
import { oneSpelling } from './client-address';

/** An incoming X-Request-Id is kept only when it is a plain token; anything else gets a fresh id. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is a sane token (a proxy's or a client's), else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** A client-chosen GraphQL operation name as it may appear in a log line (null: none). */
export function loggableOperationName(name: unknown): string | null {
  if (typeof name !== 'string' || !name) return null;
  return name.length > 100 ? `${name.slice(0, 100)}…` : name;
}

/**
 * Path segments that carry a secret: the reset link (`/reset-password/<token>`, both the web page
 * and the REST call) never reaches a log line or a metric label.
 */
const SECRET_SEGMENTS = [/(\/reset-password\/)[^/]+/gi];

/** The path as logged: no query string (search words, tokens in links) and secret segments redacted. */
export function loggablePath(url: string): string {
  let path = url.split('?')[0]!.split('#')[0]!;
  for (const re of SECRET_SEGMENTS) path = path.replace(re, '$1[redacted]');
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

/**
 * The route label of the HTTP metric: the route pattern Express matched (`/api/v1/product/:id`),
 * never the raw path, so the label set stays small whatever clients send.
 */
function routeLabel(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  const path = req.originalUrl.split('?')[0]!;
  if (path === '/graphql') return '/graphql';
  if (path.startsWith('/api/v1/')) return '/api/v1 (unmatched)';
  if (path.startsWith('/uploads/')) return '/uploads';
  return '(web app)'; // static files and the app's client-side routes
}

/**
 * A request's one log line: what requestLog writes for every request, and the public cache for
 * the hits it answers before Express (public-cache.ts). Never headers, bodies or query strings.
 */
export function logRequestLine(
  logger: Logger,
  r: { id: string; method: string | undefined; url: string; status: number; seconds: number; ip: string | undefined; extra?: Record<string, unknown> },
): void {
  const fields = { reqId: r.id, method: r.method, path: loggablePath(r.url), status: r.status, ms: Math.round(r.seconds * 10_000) / 10, ip: r.ip, ...r.extra };
  const line = r.status >= 500 ? logger.warn : logger.info;
  line.call(logger, 'request', fields);
}

/**
 * First on the app: gives the request its id (honouring a sane incoming X-Request-Id, echoed in
 * the answer) and the scope every later log line reads it from, and when the answer is sent (or the
 * client went away) writes the request's one log line and its latency metric. Nothing of the
 * request's headers (cookies, Authorization), body or query string is logged.
 */
export function requestLog(logger: Logger, metrics: Metrics): RequestHandler {
  return (req: Request, res: Response, next) => {
    const started = process.hrtime.bigint();
    const info: RequestInfo = { id: requestIdOf(req) };
    res.setHeader('X-Request-Id', info.id);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const aborted = !res.writableFinished;
      // 499: the client closed the connection before the answer (nginx's convention).
      const status = aborted ? 499 : res.statusCode;
      metrics.httpDuration.observe({ method: req.method, route: routeLabel(req), status: String(status) }, seconds);
      const extra: Record<string, unknown> = { ...info.graphql };
      if (aborted) extra.aborted = true;
      logRequestLine(logger, { id: info.id, method: req.method, url: req.originalUrl, status, seconds, ip: oneSpelling(req.ip ?? req.socket.remoteAddress), extra });
    };
    res.once('finish', finish);
    res.once('close', finish);
    withScope({ request: info }, next);
  };
}
