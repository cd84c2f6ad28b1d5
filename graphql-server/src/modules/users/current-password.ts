import { badInput } from '../../lib/errors';
import type { Limits } from '../../core/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import { throttleKey } from '../../core/throttle-keys';
import type { PasswordHasher } from './passwords';
import type { RequestContext } from '../../core/request-context';
import type { UserEntity } from './user.entity';

/** What every call that asks again for the signed-in user's password answers (profile, API tokens). */
export const CURRENT_PASSWORD_MESSAGES = {
  missing: 'Enter your current password to change your email or password.',
  wrong: 'Your current password is incorrect.',
} as const;

export interface CurrentPasswordDeps {
  limiter: RateLimiter;
  limits: Limits;
  passwords: PasswordHasher;
}

/**
 * The current password of a signed-in user, re-checked before a sensitive step. Wrong ones count
 * on the same per-account counter as failed logins, so a session gives no extra guesses; the try
 * is counted before the comparison, so parallel guesses cannot slip past the limit.
 */
export async function assertCurrentPassword(
  deps: CurrentPasswordDeps,
  ctx: RequestContext,
  user: UserEntity,
  password: string,
): Promise<void> {
  const { limiter, limits, passwords } = deps;
  // The login throttle's counter for this account (AuthService.login).
  const key = throttleKey.loginAccount(user.collegeIdKey);
  await limiter.reserve(key, limits.loginFailuresPerAccount, { slide: true });
  let ok: boolean;
  try {
    ok = password.length <= 1024 && (await passwords.verify(password, user.passwordHash, ctx.ip));
  } catch (err) {
    // No password was compared (the hashing queue refused it): not a failure.
    await limiter.release(key).catch(() => {});
    throw err;
  }
  if (!ok) throw badInput({ currentPassword: CURRENT_PASSWORD_MESSAGES.wrong });
  // As at login: the right password ends the account's failures in a row.
  await limiter.reset(key);
}
