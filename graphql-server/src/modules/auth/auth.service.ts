import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../db/db-errors';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { keyedHash, randomToken } from '../../lib/crypto';
import { AppError, MESSAGES, badInput, formatWait, rateLimited } from '../../lib/errors';
import type { Limits } from '../../lib/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestContext } from '../../lib/request-context';
import { uuidv7 } from '../../lib/uuid';
import { throttleKey } from '../../lib/throttle-keys';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedMail, resetMail } from '../../mail/templates';
import type { RosterService } from '../roster/roster.service';
import type { UserView } from '../users/privacy';
import { UserEntity } from '../users/user.entity';
import { newUserRow } from '../users/new-user';
import { USER_MESSAGES, type UsersService } from '../users/users.service';
import {
  FieldChecks,
  checkPassword,
  collegeIdKey,
  emailKey,
  normalizeCollegeId,
  normalizeEmail,
  normalizeName,
} from '../users/validation';
import { requireUser } from './guards';
import type { PasswordHasher } from './passwords';
import { ResetTokenEntity } from './reset-token.entity';
import type { SessionsService } from './sessions.service';
import type { VerificationService } from './verification.service';

export const AUTH_MESSAGES = {
  registered: 'Please check your email for OTP',
  loggedIn: 'Successfully Logged in',
  loggedOut: 'Successfully logged out',
  verified: 'Your account has been successfully verified!',
  alreadyVerified: 'Your email is already verified',
  resent: 'A new verification code has been sent to your email.',
  forgot: 'If an account uses that email, a reset link is on its way.',
  reset: 'Password reset successfully',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  authenticated: 'Authenticated',
} as const;

export interface RegisterInput {
  collegeId: string;
  name: string;
  email: string;
  password: string;
}
export interface LoginInput {
  collegeId: string;
  password: string;
}
export interface VerifyEmailInput {
  code: string;
  collegeId?: string | null;
  email?: string | null;
}
export interface ResendInput {
  collegeId?: string | null;
  email?: string | null;
}

/** The account a verify/resend call names, normalised. */
interface NamedSubject {
  collegeId?: string;
  email?: string;
}

export interface AuthResult {
  message: string;
  user: UserView;
}

/** Sign-up, sign-in, verification and password reset: every rule of docs/product.md#accounts for them. */
export class AuthService {
  private readonly resetTokens: Repository<ResetTokenEntity>;
  private readonly usersRepo: Repository<UserEntity>;

  constructor(
    ds: DataSource,
    private readonly deps: {
      secret: string;
      publicUrl: string;
      adminCollegeIds: string[];
      allowedEmailDomains: string[];
      limits: Limits;
      clock: Clock;
      limiter: RateLimiter;
      passwords: PasswordHasher;
      sessions: SessionsService;
      verification: VerificationService;
      users: UsersService;
      roster: RosterService;
      mailer: Mailer;
      background: BackgroundTasks;
    },
  ) {
    this.resetTokens = ds.getRepository(ResetTokenEntity);
    this.usersRepo = ds.getRepository(UserEntity);
  }

  /** Replaces the request's session (if any) with a new one for `user` and sets the cookie. */
  private async startSession(ctx: RequestContext, user: UserEntity): Promise<void> {
    if (ctx.session) await this.deps.sessions.destroy(ctx.session.id);
    const { token, session } = await this.deps.sessions.create(user.id, ctx);
    ctx.cookies.set(token, session.expiresAt);
    ctx.session = session;
    ctx.user = user;
  }

  me(ctx: RequestContext): UserView | null {
    return ctx.user ? this.deps.users.view(ctx.user, ctx.user) : null;
  }

  /** The REST session check: the user, or 401. */
  check(ctx: RequestContext): AuthResult {
    const user = requireUser(ctx);
    return { message: AUTH_MESSAGES.authenticated, user: this.deps.users.view(user, user) };
  }

