import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * The GraphQL body the public cache's front (public-cache.ts) reads before Express: parsed once, as
 * express.json would parse it, and handed on to the app in req.body.
 */

/** A body the front read, as express.json would have parsed it; its error when it is not JSON. */
const BODY_ERROR = Symbol('publicCacheBodyError');
export type ReadRequest = IncomingMessage & { body?: unknown; [BODY_ERROR]?: Error };

export function attachBody(req: ReadRequest, raw: Buffer): unknown {
  const text = raw.toString('utf8').replace(/^\uFEFF/, '');
  // express.json's strict mode: an object or an array, nothing else.
  const first = text.trimStart()[0];
  try {
    if (first !== '{' && first !== '[') throw new SyntaxError('not an object or array');
    req.body = JSON.parse(text);
    return req.body;
  } catch (err) {
    // The same error express.json raises, so the app's error handler answers it the same way.
    req[BODY_ERROR] = Object.assign(new Error((err as Error).message), {
      status: 400,
      statusCode: 400,
      expose: true,
      type: 'entity.parse.failed',
    });
    return undefined;
  }
}

/**
 * Before express.json on /graphql: a body the front already read is in req.body (express.json then
 * sees a finished stream and passes); a malformed one is raised as express.json would raise it.
 */
export const bodyReadByFront: RequestHandler = (req, _res, next) => {
  const err = (req as ReadRequest)[BODY_ERROR];
  next(err);
};
