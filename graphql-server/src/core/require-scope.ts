import type { Request, RequestHandler } from 'express';
import { Extensions } from 'type-graphql';
import { type ANY_TOKEN, type ApiScopeValue, type DeclaredScope, SESSION_ONLY } from './scopes';
import { checkScope } from './scope-check';

/**
 * Where each operation declares what a bearer token needs to call it: ONE declaration per GraphQL
 * root field or REST route, next to it. A test (test/tokens.declared.test.ts) fails when an
 * operation has none.
 *
 * GraphQL: `@RequireScope('write:products')` (or `@RequireScope(ANY_TOKEN)`, `@SessionOnly()`) on
 * the resolver method. It is stored in the field's extensions, and http/graphql-token-scopes.ts
 * checks every root field of an operation before it runs (HTTP and graphql-ws alike).
 */
export const SCOPE_EXTENSION = 'requiredScope';

export function RequireScope(scope: ApiScopeValue | typeof ANY_TOKEN): MethodDecorator {
  return Extensions({ [SCOPE_EXTENSION]: scope });
}

/** Account management: refused to every token (password, email, profile, tokens, role requests, sign-in). */
export function SessionOnly(): MethodDecorator {
  return Extensions({ [SCOPE_EXTENSION]: SESSION_ONLY });
}

/**
 * REST: `r.post('/path', scope('write:products'), handle(...))`. The check runs before the body is
 * validated or the target looked up, so a call outside the token's scopes always gets the 403.
 */
export type ScopedHandler = RequestHandler & { requiredScope: DeclaredScope };

export function scope(declared: DeclaredScope): ScopedHandler {
  const handler = (_req: Request, res: Parameters<RequestHandler>[1], next: Parameters<RequestHandler>[2]) => {
    try {
      checkScope(res.locals.ctx, declared);
      next();
    } catch (err) {
      next(err);
    }
  };
  return Object.assign(handler, { requiredScope: declared });
}