  async register(ctx: RequestContext, input: RegisterInput): Promise<AuthResult> {
    const { limits, limiter } = this.deps;
    await limiter.consume(throttleKey.registerIp(ctx.ip), limits.registerPerIp);

    const checks = new FieldChecks();
    const collegeId = checks.check('collegeId', () => normalizeCollegeId(input?.collegeId));
    const rostered = collegeId ? await this.deps.roster.entryOf(collegeId) : null;
    // The roster's name wins over whatever the form sent.
    const name = rostered?.name ?? checks.check('name', () => normalizeName(input?.name));
    const email = checks.check('email', () => normalizeEmail(input?.email, this.deps.allowedEmailDomains));
    if (email) checks.check('email', () => this.deps.roster.assertEmailMatches(rostered, email));
    const password = checks.check('password', () => checkPassword(input?.password));
    checks.done();

    const cidKey = collegeIdKey(collegeId as string);
    const mailKey = emailKey(email as string);
    await this.assertFree(cidKey, mailKey);

    const now = this.deps.clock.now();
    const user = this.usersRepo.create(
      newUserRow(
        {
          collegeId: collegeId as string,
          name: name as string,
          email: email as string,
          passwordHash: await this.deps.passwords.hash(password as string, ctx.ip),
          role: this.deps.adminCollegeIds.some((id) => collegeIdKey(id) === cidKey) ? 'admin' : 'user',
          isVerified: false,
        },
        now,
      ),
    );
    try {
      await this.usersRepo.insert(user);
    } catch (err) {
      if (isUniqueViolation(err)) await this.assertFree(cidKey, mailKey);
      throw err;
    }
    await this.startSession(ctx, user);
    try {
      await this.deps.verification.issue(user, { ignoreCooldown: true });
    } catch {
      // The account exists; the verify page's automatic send (or Resend) tries the mail again.
    }
    return { message: AUTH_MESSAGES.registered, user: this.deps.users.view(user, user) };
  }

  private async assertFree(cidKey: string, mailKey: string): Promise<void> {
    const [byId, byEmail] = await Promise.all([
      this.usersRepo.existsBy({ collegeIdKey: cidKey }),
      this.usersRepo.existsBy({ emailKey: mailKey }),
    ]);
    const fields: Record<string, string> = {};
    if (byId) fields.collegeId = USER_MESSAGES.collegeIdTaken;
    if (byEmail) fields.email = USER_MESSAGES.emailTaken;
    if (byId || byEmail) throw new AppError('CONFLICT', fields.collegeId ?? fields.email, { fields });
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
    await this.startSession(ctx, user);

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

  /**
   * The account whose code is checked or resent: the one a `collegeId`/`email` names, else the
   * session's. Never found from the code itself.
   */
  private async subject(ctx: RequestContext, named: NamedSubject | null) {
    if (named?.collegeId) return { named: true, user: await this.deps.users.findByCollegeId(named.collegeId) };
    if (named?.email) return { named: true, user: await this.deps.users.findByEmail(named.email) };
    return { named: false, user: requireUser(ctx) };
  }

  /**
   * The normalised `collegeId` or `email` a verify/resend call names (400 when malformed), or null
   * when it names none. Checked before any counter, like login.
   */
  private namedSubject(input: { collegeId?: unknown; email?: unknown } | null | undefined): NamedSubject | null {
    const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());
    const checks = new FieldChecks();
    if (!blank(input?.collegeId)) {
      const collegeId = checks.check('collegeId', () => normalizeCollegeId(input?.collegeId));
      checks.done();
      return { collegeId: collegeId as string };
    }
    if (!blank(input?.email)) {
      const email = checks.check('email', () => normalizeEmail(input?.email, []));
      checks.done();
      return { email: email as string };
    }
    return null;
  }

  async verifyEmail(ctx: RequestContext, input: VerifyEmailInput): Promise<AuthResult> {
    const code = typeof input?.code === 'string' ? input.code.trim() : '';
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) throw badInput({ code: 'Enter the 6-digit code from the email' });
    const named = this.namedSubject(input);
    await this.deps.limiter.consume(throttleKey.verifyIp(ctx.ip), this.deps.limits.verifyPerIp);
    const { user } = await this.subject(ctx, named);
    // An unknown account answers like a wrong code: the form does not reveal who has one.
    if (!user) throw badInput({ code: 'Incorrect code. Check the latest email and try again.' });
    if (user.isVerified) throw badInput({ code: AUTH_MESSAGES.alreadyVerified });

