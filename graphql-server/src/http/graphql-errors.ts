import { unwrapResolverError } from '@apollo/server/errors';
import type { Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { mapDatabaseError } from '../db/db-errors';
import { AppError, MESSAGES } from '../lib/errors';
import type { Logger } from '../lib/logger';

/**
 * Shapes every GraphQL error: our AppErrors carry `code`, `fields` and `retryAfterSeconds` in
 * extensions; GraphQL's own (syntax, validation) keep their code and are not logged (client
 * mistakes); anything else is logged with its stack and answered without detail, in every mode.
 */
export function formatGraphQLError(isProduction: boolean, logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // Our refusals before execution (a token's scope, graphql-token-scopes.ts) carry their AppError too.
    const inner = unwrapResolverError(error);
    const app = inner instanceof GraphQLError && inner.originalError instanceof AppError ? inner.originalError : inner;
    const original = mapDatabaseError(app, logger);
    const base = {
      message: formatted.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
    };
    if (original instanceof AppError) {
      const extensions: Record<string, unknown> = { code: original.code };
      if (original.fields) extensions.fields = original.fields;
      if (original.retryAfterSeconds !== undefined) extensions.retryAfterSeconds = original.retryAfterSeconds;
      Object.assign(extensions, original.details);
      return { ...base, message: original.message, extensions };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      return { ...base, extensions: { code } };
    }
    logger.error(`graphql error: ${(original as Error)?.stack ?? formatted.message}`);
    // Never the internal text, in any mode: it can name tables, hosts or Redis state. The log has it.
    return { ...base, message: MESSAGES.internal, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** A refusal before Apollo runs (a bad token, a wrong persisted query), in the shape Apollo answers. */
export function sendGraphQLError(res: Response, status: number, message: string, extensions: Record<string, unknown>) {
  res.status(status).json({ errors: [{ message, extensions }] });
}
