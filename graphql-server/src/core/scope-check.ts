import { AppError } from '../lib/errors';
import type { RequestContext } from './request-context';
import { ANY_TOKEN, type DeclaredScope, SESSION_ONLY } from './scopes';

export const SESSION_ONLY_MESSAGE = 'API tokens cannot manage the account: sign in to do this';

/**
 * The one check of an operation's declared scope (GraphQL: @RequireScope, REST: scope() in the
 * route), run before its arguments are validated or its target looked up. Calls without a token
 * (sessions, signed-out visitors) pass: their rules are the services' own.
 */
export function checkScope(ctx: Pick<RequestContext, 'token'>, declared: DeclaredScope): void {
  const token = ctx.token;
  if (!token || declared === ANY_TOKEN) return;
  if (declared === SESSION_ONLY) throw new AppError('FORBIDDEN', SESSION_ONLY_MESSAGE);
  if (!token.scopes.includes(declared))
    throw new AppError('FORBIDDEN', `This token lacks the scope ${declared}`, { details: { requiredScope: declared } });
}
