import {
  type DocumentNode,
  type ExecutionArgs,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type ValidationRule,
  getOperationAST,
  getVariableValues,
  parse,
  validate,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { QUERY_LIMITS } from './graphql-limits';

/**
 * The codes Apollo gives the same mistakes over HTTP (see @apollo/server's internalErrorClasses),
 * so a client sees one code for one mistake on either transport; a coded error is a client error
 * and is answered without being logged (formatGraphQLError).
 */
export type ClientErrorCode =
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'OPERATION_RESOLUTION_FAILURE'
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'RATE_LIMITED';

export const SUBSCRIPTIONS_OVER_WS = 'Subscriptions are accepted only over the websocket (graphql-ws on /graphql)';
export const OPERATIONS_OVER_HTTP =
  'Only subscriptions are accepted over the websocket; send queries and mutations over HTTP';

export function clientError(code: ClientErrorCode, error: GraphQLError | string): GraphQLError {
  if (typeof error === 'string') return new GraphQLError(error, { extensions: { code } });
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}

/**
 * Parses, validates and resolves one graphql-ws subscribe message the way Apollo does a POST
 * (same token cap, same rules, same suggestions policy, variables coerced up front), and accepts
 * only subscriptions: queries and mutations belong on HTTP, where CSRF prevention applies.
 */
export function prepareSubscription(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  hideSuggestions: boolean,
  payload: SubscribePayload,
  contextValue: unknown,
): ExecutionArgs | GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(payload.query, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch (err) {
    return [clientError('GRAPHQL_PARSE_FAILED', err instanceof GraphQLError ? err : 'Could not parse the operation')];
  }
  let invalid: readonly GraphQLError[];
  try {
    invalid = validate(schema, document, rules, { hideSuggestions });
  } catch (err) {
    // graphql-js's SingleFieldSubscriptionsRule throws (rather than reports) on @include/@skip
    // with a variable on the root field: still the document's fault.
    if (!(err instanceof GraphQLError)) throw err;
    invalid = [err];
  }
  if (invalid.length) return invalid.map((e) => clientError('GRAPHQL_VALIDATION_FAILED', e));

  const op = getOperationAST(document, payload.operationName);
  if (!op) return [clientError('OPERATION_RESOLUTION_FAILURE', unresolvedOperation(document, payload.operationName))];
  if (op.operation !== 'subscription') {
    return [clientError('BAD_REQUEST', OPERATIONS_OVER_HTTP)];
  }
  const coerced = getVariableValues(schema, op.variableDefinitions ?? [], payload.variables ?? {}, { maxErrors: 50 });
  if (coerced.errors) return coerced.errors.map((e) => clientError('BAD_USER_INPUT', e));

  return { schema, document, operationName: payload.operationName, variableValues: payload.variables, contextValue };
}

/** graphql-js's own words for an operation it cannot pick (what Apollo answers over HTTP). */
function unresolvedOperation(document: DocumentNode, name: string | null | undefined): string {
  if (name) return `Unknown operation named "${name}".`;
  const count = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
  return count ? 'Must provide operation name if query contains multiple operations.' : 'Must provide an operation.';
}
