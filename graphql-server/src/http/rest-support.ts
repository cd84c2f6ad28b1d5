import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { mapDatabaseError } from '../db/db-errors';
import { AppError, MESSAGES } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { originAllowed } from './origin';
import { STATE_CHANGING, errorBody, hasBody } from '../core/rest/rest-body';
import { bearerChallenge, bearerSecret } from './bearer';

/** The largest JSON body the REST bridge and /graphql read (read per route: core/rest/rest-body.ts). */
export { BODY_LIMIT, errorBody } from '../core/rest/rest-body';

/**
 * CSRF defence of the REST bridge: a state-changing request must not come from another site's
 * page. Its body must also be JSON, which each route checks after its scope (core/rest/rest-body.ts):
 * forms, multipart and text/plain are what a foreign page can send without a preflight. A bearer
 * call (API token) carries no ambient credentials, so its Origin is not checked.
 */
export function restCsrfGuard(allowedOrigins: string[]): RequestHandler {
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const bearer = bearerSecret(req) !== null;
    if (!bearer && !originAllowed(req, allowedOrigins, req.protocol)) {
      res.status(403).json(errorBody('Cross-site requests are not allowed', 'FORBIDDEN'));
      return;
    }
    // Same-origin only: a browser always sends Origin on such a POST; its absence is suspect.
    if (hasBody(req) && isMultipartUpload(req) && !req.headers.origin && !bearer) {
      res.status(403).json(errorBody('Cross-site requests are not allowed', 'FORBIDDEN'));
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
 * The services name fields in their GraphQL spelling; the REST bridge answers in the REST contract's
 * spelling, the one a REST client sent (e.g. `showContractDetails`, the REST name of the flag).
 */
const REST_FIELD_NAMES: Record<string, string> = { showContactDetails: 'showContractDetails' };

export function restFieldNames<T>(fields: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(fields).map(([name, v]) => [REST_FIELD_NAMES[name] ?? name, v]));
}

export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const { status, body: out, retryAfter } = restError(err, logger);
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    // RFC 6750, as GraphQL's 401 says it: a sign-in required, a wrong login and a refused token alike.
    if (status === 401) res.setHeader('WWW-Authenticate', bearerChallenge(req));
    res.status(status).json(out);
  };
}
