import type { IncomingMessage } from 'node:http';
import { type ExecutionArgs, type GraphQLError, type GraphQLSchema, getOperationAST } from 'graphql';
import { CloseCode } from 'graphql-ws';
import type { WebSocket } from 'ws';
import type { GraphQLContext } from '../graphql-context';
import { AppError } from '../lib/errors';
import type { Services } from '../services';
import { bearerFromParams } from './bearer';
import { tokenScopeError } from './graphql-token-scopes';
import { originAllowed } from './origin';
import { WS_CLOSE_TOO_MANY_CONNECTIONS } from './ws-caps';
import { clientError } from './ws-operation';

/** graphql-ws's close code for a connection_init whose API token is refused (bad, expired, revoked). */
export const WS_CLOSE_UNAUTHORIZED = 4401;

/**
 * An upgrade from one of API_CORS_ORIGINS (another site's page, not one of ours): accepted, but only
 * with an API token in connection_init; that page's cookies are never read.
 */
export function bearerOnly(req: IncomingMessage, allowedOrigins: string[], apiCorsOrigins: string[]): boolean {
  const origin = req.headers.origin;
  return !!origin && apiCorsOrigins.includes(origin) && !originAllowed(req, allowedOrigins, 'http');
}

export type WsCaller =
  | { kind: 'token'; token: NonNullable<GraphQLContext['token']>; user: GraphQLContext['user'] }
  | { kind: 'cookie' }
  | { kind: 'refused' };

/**
 * The connection's API token (connection_init `{ authorization: "Bearer …" }`), which decides
 * alone as on HTTP: refused with close 4401 when bad, expired or revoked (4429 past its rate);
 * `cookie` when there is none (and the page may use its session).
 */
export async function wsBearer(
  services: Services,
  socket: WebSocket,
  request: IncomingMessage,
  params: Readonly<Record<string, unknown>> | undefined,
): Promise<WsCaller> {
  const { config } = services;
  const bearer = bearerFromParams(params);
  if (bearer === null) {
    if (!bearerOnly(request, config.allowedOrigins, config.apiCorsOrigins)) return { kind: 'cookie' };
    socket.close(CloseCode.Forbidden, 'Connections from other sites need an API token');
    return { kind: 'refused' };
  }
  try {
    const { token, user } = await services.apiTokens.authenticate(bearer);
    return { kind: 'token', token, user };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    socket.close(err.code === 'UNAUTHENTICATED' ? WS_CLOSE_UNAUTHORIZED : WS_CLOSE_TOO_MANY_CONNECTIONS, err.message);
    return { kind: 'refused' };
  }
}

/** A bearer connection's subscribe: its token's scopes, before anything runs. */
export function scopedSubscribe(
  schema: GraphQLSchema,
  prepared: ExecutionArgs | GraphQLError[],
  ctx: GraphQLContext | undefined,
): ExecutionArgs | GraphQLError[] {
  if (Array.isArray(prepared) || !ctx?.token) return prepared;
  const op = getOperationAST(prepared.document, prepared.operationName);
  const refused = op ? tokenScopeError(schema, prepared.document, op, ctx) : null;
  return refused ? [refused] : prepared;
}

/** One call of the token against its rate: null when it may go on, else the error to answer. */
export async function countTokenCall(
  services: Services,
  token: NonNullable<GraphQLContext['token']>,
): Promise<GraphQLError[] | null> {
  try {
    await services.apiTokens.countCall(token);
    return null;
  } catch (err) {
    if (err instanceof AppError) return [clientError('RATE_LIMITED', err.message)];
    throw err;
  }
}
