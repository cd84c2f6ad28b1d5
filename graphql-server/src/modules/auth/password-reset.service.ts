import type { DataSource, Repository } from 'typeorm';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { keyedHash, randomToken } from '../../lib/crypto';
import { badInput } from '../../lib/errors';
import type { Limits } from '../../core/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestContext } from '../../core/request-context';
import { throttleKey } from '../../core/throttle-keys';
import { uuidv7 } from '../../lib/uuid';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedMail, resetMail } from '../../mail/templates';
import {
  checkPassword,
  emailKey,
  FieldChecks,
  normalizeEmail,
  type PasswordHasher,
  type ResetLinks,
  UserEntity,
} from '../users';
import { ResetTokenEntity } from './reset-token.entity';
import type { SessionsService } from './sessions.service';

export const RESET_MESSAGES = {
  forgot: 'If an account uses that email, a reset link is on its way.',
  reset: 'Password reset successfully',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
} as const;

/** Forgotten passwords: the mailed single-use link and the new password it sets (docs/product.md#accounts). */
export class PasswordResetService implements ResetLinks {
  private readonly resetTokens: Repository<ResetTokenEntity>;
  private readonly usersRepo: Repository<UserEntity>;

  constructor(
    ds: DataSource,
    private readonly deps: {
      secret: string;
      publicUrl: string;
      limits: Limits;
      clock: Clock;
      limiter: RateLimiter;
      passwords: PasswordHasher;
      sessions: SessionsService;
      /** Ends every API token of the account (ApiTokensService): a reset may follow a takeover. */
      apiTokens: { revokeAllForUser(userId: string): Promise<void> };
      mailer: Mailer;
      background: BackgroundTasks;
    },
  ) {
    this.resetTokens = ds.getRepository(ResetTokenEntity);
    this.usersRepo = ds.getRepository(UserEntity);
  }

  /** Voids every reset link still open for the account (its email changed: the links went to the old one). */
  async revokeAllForUser(userId: string): Promise<void> {
    await this.resetTokens.delete({ userId });
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
    return { message: RESET_MESSAGES.forgot };
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

  /** Sets the new password, uses the link up, ends every session and API token of the account and tells the user. */
  async resetPassword(ctx: RequestContext, input: { token: string; password: string }): Promise<{ message: string }> {
    await this.deps.limiter.consume(throttleKey.resetIp(ctx.ip), this.deps.limits.resetPerIp);
    const token = typeof input?.token === 'string' ? input.token.trim() : '';
    const invalid = () => badInput({ token: RESET_MESSAGES.resetInvalid }, RESET_MESSAGES.resetInvalid);
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
    await this.deps.apiTokens.revokeAllForUser(user.id);
    if (ctx.session?.userId === user.id) {
      ctx.cookies.clear();
      ctx.session = null;
      ctx.user = null;
    }
    await this.deps.limiter.reset(throttleKey.loginAccount(user.collegeIdKey)).catch(() => {});
    this.deps.background.run('password changed mail', () =>
      this.deps.mailer.send(passwordChangedMail(user.email, user.name, this.deps.publicUrl)),
    );
    return { message: RESET_MESSAGES.reset };
  }
}
