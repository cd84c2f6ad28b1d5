import express, { type Request, type RequestHandler } from 'express';
import type { RestErrorCode } from '../../lib/errors';

/** The largest JSON body the REST bridge and /graphql read. */
export const BODY_LIMIT = '100kb';

/** An error body the bridge answers itself: its code is one of the document's (lib/errors.ts). */
export function errorBody(message: string, error: RestErrorCode): { message: string; error: RestErrorCode } {
  return { message, error };
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing call's body, if it has one, must be JSON: forms, multipart and text/plain are
 * what a foreign page can send without a preflight (the CSRF defence, with http/rest-support.ts's
 * Origin check). A route taking an image (`multipart`) reads its own body.
 */
function jsonOnly(multipart: boolean): RequestHandler {
  return (req, res, next) => {
    if (multipart || !STATE_CHANGING.has(req.method) || !hasBody(req) || req.is('application/json')) return next();
    res.status(415).json(errorBody('Send the request body as application/json', 'UNSUPPORTED_MEDIA_TYPE'));
  };
}

/** Whether the request says it sends a body (body-less POSTs, such as logout, need no type). */
export function hasBody(req: Request): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

const parseJson = express.json({ limit: BODY_LIMIT });

/**
 * How a route reads its body, after its scope check (rest-route.ts): so a token outside its scopes
 * gets the 403, and a bad token the 401 (resolved before any route), whatever the body holds. Then
 * 415 for a body that is not JSON, 413 above BODY_LIMIT, 400 for JSON that does not parse.
 */
export function readBody(multipart: boolean): RequestHandler[] {
  return [jsonOnly(multipart), parseJson];
}
