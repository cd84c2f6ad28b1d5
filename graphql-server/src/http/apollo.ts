import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError } from '../lib/errors';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Server } from 'node:http';
import type { GraphQLContext } from '../graphql-context';
import type { Services } from '../services';
import { formatGraphQLError } from './graphql-errors';
import { QUERY_LIMITS, limitRules } from './graphql-limits';

/** A backing service that is down (Redis behind the throttles) answers 503, as on REST. */
const unavailableStatus: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, response }) {
        const down = errors.some((e) => {
          const original = unwrapResolverError(e);
          return original instanceof AppError && original.httpStatus === 503;
        });
        if (down) response.http.status = 503;
      },
    };
  },
};

/** Apollo Server with the limits of DESIGN §4; the IDE is our bundled GraphiQL, not a landing page. */
export async function createApollo(services: Services, schema: GraphQLSchema, httpServer: Server) {
  const { config, logger } = services;
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    validationRules: limitRules,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    formatError: formatGraphQLError(config.isProduction, logger),
    logger: { debug() {}, info() {}, warn: (m) => logger.warn(String(m)), error: (m) => logger.error(String(m)) },
    plugins: [unavailableStatus, ApolloServerPluginLandingPageDisabled(), ApolloServerPluginDrainHttpServer({ httpServer })],
  });
  await apollo.start();

  const middleware = expressMiddleware(apollo, {
    context: async ({ res }) => Object.assign(res.locals.ctx, { services }) as GraphQLContext,
  });
  // Apollo wants req.body set; for bodies express.json() skipped (text/plain, forms) its CSRF check
  // then refuses the request with 400 instead of a 500 about a missing body parser.
  const handler: RequestHandler = (req, res, next) => {
    if (!('body' in req)) (req as { body?: unknown }).body = undefined;
    return middleware(req, res, next);
  };
  return { apollo, handler };
}
