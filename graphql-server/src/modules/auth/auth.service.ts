import type { DataSource } from 'typeorm';
import { AppError, MESSAGES } from '../../lib/errors';
import type { Limits } from '../../core/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestContext } from '../../core/request-context';
import { throttleKey } from '../../core/throttle-keys';
import type { UserView } from '../../core/privacy';
import {
  collegeIdKey,
  FieldChecks,
  normalizeCollegeId,
  type PasswordHasher,
  type UserEntity,
  type UsersService,
} from '../users';
import { requireUser } from '../../core/guards';
import type { SessionsService } from './sessions.service';
import type { VerificationService } from './verification.service';

export const AUTH_MESSAGES = {
  loggedIn: 'Successfully Logged in',
  loggedOut: 'Successfully logged out',
  authenticated: 'Authenticated',
} as const;

export interface LoginInput {
  collegeId: string;
  password: string;
}

export interface AuthResult {
  message: string;
  user: UserView;
}

/**
 * Signing in and out, and who is signed in (docs/product.md#accounts). Sign-up and email
 * verification: RegistrationService; forgotten passwords: PasswordResetService.
 */
export class AuthService {
  constructor(
    // The data source first, like every service; sign-in reads users through UsersService.
    _ds: DataSource,
    private readonly deps: {
      limits: Limits;
      limiter: RateLimiter;
      passwords: PasswordHasher;
      sessions: SessionsService;
      verification: VerificationService;
      users: UsersService;
    },
  ) {}

  me(ctx: RequestContext): UserView | null {
    return ctx.user ? this.deps.users.view(ctx.user, ctx.user) : null;
  }

  /** The REST session check: the user, or 401. */
  check(ctx: RequestContext): AuthResult {
    const user = requireUser(ctx);
    return { message: AUTH_MESSAGES.authenticated, user: this.deps.users.view(user, user) };
  }

  async login(ctx: RequestContext, input: LoginInput): Promise<AuthResult> {
    const checks = new FieldChecks();
    // The canonical id (NFKC, upper case, ASCII): look-alike spellings share one account and one
    // counter, and an id that cannot exist is refused here, before any counter.
    const collegeId = checks.check('collegeId', () => normalizeCollegeId(input?.collegeId));
    const password = typeof input?.password === 'string' ? input.password : '';
    if (!password) checks.add('password', 'Enter your password');
    checks.done();

    const { limiter, limits } = this.deps;
    const ipKey = throttleKey.loginIp(ctx.ip);
    const accountKey = throttleKey.loginAccount(collegeIdKey(collegeId as string));
    // Each attempt is counted as a failure BEFORE its password check (atomically, in the store), so
    // however many arrive at once, no more checks run than the limits allow. A success gives the
    // reservations back below.
    await limiter.reserve(ipKey, limits.loginFailuresPerIp);
    try {
      await limiter.reserve(accountKey, limits.loginFailuresPerAccount, { slide: true });
    } catch (err) {
      // A locked account does not also use up the address's allowance (as before: no check ran).
      await limiter.release(ipKey).catch(() => {});
      throw err;
    }

    let user: UserEntity | null;
    let ok: boolean;
    try {
      user = password.length <= 1024 ? await this.deps.users.findByCollegeId(collegeId as string) : null;
      ok = user
        ? await this.deps.passwords.verify(password, user.passwordHash, ctx.ip)
        : await this.deps.passwords.verifyDummy(password, ctx.ip);
    } catch (err) {
      // No password was checked (the hashing queue refused it, the database failed): not a failure.
      await Promise.all([limiter.release(ipKey), limiter.release(accountKey)]).catch(() => {});
      throw err;
    }
    if (!ok || !user) throw new AppError('UNAUTHENTICATED', MESSAGES.invalidCredentials);
    // The right password: not a failure for the address, and the account's failures in a row end.
    await limiter.release(ipKey);
    await limiter.reset(accountKey);
    await this.deps.sessions.start(ctx, user);

    if (!user.isVerified) {
      try {
        await this.deps.verification.issue(user);
      } catch {
        // A code sent moments ago still works; the verify page can resend.
      }
      throw new AppError('EMAIL_NOT_VERIFIED', MESSAGES.verifyEmail);
    }
    return { message: AUTH_MESSAGES.loggedIn, user: this.deps.users.view(user, user) };
  }

  /** Idempotent: without a session it still answers 200 and clears a stale cookie. */
  async logout(ctx: RequestContext): Promise<{ message: string }> {
    if (ctx.session) await this.deps.sessions.destroy(ctx.session.id);
    ctx.cookies.clear();
    ctx.session = null;
    ctx.user = null;
    return { message: AUTH_MESSAGES.loggedOut };
  }
}
