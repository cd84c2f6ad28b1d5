import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../db/db-errors';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { AppError, MESSAGES, badInput } from '../../lib/errors';
import type { Limits } from '../../core/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestContext } from '../../core/request-context';
import { throttleKey } from '../../core/throttle-keys';
import type { Mailer } from '../../mail/mailer';
import { emailChangeRequestedMail, emailChangedMail } from '../../mail/templates';
import { requireVerified } from '../../core/guards';
import { viewUser } from '../../core/privacy';
import type { UserEntity } from './user.entity';
import { USER_MESSAGES, type UserResult, type UsersService } from './users.service';
import { emailKey } from './validation';
import { type EmailCodes, type ResetLinks, VERIFY_MESSAGES } from './sign-in-ports';

export const EMAIL_CHANGE_MESSAGES = {
  emailChanged: (email: string) => `Your email is now ${email}.`,
  noPendingEmail: 'No email change is waiting for a code. Change your email in your profile first.',
} as const;

/**
 * A signed-in user's change of email (docs/product.md#accounts): the new address waits
 * (pendingEmail) until the code mailed to it comes back; until then the current one stays in use.
 */
export class EmailChangeService {
  constructor(
    // The data source first, like every service; the rows are written through UsersService.
    _ds: DataSource,
    private readonly deps: {
      clock: Clock;
      users: UsersService;
      verification: EmailCodes;
      resetLinks: ResetLinks;
      limiter: RateLimiter;
      limits: Limits;
      mailer: Mailer;
      background: BackgroundTasks;
      publicUrl: string;
    },
  ) {}

  /**
   * Starts a change to `newEmail` (checked and normalised, the current password already confirmed):
   * the fields to write with the rest of the edit. A different address than the one already waiting
   * gets its code at once; asking again for the same one is a resend and waits out the cooldown.
   * The code is sent before anything is written: when the mail cannot go, nothing changes.
   */
  async request(user: UserEntity, newEmail: string): Promise<Pick<UserEntity, 'pendingEmail' | 'pendingEmailKey'>> {
    const newEmailKey = emailKey(newEmail);
    const owner = await this.deps.users.repo.findOneBy({ emailKey: newEmailKey });
    if (owner)
      throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } });
    await this.deps.verification.issue(user, { ignoreCooldown: user.pendingEmailKey !== newEmailKey, to: newEmail });
    return { pendingEmail: newEmail, pendingEmailKey: newEmailKey };
  }

  /** Tells the current address that a change to `to` was asked for (once it is written). */
  mailRequested(current: { email: string; name: string }, to: string): void {
    const { background, mailer, publicUrl } = this.deps;
    background.run('email change requested mail', () =>
      mailer.send(emailChangeRequestedMail(current.email, current.name, to, publicUrl)),
    );
  }

  /**
   * Completes an email change with the code sent to the new address: the signed-in user's own
   * change only. Wrong codes count with the sign-up code's (per account, reserved before the
   * comparison). The unique email index decides at the swap; the old address is told.
   */
  async verifyNewEmail(ctx: RequestContext, input: { code?: unknown } | null | undefined): Promise<UserResult> {
    const me = requireVerified(ctx);
    await this.deps.limiter.consume(throttleKey.verifyIp(ctx.ip), this.deps.limits.verifyPerIp);
    const code = typeof input?.code === 'string' ? input.code.replace(/\s+/g, '') : '';
    if (!/^\d{6}$/.test(code)) throw badInput({ code: VERIFY_MESSAGES.format });
    const user = await this.deps.users.findById(me.id);
    if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.signIn);
    const pending = user.pendingEmail;
    const pendingKey = user.pendingEmailKey;
    if (!pending || !pendingKey) throw badInput({ code: EMAIL_CHANGE_MESSAGES.noPendingEmail });

    await this.deps.verification.verify(user, code, pending);
    const oldEmail = user.email;
    const now = this.deps.clock.now();
    const swap = { email: pending, emailKey: pendingKey, pendingEmail: null, pendingEmailKey: null, updatedAt: now };
    let swapped: number;
    try {
      // Only the change this code was for: a newer request in between wins.
      const result = await this.deps.users.repo
        .createQueryBuilder()
        .update()
        .set(swap)
        .where('id = :id AND pending_email_key = :key', { id: user.id, key: pendingKey })
        .execute();
      swapped = result.affected ?? 0;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Someone took the address since it was asked for: the change cannot happen, so it ends.
      await this.deps.users.repo.update(
        { id: user.id, pendingEmailKey: pendingKey },
        { pendingEmail: null, pendingEmailKey: null, updatedAt: now },
      );
      if (ctx.user) Object.assign(ctx.user, { pendingEmail: null, pendingEmailKey: null });
      await this.deps.users.publishMe(user.id);
      throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } });
    }
    if (!swapped) throw badInput({ code: VERIFY_MESSAGES.expired });

    Object.assign(user, swap);
    if (ctx.user) Object.assign(ctx.user, swap);
    // A reset link mailed to the old address no longer belongs to this account.
    await this.deps.resetLinks.revokeAllForUser(user.id);
    await this.deps.users.publishMe(user.id);
    const { background, mailer, publicUrl } = this.deps;
    background.run('email changed mail', () => mailer.send(emailChangedMail(oldEmail, user.name, pending, publicUrl)));
    return { message: EMAIL_CHANGE_MESSAGES.emailChanged(pending), user: viewUser(user, ctx.user) };
  }
}
