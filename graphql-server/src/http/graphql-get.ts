import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { GraphQLContext } from '../graphql-context';
import { GraphQLKeys, carriesCredentials } from './public-cache-keys';
import { PRIVATE_ANSWER } from './private-answers';

/**
 * GraphQL over GET (`GET /graphql?extensions={"persistedQuery":{"version":1,"sha256Hash":"…"}}&variables=…`),
 * the way the web app asks for its public pages so that a CDN or the browser may keep them.
 * Apollo Server answers only queries over GET (a mutation is refused with 405 before it runs).
 */

/**
 * What every GET answer says when it is not a public list: nobody may keep it. `max-age=0` was not
 * enough: a browser still stored the answer, and `fetch(..., { cache: 'force-cache' })` after a
 * sign-out replayed the previous user's notifications. The REST bridge says the same.
 */
export const PRIVATE_GET = PRIVATE_ANSWER;

/** Whether a GET asks by hash alone (APQ), with no query text. */
function hashOnly(query: Record<string, unknown>): boolean {
  if (query.query !== undefined || typeof query.extensions !== 'string') return false;
  try {
    const extensions: unknown = JSON.parse(query.extensions);
    const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | null)?.persistedQuery;
    return typeof persisted?.sha256Hash === 'string';
  } catch {
    return false;
  }
}

/**
 * Before Apollo on GET /graphql. A GET by hash alone may run only a document the server already
 * knows (the web app's manifest, or a query an app registered with its text), only as a query,
 * and reads change nothing: so it needs none of the headers Apollo's CSRF prevention asks of a
 * GET, which a CDN or a plain link cannot send. A GET with a query text keeps that rule.
 */
export const graphqlGet: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET') return next();
  res.setHeader('Cache-Control', PRIVATE_GET);
  if (hashOnly(req.query)) req.headers['apollo-require-preflight'] = 'persisted-query';
  next();
};

/**
 * The Cache-Control of a GET answer: `public, max-age=<PUBLIC_CACHE_TTL_SECONDS>` for a clean
 * answer to an anonymous caller (no session cookie, no Authorization) that reads only the public
 * product lists (the public cache's own verdict, public-cache-keys.ts), so the browser and a CDN
 * keep it as long as the server's own cache would; `private, no-store` for anything else (a session,
 * a token, a product page, an error).
 * POST answers keep `no-store`.
 */
export function getCacheControl(publicTtlSeconds: number): ApolloServerPlugin<GraphQLContext> {
  const keys = new GraphQLKeys();
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ request, response, source, errors }) {
          const { http } = request;
          if (http?.method !== 'GET') return Promise.resolve();
          const anonymous = !carriesCredentials(http.headers.get('cookie'), http.headers.get('authorization'));
          const clean = !errors?.length && (response.http.status ?? 200) === 200;
          const body = { query: source, operationName: request.operationName, variables: request.variables };
          const isPublic = anonymous && clean && source !== undefined && keys.keyOf(body, '') !== null;
          response.http.headers.set('cache-control', isPublic ? `public, max-age=${publicTtlSeconds}` : PRIVATE_GET);
          if (isPublic) response.http.headers.set('vary', 'Accept, Cookie, Authorization');
          return Promise.resolve();
        },
      });
    },
  };
}