    await this.deps.verification.verify(user, code);
    const now = this.deps.clock.now();
    await this.usersRepo.update({ id: user.id }, { isVerified: true, updatedAt: now });
    user.isVerified = true;
    if (ctx.session?.userId === user.id && ctx.user) ctx.user.isVerified = true;
    else await this.startSession(ctx, user);
    await this.deps.users.publishMe(user.id);
    return { message: AUTH_MESSAGES.verified, user: this.deps.users.view(user, user) };
  }

  async resendVerification(ctx: RequestContext, input: ResendInput | null | undefined) {
    const subject = this.namedSubject(input);
    await this.deps.limiter.consume(throttleKey.resendIp(ctx.ip), this.deps.limits.resendPerIp);
    const { named, user } = await this.subject(ctx, subject);
    const cooldown = Math.ceil(this.deps.limits.resendCooldownMs / 1000);
    if (!user || (named && user.isVerified)) {
      // Named accounts that do not exist or need no code get the same answer as real ones.
      return { message: AUTH_MESSAGES.resent, retryAfterSeconds: cooldown };
    }
    if (user.isVerified) throw badInput({ code: AUTH_MESSAGES.alreadyVerified }, AUTH_MESSAGES.alreadyVerified);
    // The account's cooldown lives in its email_codes row, read and then written by issue(); parallel
    // resends could all read "free" and each send a code. One atomic reservation per cooldown lets
    // exactly one through; it is given back when no code went out, so issue() has the last word.
    const sendKey = throttleKey.resendAccount(user.id);
    try {
      await this.deps.limiter.reserve(sendKey, { limit: 1, windowMs: this.deps.limits.resendCooldownMs });
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'RATE_LIMITED') throw err;
      const wait = err.retryAfterSeconds ?? cooldown;
      throw rateLimited(wait, `Please wait ${formatWait(wait)} before requesting another code.`);
    }
    try {
      const retryAfterSeconds = await this.deps.verification.issue(user);
      return { message: AUTH_MESSAGES.resent, retryAfterSeconds };
    } catch (err) {
      await this.deps.limiter.release(sendKey).catch(() => {});
      throw err;
    }
  }

  /**
   * Same answer, at once, whether or not the email has an account: the lookup, the token and the
   * mail all happen after the answer.
   */
  async forgotPassword(ctx: RequestContext, input: { email: string }): Promise<{ message: string }> {
    const checks = new FieldChecks();
    const email = checks.check('email', () => normalizeEmail(input?.email, []));
    checks.done();
    const key = emailKey(email as string);
    await this.deps.limiter.consume(throttleKey.forgotIp(ctx.ip), this.deps.limits.forgotPerIp);
    await this.deps.limiter.consume(throttleKey.forgotEmail(key), this.deps.limits.forgotPerEmail);
    this.deps.background.run('password reset mail', () => this.sendResetLink(key));
    return { message: AUTH_MESSAGES.forgot };
  }

  private async sendResetLink(mailKey: string): Promise<void> {
    const user = await this.usersRepo.findOneBy({ emailKey: mailKey });
    if (!user) return;
    const now = this.deps.clock.now();
    const token = randomToken();
    // One live link per account: a new request replaces the old link.
    await this.resetTokens.delete({ userId: user.id });
    await this.resetTokens.insert({
      id: uuidv7(now.getTime()),
      tokenHash: keyedHash(this.deps.secret, 'reset', token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.deps.limits.resetTokenTtlMs),
    });
    const link = `${this.deps.publicUrl}/reset-password/${token}`;
    await this.deps.mailer.send(
      resetMail(user.email, user.name, link, Math.round(this.deps.limits.resetTokenTtlMs / 60_000)),
    );
  }

  /** Sets the new password, uses the link up, ends every session of the account and tells the user. */
  async resetPassword(ctx: RequestContext, input: { token: string; password: string }): Promise<{ message: string }> {
    await this.deps.limiter.consume(throttleKey.resetIp(ctx.ip), this.deps.limits.resetPerIp);
    const token = typeof input?.token === 'string' ? input.token.trim() : '';
    const invalid = () => badInput({ token: AUTH_MESSAGES.resetInvalid }, AUTH_MESSAGES.resetInvalid);
    const checks = new FieldChecks();
    const password = checks.check('password', () => checkPassword(input?.password));
    checks.done();
    if (!token || token.length > 100) throw invalid();

    const row = await this.resetTokens.findOneBy({ tokenHash: keyedHash(this.deps.secret, 'reset', token) });
    if (!row) throw invalid();
    if (row.expiresAt.getTime() <= this.deps.clock.now().getTime()) {
      await this.resetTokens.delete({ id: row.id });
      throw invalid();
    }
    // Hashed before the link is used up: a refusal of the hashing queue (503, 429) leaves the link working.
    const passwordHash = await this.deps.passwords.hash(password as string, ctx.ip);
    // Deleting the row is the single use: of two concurrent resets only one deletes it.
    const used = await this.resetTokens.delete({ id: row.id });
    if (!used.affected) throw invalid();
    const user = await this.usersRepo.findOneBy({ id: row.userId });
    if (!user) throw invalid();

    // A reset may follow a takeover: an email change the intruder started is dropped with the sessions.
    await this.usersRepo.update(
      { id: user.id },
      { passwordHash, pendingEmail: null, pendingEmailKey: null, updatedAt: this.deps.clock.now() },
    );
    await this.resetTokens.delete({ userId: user.id });
    await this.deps.sessions.destroyAllForUser(user.id);
    if (ctx.session?.userId === user.id) {
      ctx.cookies.clear();
      ctx.session = null;
      ctx.user = null;
    }
    await this.deps.limiter.reset(throttleKey.loginAccount(user.collegeIdKey)).catch(() => {});
    this.deps.background.run('password changed mail', () =>
      this.deps.mailer.send(passwordChangedMail(user.email, user.name, this.deps.publicUrl)),
    );
    return { message: AUTH_MESSAGES.reset };
  }
}
