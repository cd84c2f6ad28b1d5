import type { Server } from 'node:http';
import { type ExecutionArgs, GraphQLError, type GraphQLSchema, getOperationAST, parse, specifiedRules, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { GraphQLContext } from '../graphql-context';
import type { Services } from '../services';
import { SESSION_COOKIE, noCookies, readCookie } from './cookies';
import { QUERY_LIMITS, limitRules } from './graphql-limits';
import { formatGraphQLError } from './graphql-errors';
import { originAllowed } from './origin';

/** Largest graphql-ws message accepted; a subscription document is small. */
export const WS_MAX_PAYLOAD = 16 * 1024;

/**
 * graphql-ws on the HTTP server's /graphql: the Origin is checked on upgrade, the session cookie
 * authenticates the connection, and every operation gets the same validation as over HTTP. Only
 * subscriptions are accepted (queries and mutations go over HTTP, where CSRF prevention applies).
 */
export function attachGraphQLWs(services: Services, schema: GraphQLSchema, httpServer: Server) {
  const { config, logger } = services;
  const wss = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: WS_MAX_PAYLOAD,
    verifyClient: ({ req }: { req: import('node:http').IncomingMessage }) => originAllowed(req, config.allowedOrigins, 'http'),
  });
  const format = formatGraphQLError(config.isProduction, logger);
  const rules = [...specifiedRules, ...limitRules];

  const disposable = useServer<Record<string, unknown>, { ctx?: GraphQLContext }>(
    {
      schema,
      isProd: config.isProduction,
      onConnect: async (c) => {
        const req = c.extra.request;
        const resolved = await services.sessions.resolve(readCookie(req, SESSION_COOKIE));
        const forwarded = config.trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() : '';
        c.extra.ctx = {
          services,
          ip: forwarded || req.socket.remoteAddress || 'unknown',
          userAgent: req.headers['user-agent'] ?? null,
          session: resolved?.session ?? null,
          user: resolved?.user ?? null,
          cookies: noCookies,
        };
        return true;
      },
      onSubscribe: (c, _id, payload) => {
        let document;
        try {
          document = parse(payload.query, { maxTokens: QUERY_LIMITS.maxTokens });
        } catch (err) {
          return [err instanceof GraphQLError ? err : new GraphQLError('Could not parse the operation')];
        }
        const errors = validate(schema, document, rules);
        if (errors.length) return errors;
        const op = getOperationAST(document, payload.operationName);
        if (!op) return [new GraphQLError('Name the operation to run')];
        if (op.operation !== 'subscription') {
          return [new GraphQLError('Only subscriptions are accepted over the websocket; send queries and mutations over HTTP')];
        }
        const args: ExecutionArgs = {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: c.extra.ctx,
        };
        return args;
      },
      onError: (_c, _id, _payload, errors) => errors.map((e) => format(e.toJSON(), e)),
      onNext: (_c, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => format(e.toJSON(), e)) } : undefined,
    },
    wss,
  );

  return {
    wss,
    async close() {
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
