import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { RequestContext } from '../core/request-context';
import type { TokenRate } from '../modules/tokens';
import { AppError } from '../lib/errors';
import { currentRequest } from '../lib/request-scope';
import type { Services } from '../services';
import { cookieJar, noCookies, readCookie, secureCookies, sessionCookieName } from './cookies';
import { oneSpelling } from './client-address';
import { bearerChallenge, bearerSecret } from './bearer';
import { sendGraphQLError } from './graphql-errors';

declare module 'express-serve-static-core' {
  interface Locals {
    ctx: RequestContext;
  }
}

/**
 * Resolves the caller once per request into `res.locals.ctx`, shared by REST and GraphQL: an API
 * token (`Authorization: Bearer`, which then decides alone: a session cookie riding along is
 * ignored, never cleared or set), else the session cookie.
 */
export function requestContext(services: Services): RequestHandler {
  const secure = secureCookies(services.config.publicUrl);
  const cookieName = sessionCookieName(secure);
  return async (req: Request, res: Response, next: NextFunction) => {
    // Already resolved: a bearer call, by bearerContext before the body was read.
    if (res.locals.ctx) return next();
    const request = currentRequest();
    if (request) request.reachedServices = true;
    const ip = oneSpelling(req.ip ?? req.socket.remoteAddress);
    const userAgent = req.get('user-agent') ?? null;
    try {
      const bearer = bearerSecret(req);
      if (bearer !== null) {
        const { token, user, rate } = await services.apiTokens.authenticate(bearer);
        rateHeaders(res, rate);
        res.locals.ctx = { ip, userAgent, session: null, user, cookies: noCookies, token };
        return next();
      }
      const cookies = cookieJar(res, secure);
      const token = readCookie(req, cookieName);
      const resolved = token ? await services.sessions.resolve(token) : null;
      if (token && !resolved) cookies.clear();
      res.locals.ctx = { ip, userAgent, session: resolved?.session ?? null, user: resolved?.user ?? null, cookies };
      next();
    } catch (err) {
      // Past the token's rate: its window's headers too, with nothing left.
      if (err instanceof AppError && err.code === 'RATE_LIMITED' && bearerSecret(req) !== null)
        rateHeaders(res, {
          limit: services.config.apiTokenRatePerMinute,
          remaining: 0,
          resetSeconds: err.retryAfterSeconds ?? 60,
        });
      // /graphql answers in GraphQL's shape; /api/v1's error handler answers the REST one.
      if (req.baseUrl === '/graphql' && err instanceof AppError) return graphqlRefusal(req, res, err);
      next(err);
    }
  };
}

/**
 * The bearer caller alone, first on /api/v1 and /graphql: a bad, expired or revoked token is
 * refused (401), and a good one counted, before the body is read, so no body error (415, 400, 413)
 * answers a caller who is nobody. Calls without a Bearer header go on: requestContext resolves
 * their session after the CSRF checks.
 */
export function bearerContext(services: Services): RequestHandler {
  const context = requestContext(services);
  return (req, res, next) => (bearerSecret(req) === null ? next() : context(req, res, next));
}

/** A bearer call refused before GraphQL runs (401 bad token, 429, 503), as Apollo would shape it. */
function graphqlRefusal(req: Request, res: Response, err: AppError): void {
  const extensions: Record<string, unknown> = { code: err.code };
  if (err.retryAfterSeconds !== undefined) {
    extensions.retryAfterSeconds = err.retryAfterSeconds;
    res.setHeader('Retry-After', String(err.retryAfterSeconds));
  }
  if (err.httpStatus === 401) res.setHeader('WWW-Authenticate', bearerChallenge(req));
  sendGraphQLError(res, err.httpStatus, err.message, extensions);
}

/** The token's own rate on every answer to a token call (the IETF draft's RateLimit-* fields). */
function rateHeaders(res: Response, rate: TokenRate): void {
  res.setHeader('RateLimit-Limit', String(rate.limit));
  res.setHeader('RateLimit-Remaining', String(rate.remaining));
  res.setHeader('RateLimit-Reset', String(rate.resetSeconds));
}
