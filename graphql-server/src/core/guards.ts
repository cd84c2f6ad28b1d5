import { AppError, MESSAGES } from '../lib/errors';
import { type Member, type Rule, can } from './permissions';
import type { ContextUser, RequestContext } from './request-context';

export function requireUser(ctx: RequestContext): ContextUser {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', MESSAGES.signIn);
  return ctx.user;
}

export function requireVerified(ctx: RequestContext): ContextUser {
  const user = requireUser(ctx);
  if (!user.isVerified) throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.verifyEmail);
  return user;
}

/** A verified caller whom `allowed` (a rule of permissions.ts, e.g. `can.moderate`) lets through. */
export function requirePermission(ctx: RequestContext, allowed: Rule<Member, []>): ContextUser {
  const user = requireVerified(ctx);
  if (!allowed(user)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  return user;
}

/**
 * The account a payload's `id` names: the caller's own unless the caller is an admin. Returns
 * null when the payload names the caller (or nobody).
 */
export function otherTargetId(ctx: RequestContext, id: string | null | undefined): string | null {
  const user = requireVerified(ctx);
  if (id === undefined || id === null || id === '' || id === user.id) return null;
  if (!can.actOnAccount(user, id)) throw new AppError('FORBIDDEN', MESSAGES.forbiddenOther);
  return id;
}
