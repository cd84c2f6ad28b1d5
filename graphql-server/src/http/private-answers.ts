import type { RequestHandler } from 'express';
import { isPublicRestList } from './public-cache-keys';

export const PRIVATE_ANSWER = 'private, no-store';

/**
 * REST answers depend on the session (a wishlist, a seller's phone shown to a signed-in student, a
 * 401 for nobody signed in): no browser or proxy may keep one, or whoever uses the browser next,
 * after a sign-out, reads the last user's answers from its cache. GraphQL says `no-store` for the
 * same reason (apollo.ts). First in the REST bridge, so every answer carries it, errors included.
 */
export const privateAnswers: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PRIVATE_ANSWER);
  next();
};

/**
 * The one exception, once the caller is known: a public product list asked without a session or token (and
 * that does not clear a stale cookie) is the same for every such caller, shared by the public cache
 * (public-cache.ts), and keeps the caching it has always had.
 */
export const publicListsStayPublic: RequestHandler = (req, res, next) => {
  const anonymous = !res.locals.ctx.session && !res.locals.ctx.token && res.getHeader('set-cookie') === undefined;
  if (anonymous && (req.method === 'GET' || req.method === 'HEAD') && isPublicRestList(req.path))
    res.removeHeader('Cache-Control');
  next();
};
