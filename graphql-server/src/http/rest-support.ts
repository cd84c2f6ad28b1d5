import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { mapDatabaseError } from '../db/db-errors';
import { AppError, MESSAGES, type RestErrorCode } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { originAllowed } from './origin';
import { bearerSecret } from './bearer';

/** The largest JSON body the REST bridge and /graphql read. */
export const BODY_LIMIT = '100kb';

/** An error body the bridge answers itself: its code is one of the document's (lib/errors.ts). */
export function errorBody(message: string, error: RestErrorCode): { message: string; error: RestErrorCode } {
  return { message, error };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence of the REST bridge: a state-changing request must not come from another site's
 * page, and its body must be JSON (forms, multipart and text/plain are what a foreign page can send
 * without a preflight). Body-less POSTs (logout, check) stay fine. A bearer call (API token) carries
 * no ambient credentials, so its Origin is not checked; its body must still be JSON.
 */
export function restCsrfGuard(allowedOrigins: string[]): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const bearer = bearerSecret(req) !== null;
    if (!bearer && !originAllowed(req, allowedOrigins, req.protocol)) {
      res.status(403).json(errorBody('Cross-site requests are not allowed', 'FORBIDDEN'));
      return;
    }
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && isMultipartUpload(req)) {
      // Same-origin only: a browser always sends Origin on such a POST; its absence is suspect.
      if (req.headers.origin || bearer) return next();
      res.status(403).json(errorBody('Cross-site requests are not allowed', 'FORBIDDEN'));
      return;
    }
    if (hasBody && !req.is('application/json')) {
      res.status(415).json(errorBody('Send the request body as application/json', 'UNSUPPORTED_MEDIA_TYPE'));
      return;
    }
    next();
  };
}

/** Image uploads are the one multipart body the bridge takes (with an allowed Origin, see above). */
function isMultipartUpload(req: Request): boolean {
  return req.method === 'POST' && req.path === '/uploads' && !!req.is('multipart/form-data');
}

export function restError(
  err: unknown,
  logger: Logger,
): { status: number; body: Record<string, unknown>; retryAfter?: number } {
  err = mapDatabaseError(err, logger);
  if (err instanceof AppError) {
    const out: Record<string, unknown> = { message: err.message, error: err.code };
    if (err.fields) out.fields = restFieldNames(err.fields);
    if (err.retryAfterSeconds !== undefined) out.retryAfterSeconds = err.retryAfterSeconds;
    Object.assign(out, err.details);
    return { status: err.httpStatus, body: out, retryAfter: err.retryAfterSeconds };
  }
  const e = err as { type?: string; status?: number; message?: string };
  if (e?.type === 'entity.too.large')
    return { status: 413, body: errorBody('Request body too large', 'PAYLOAD_TOO_LARGE') };
  if (e?.type === 'entity.parse.failed')
    return { status: 400, body: errorBody('Malformed JSON in the request body', 'BAD_USER_INPUT') };
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported') {
    return { status: 415, body: errorBody('Unsupported body encoding', 'UNSUPPORTED_MEDIA_TYPE') };
  }
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    return {
      status: e.status,
      body: e.status === 404 ? errorBody('Not found', 'NOT_FOUND') : errorBody('Bad request', 'BAD_REQUEST'),
    };
  }
  logger.error(`unexpected error: ${(err as Error)?.stack ?? String(err)}`);
  return {
    status: 500,
    // Never the internal text, in any mode (e.g. "Stream isn't writeable" from a Redis that is down).
    body: errorBody(MESSAGES.internal, 'INTERNAL_SERVER_ERROR'),
  };
}

/**
 * The services name fields in their GraphQL spelling; the REST bridge answers in the spec's REST
 * spelling, the one a REST client sent (e.g. `showContractDetails`, the spec's name of the flag).
 */
const REST_FIELD_NAMES: Record<string, string> = { showContactDetails: 'showContractDetails' };

export function restFieldNames<T>(fields: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(fields).map(([name, v]) => [REST_FIELD_NAMES[name] ?? name, v]));
}

export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, next) => {
    if (res.headersSent) return next(err);
    const { status, body: out, retryAfter } = restError(err, logger);
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(status).json(out);
  };
}
