import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { InFlight } from '../lib/in-flight';
import type { Logger, LogLevel } from '../lib/logger';
import type { Metrics } from '../lib/metrics';
import { type RequestInfo, withScope } from '../lib/request-scope';
import { oneSpelling } from './client-address';
import { routeLabel } from '../lib/route-labels';

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
  let path = url.split('?')[0].split('#')[0];
  for (const re of SECRET_SEGMENTS) path = path.replace(re, '$1[redacted]');
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}

/** Request lines are info lines: below LOG_LEVEL=info none is even built (the client address costs). */
export function logsRequestLines(level: LogLevel): boolean {
  return level === 'info' || level === 'debug';
}

/**
 * A request's one log line: what requestLog writes for every request, and the public cache for
 * the hits it answers before Express (public-cache.ts). Never headers, bodies or query strings.
 */
export function logRequestLine(
  logger: Logger,
  r: {
    id: string;
    method: string | undefined;
    url: string;
    status: number;
    seconds: number;
    ip: string | undefined;
    extra?: Record<string, unknown>;
  },
): void {
  const fields = {
    reqId: r.id,
    method: r.method,
    path: loggablePath(r.url),
    status: r.status,
    ms: Math.round(r.seconds * 10_000) / 10,
    ip: r.ip,
    ...r.extra,
  };
  const line = r.status >= 500 ? logger.warn : logger.info;
  line.call(logger, 'request', fields);
}

/**
 * The latency metric's recorder: one histogram child per method, route and status, kept, because
 * `observe(labels, …)` hashes its labels on every call. Methods are the few Node's parser accepts
 * and routes are declared patterns (route-labels.ts), so the map stays small.
 */
export function latencyRecorder(
  metrics: Metrics,
): (method: string, route: string, status: number, seconds: number) => void {
  const children = new Map<string, { observe(seconds: number): void }>();
  return (method, route, status, seconds) => {
    const key = `${method} ${route} ${status}`;
    let child = children.get(key);
    if (!child) {
      child = metrics.httpDuration.labels(method, route, String(status));
      children.set(key, child);
    }
    child.observe(seconds);
  };
}

/**
 * First on the app: gives the request its id (honouring a sane incoming X-Request-Id, echoed in
 * the answer) and its scope (lib/request-scope.ts), which every later log line reads the id from
 * and the database guard the disconnect signal: a client that goes away before its answer was
 * sent abandons its database work, so the statement it runs is stopped and its pooled connection
 * given back (db/work-context.ts; on SQLite statements run synchronously and there is nothing to
 * stop). When the answer is sent, or the client went away, it writes the request's one log line
 * and its latency metric. Nothing of the request's headers (cookies, Authorization), body or
 * query string is logged. It also counts the request in `inFlight` until its work is done, which
 * a stop waits for before it closes the database (http/drain.ts); the signal is the stop's way to
 * cancel the work still running at its deadline.
 *
 * One middleware and one scope for all of this: every request pays for each layer it crosses.
 */
export function requestLog(logger: Logger, metrics: Metrics, logLevel: LogLevel, inFlight: InFlight): RequestHandler {
  const lines = logsRequestLines(logLevel);
  const record = latencyRecorder(metrics);
  return (req: Request, res: Response, next) => {
    const started = process.hrtime.bigint();
    const info: RequestInfo = { id: requestIdOf(req) };
    res.setHeader('X-Request-Id', info.id);
    const abandon = new AbortController();
    const workDone = inFlight.begin(abandon);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const aborted = !res.writableFinished;
      if (aborted) abandon.abort();
      // The work is done with the answer; but a client that went away leaves a handler that still
      // runs (and uses the database) until it ends the answer nobody reads.
      if (!aborted || res.writableEnded || !info.reachedServices) workDone();
      else whenEnded(res, workDone);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // 499: the client closed the connection before the answer (nginx's convention).
      const status = aborted ? 499 : res.statusCode;
      record(req.method, routeLabel(req), status, seconds);
      if (!lines && status < 500) return;
      const extra: Record<string, unknown> = { ...info.graphql };
      if (aborted) extra.aborted = true;
      logRequestLine(logger, {
        id: info.id,
        method: req.method,
        url: req.originalUrl,
        status,
        seconds,
        ip: oneSpelling(req.ip ?? req.socket.remoteAddress),
        extra,
      });
    };
    res.once('finish', finish);
    res.once('close', finish);
    withScope({ request: info, signal: abandon.signal }, next);
  };
}

/** Calls `fn` when the handler ends its answer (`res.end`), which it does for a client gone too. */
function whenEnded(res: Response, fn: () => void): void {
  const end = res.end as (...args: unknown[]) => Response;
  res.end = function (this: Response, ...args: unknown[]) {
    fn();
    return end.apply(this, args);
  };
}
