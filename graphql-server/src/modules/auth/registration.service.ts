import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../db/db-errors';
import type { Clock } from '../../lib/clock';
import { AppError, badInput, formatWait, rateLimited } from '../../lib/errors';
import type { Limits } from '../../core/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestContext } from '../../core/request-context';
import { throttleKey } from '../../core/throttle-keys';
import type { RosterService } from '../roster';
import {
  checkPassword,
  collegeIdKey,
  emailKey,
  FieldChecks,
  newUserRow,
  normalizeCollegeId,
  normalizeEmail,
  normalizeName,
  type PasswordHasher,
  USER_MESSAGES,
  UserEntity,
  type UsersService,
} from '../users';
import type { AuthResult } from './auth.service';
import { requireUser } from '../../core/guards';
import { ROLE } from '../../core/permissions';
import type { SessionsService } from './sessions.service';
import type { VerificationService } from './verification.service';

export const REGISTRATION_MESSAGES = {
  registered: 'Please check your email for OTP',
  verified: 'Your account has been successfully verified!',
  alreadyVerified: 'Your email is already verified',
  resent: 'A new verification code has been sent to your email.',
} as const;

export interface RegisterInput {
  collegeId: string;
  name: string;
  email: string;
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

/** Sign-up: the new account, then its email verified with a mailed code (docs/product.md#accounts). */
export class RegistrationService {
  private readonly usersRepo: Repository<UserEntity>;

  constructor(
    ds: DataSource,
    private readonly deps: {
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
    },
  ) {
    this.usersRepo = ds.getRepository(UserEntity);
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
          role: this.deps.adminCollegeIds.some((id) => collegeIdKey(id) === cidKey) ? ROLE.admin : ROLE.user,
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
    await this.deps.sessions.start(ctx, user);
    try {
      await this.deps.verification.issue(user, { ignoreCooldown: true });
    } catch {
      // The account exists; the verify page's automatic send (or Resend) tries the mail again.
    }
    return { message: REGISTRATION_MESSAGES.registered, user: this.deps.users.view(user, user) };
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
    if (user.isVerified) throw badInput({ code: REGISTRATION_MESSAGES.alreadyVerified });

    await this.deps.verification.verify(user, code);
    const now = this.deps.clock.now();
    await this.usersRepo.update({ id: user.id }, { isVerified: true, updatedAt: now });
    user.isVerified = true;
    if (ctx.session?.userId === user.id && ctx.user) ctx.user.isVerified = true;
    else await this.deps.sessions.start(ctx, user);
    await this.deps.users.publishMe(user.id);
    return { message: REGISTRATION_MESSAGES.verified, user: this.deps.users.view(user, user) };
  }

  async resendVerification(ctx: RequestContext, input: ResendInput | null | undefined) {
    const subject = this.namedSubject(input);
    await this.deps.limiter.consume(throttleKey.resendIp(ctx.ip), this.deps.limits.resendPerIp);
    const { named, user } = await this.subject(ctx, subject);
    const cooldown = Math.ceil(this.deps.limits.resendCooldownMs / 1000);
    if (!user || (named && user.isVerified)) {
      // Named accounts that do not exist or need no code get the same answer as real ones.
      return { message: REGISTRATION_MESSAGES.resent, retryAfterSeconds: cooldown };
    }
    if (user.isVerified)
      throw badInput({ code: REGISTRATION_MESSAGES.alreadyVerified }, REGISTRATION_MESSAGES.alreadyVerified);
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
      return { message: REGISTRATION_MESSAGES.resent, retryAfterSeconds };
    } catch (err) {
      await this.deps.limiter.release(sendKey).catch(() => {});
      throw err;
    }
  }
}
