import { AppError, MESSAGES } from '../lib/errors';
import type { RequestContext } from './request-context';
import type { UserEntity } from '../modules/users/user.entity';

export function requireUser(ctx: RequestContext): UserEntity {
  if (!ctx.user) throw new AppError('UNAUTHENTICATED', MESSAGES.signIn);
  return ctx.user;
}

export function requireVerified(ctx: RequestContext): UserEntity {
  const user = requireUser(ctx);
  if (!user.isVerified) throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.verifyEmail);
  return user;
}

export function requireRole(ctx: RequestContext, ...roles: UserEntity['role'][]): UserEntity {
  const user = requireVerified(ctx);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  return user;
}

/**
 * The account a payload's `id` names: the caller's own unless the caller is an admin. Returns
 * null when the payload names the caller (or nobody).
 */
export function otherTargetId(ctx: RequestContext, id: string | null | undefined): string | null {
  const user = requireVerified(ctx);
  if (id === undefined || id === null || id === '' || id === user.id) return null;
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.forbiddenOther);
  return id;
}
