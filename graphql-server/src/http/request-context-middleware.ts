import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../modules/auth/request-context';
import { currentRequest } from '../lib/request-scope';
import type { Services } from '../services';
import { cookieJar, readCookie, secureCookies, sessionCookieName } from './cookies';
import { oneSpelling } from './client-address';

declare module 'express-serve-static-core' {
  interface Locals {
    ctx: RequestContext;
  }
}

/** Resolves the session cookie once per request into `res.locals.ctx`, shared by REST and GraphQL. */
export function requestContext(services: Services): RequestHandler {
  const secure = secureCookies(services.config.publicUrl);
  const cookieName = sessionCookieName(secure);
  return async (req: Request, res: Response, next: NextFunction) => {
    const request = currentRequest();
    if (request) request.reachedServices = true;
    try {
      const cookies = cookieJar(res, secure);
      const token = readCookie(req, cookieName);
      const resolved = token ? await services.sessions.resolve(token) : null;
      if (token && !resolved) cookies.clear();
      res.locals.ctx = {
        ip: oneSpelling(req.ip ?? req.socket.remoteAddress),
        userAgent: req.get('user-agent') ?? null,
        session: resolved?.session ?? null,
        user: resolved?.user ?? null,
        cookies,
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}
