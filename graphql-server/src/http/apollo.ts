import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError } from '../lib/errors';
import { mapDatabaseError } from '../db/db-errors';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../graphql-context';
import type { Services } from '../services';
import { formatGraphQLError } from './graphql-errors';
import { QUERY_LIMITS, limitRules } from './graphql-limits';
import { SUBSCRIPTIONS_OVER_WS } from './ws-operation';
import { observeGraphQL } from './graphql-observe';
import { tokenScopes } from './graphql-token-scopes';
import { getCacheControl } from './graphql-get';
import { PersistedQueryStore, loadPersistedDocuments, persistedDocumentsFile } from './persisted-documents';

/**
 * A backing service that is down (Redis behind the throttles) or full (the password-hashing
 * queue) answers 503, as on REST, with its Retry-After when it has one.
 */
const unavailableStatus: ApolloServerPlugin<GraphQLContext> = {
  // Apollo's hooks answer promises; these have nothing to wait for.
  requestDidStart() {
    return Promise.resolve({
      didEncounterErrors({ errors, response }) {
        const down = errors
          .map((e) => mapDatabaseError(unwrapResolverError(e)))
          .find((original): original is AppError => original instanceof AppError && original.httpStatus === 503);
        if (down) {
          response.http.status = 503;
          if (down.retryAfterSeconds !== undefined)
            response.http.headers.set('retry-after', String(down.retryAfterSeconds));
        }
        return Promise.resolve();
      },
    });
  },
};

/**
 * A subscription sent over HTTP is a client mistake (they run over graphql-ws on the same path):
 * refused as a bad request before anything runs, as the websocket refuses queries and mutations.
 */
const subscriptionsOverWs: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart() {
    return Promise.resolve({
      didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return Promise.resolve();
        return Promise.reject(
          new GraphQLError(SUBSCRIPTIONS_OVER_WS, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } }),
        );
      },
    });
  },
};

/** Apollo Server with the limits of docs/product.md#limits; the IDE is our bundled GraphiQL, not a landing page. */
export async function createApollo(services: Services, schema: GraphQLSchema) {
  const { config, logger } = services;
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // A bearer call (API token) needs no CSRF header: Authorization itself forces a browser's preflight.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    allowBatchedHttpRequests: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    validationRules: limitRules,
    // APQ: the web app's manifest answers its hashes (GET included) from the start; other apps
    // register theirs by sending a hash with its text once (http/persisted-documents.ts).
    persistedQueries: {
      cache: new PersistedQueryStore(loadPersistedDocuments(persistedDocumentsFile(config.webDist), logger)),
    },
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    formatError: formatGraphQLError(config.isProduction, logger),
    logger: { debug() {}, info() {}, warn: (m) => logger.warn(String(m)), error: (m) => logger.error(String(m)) },
    // One stop path: main.ts handles SIGINT/SIGTERM. Apollo's own handler (installed unless
    // NODE_ENV=test) would stop the server behind main's back and re-send the signal.
    stopOnTerminationSignals: false,
    plugins: [
      unavailableStatus,
      subscriptionsOverWs,
      tokenScopes(schema),
      observeGraphQL(services.metrics),
      getCacheControl(config.publicCacheTtlSeconds),
      ApolloServerPluginLandingPageDisabled(),
      // No field sets cache hints, and the plugin wraps every field's resolver to collect them:
      // measurable on a 20-product page (profiled). Public answers are cached whole
      // by http/public-cache.ts instead.
      ApolloServerPluginCacheControlDisabled(),
      // No drain plugin: the app's stop drains the HTTP server itself, and waits for the work of
      // requests whose client went away too (http/drain.ts), before it stops Apollo.
    ],
  });
  await apollo.start();

  const middleware = expressMiddleware(apollo, {
    context: ({ res }) => Promise.resolve<GraphQLContext>(Object.assign(res.locals.ctx, { services })),
  });
  // Apollo wants req.body set; for bodies express.json() skipped (text/plain, forms) its CSRF check
  // then refuses the request with 400 instead of a 500 about a missing body parser.
  const handler: RequestHandler = (req, res, next) => {
    if (!('body' in req)) (req as { body?: unknown }).body = undefined;
    // What Apollo's cache-control plugin (disabled above) said of every answer without hints; a
    // GET answer's comes from graphqlGet and getCacheControl (graphql-get.ts).
    if (req.method !== 'GET') res.setHeader('Cache-Control', 'no-store');
    return middleware(req, res, next);
  };
  return { apollo, handler };
}
