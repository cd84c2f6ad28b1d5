import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, MESSAGES } from '../lib/errors';
import type { Logger } from '../lib/logger';

/**
 * Shapes every GraphQL error: our AppErrors carry `code`, `fields` and `retryAfterSeconds` in
 * extensions; GraphQL's own (syntax, validation) keep their code; anything else is logged and, in
 * production, answered without detail.
 */
export function formatGraphQLError(isProduction: boolean, logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = { message: formatted.message, ...(formatted.locations ? { locations: formatted.locations } : {}), ...(formatted.path ? { path: formatted.path } : {}) };
    if (original instanceof AppError) {
      const extensions: Record<string, unknown> = { code: original.code };
      if (original.fields) extensions.fields = original.fields;
      if (original.retryAfterSeconds !== undefined) extensions.retryAfterSeconds = original.retryAfterSeconds;
      return { ...base, message: original.message, extensions };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      return { ...base, extensions: { code } };
    }
    logger.error(`graphql error: ${(original as Error)?.stack ?? formatted.message}`);
    return { ...base, message: isProduction ? MESSAGES.internal : formatted.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
