import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GraphQLContext } from '../graphql-context';
import { AppError } from '../lib/errors';
import type { RequestContext } from '../core/request-context';
import { SCOPE_EXTENSION } from '../core/require-scope';
import { checkScope } from '../core/scope-check';
import { type DeclaredScope, SESSION_ONLY } from '../core/scopes';

/**
 * A bearer call's scopes against every root field of its operation, before anything runs (no
 * argument validated, no row read): the first field outside them refuses the whole operation with
 * FORBIDDEN and `extensions.requiredScope`. Each field's scope is what its resolver declared with
 * @RequireScope / @SessionOnly (core/require-scope.ts); a field without one is refused to
 * tokens (fail closed; test/tokens.declared.test.ts keeps every field declared).
 */
export function tokenScopeError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  ctx: Pick<RequestContext, 'token'>,
): GraphQLError | null {
  if (!ctx.token) return null;
  const root = schema.getRootType(operation.operation);
  if (!root) return null;
  const fields = root.getFields();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  for (const name of rootFieldNames(operation.selectionSet, fragments, new Set())) {
    if (name.startsWith('__')) continue; // __typename, introspection: no data
    const declared = fields[name]?.extensions?.[SCOPE_EXTENSION] as DeclaredScope | undefined;
    try {
      checkScope(ctx, declared ?? SESSION_ONLY);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return new GraphQLError(err.message, {
        originalError: err,
        extensions: { code: err.code, ...err.details, http: { status: err.httpStatus } },
      });
    }
  }
  return null;
}

function rootFieldNames(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): string[] {
  const names: string[] = [];
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) names.push(s.name.value);
    else if (s.kind === Kind.INLINE_FRAGMENT) names.push(...rootFieldNames(s.selectionSet, fragments, seen));
    else if (!seen.has(s.name.value)) {
      seen.add(s.name.value);
      const fragment = fragments.get(s.name.value);
      if (fragment) names.push(...rootFieldNames(fragment.selectionSet, fragments, seen));
    }
  }
  return names;
}

/** Apollo's side: refused once the operation is resolved, before execution. */
export function tokenScopes(schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ document, operation, contextValue }) {
          const error = operation ? tokenScopeError(schema, document, operation, contextValue) : null;
          return error ? Promise.reject(error) : Promise.resolve();
        },
      });
    },
  };
}
