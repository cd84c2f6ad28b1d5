import type { DataSource, Repository } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { keyedHash, randomCode, safeEqualHex } from '../../lib/crypto';
import { AppError, badInput, formatWait, rateLimited } from '../../lib/errors';
import type { Limits } from '../../core/limits';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { verificationMail } from '../../mail/templates';
import { type EmailCodes, emailKey, type UserEntity, VERIFY_MESSAGES } from '../users';
import { EmailCodeEntity } from './email-code.entity';

function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function secondsToNextUtcDay(d: Date): number {
  const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
  return Math.ceil((next - d.getTime()) / 1000);
}

/**
 * Email verification codes (docs/product.md#accounts): six CSPRNG digits, stored as a keyed hash bound to the
 * account, 10 minutes, single use, one live code per account. Wrong tries are counted per account
 * and survive a resend.
 */
export class VerificationService implements EmailCodes {
  private readonly codes: Repository<EmailCodeEntity>;

  constructor(
    ds: DataSource,
    private readonly deps: { secret: string; limits: Limits; clock: Clock; mailer: Mailer; logger: Logger },
  ) {
    this.codes = ds.getRepository(EmailCodeEntity);
  }

  private hash(userId: string, code: string): string {
    return keyedHash(this.deps.secret, 'email-code', `${userId}:${code}`);
  }

  private async row(userId: string): Promise<EmailCodeEntity> {
    const existing = await this.codes.findOneBy({ userId });
    if (existing) return existing;
    const row = this.codes.create({
      userId,
      codeHash: null,
      expiresAt: null,
      sentTo: null,
      sentAt: null,
      hourWindowStart: null,
      hourSends: 0,
      wrongTries: 0,
      wrongTriesDay: null,
      updatedAt: this.deps.clock.now(),
    });
    await this.codes.insert(row);
    return row;
  }

  /**
   * Refuses (RATE_LIMITED) when another code may not be sent yet: once per cooldown unless
   * `ignoreCooldown` (a changed email), and `resendPerHour` an hour in any case.
   */
  async assertCanSend(userId: string, ignoreCooldown = false): Promise<void> {
    const row = await this.codes.findOneBy({ userId });
    if (!row) return;
    const now = this.deps.clock.now().getTime();
    if (!ignoreCooldown && row.sentAt && now - row.sentAt.getTime() < this.deps.limits.resendCooldownMs) {
      const wait = Math.ceil((row.sentAt.getTime() + this.deps.limits.resendCooldownMs - now) / 1000);
      throw rateLimited(wait, `Please wait ${formatWait(wait)} before requesting another code.`);
    }
    if (
      row.hourWindowStart &&
      now - row.hourWindowStart.getTime() < 3_600_000 &&
      row.hourSends >= this.deps.limits.resendPerHour
    ) {
      const wait = Math.ceil((row.hourWindowStart.getTime() + 3_600_000 - now) / 1000);
      throw rateLimited(wait, `Too many codes requested. Try again in ${formatWait(wait)}.`);
    }
  }

  /**
   * Replaces the account's code with a new one and mails it, to the account's email or to `to`
   * (an email change waiting for its code). Returns the seconds until the next may be requested.
   */
  async issue(user: UserEntity, opts: { ignoreCooldown?: boolean; to?: string } = {}): Promise<number> {
    await this.assertCanSend(user.id, opts.ignoreCooldown);
    const to = opts.to ?? user.email;
    const row = await this.row(user.id);
    const now = this.deps.clock.now();
    const previous = { sentAt: row.sentAt, hourWindowStart: row.hourWindowStart, hourSends: row.hourSends };
    const code = randomCode();
    const newWindow = !row.hourWindowStart || now.getTime() - row.hourWindowStart.getTime() >= 3_600_000;
    Object.assign(row, {
      codeHash: this.hash(user.id, code),
      expiresAt: new Date(now.getTime() + this.deps.limits.codeTtlMs),
      sentTo: emailKey(to),
      sentAt: now,
      hourWindowStart: newWindow ? now : row.hourWindowStart,
      hourSends: newWindow ? 1 : row.hourSends + 1,
      updatedAt: now,
    });
    await this.codes.save(row);
    try {
      await this.deps.mailer.send(
        verificationMail(to, user.name, code, Math.round(this.deps.limits.codeTtlMs / 60_000), to !== user.email),
      );
    } catch (err) {
      // The code never arrived: give the send back so the student can ask again at once.
      this.deps.logger.error(`verification mail to ${to} failed: ${(err as Error).message}`);
      await this.codes.update({ userId: user.id }, { ...previous, codeHash: null, expiresAt: null });
      throw new AppError(
        'INTERNAL_SERVER_ERROR',
        'We could not send the verification email. Please try again in a moment.',
      );
    }
    return Math.ceil(this.deps.limits.resendCooldownMs / 1000);
  }

  /**
   * Checks a code against the account's live code, which must have been sent to `address` (the
   * account's email, or the new one of an email change); on success the code is gone.
   */
  async verify(user: UserEntity, rawCode: string, address: string = user.email): Promise<void> {
    const code = rawCode.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(code)) throw badInput({ code: VERIFY_MESSAGES.format });
    await this.row(user.id);
    const now = this.deps.clock.now();
    const today = utcDay(now);

    // A new UTC day starts the daily count from zero.
    await this.codes
      .createQueryBuilder()
      .update()
      .set({ wrongTries: 0, wrongTriesDay: today })
      .where('user_id = :id AND (wrong_tries_day IS NULL OR wrong_tries_day <> :today)', { id: user.id, today })
      .execute();

    // Reserve this try before comparing, atomically, so parallel guesses cannot all pass the check.
    const reserved = await this.codes
      .createQueryBuilder()
      .update()
      .set({ wrongTries: () => 'wrong_tries + 1' })
      .where('user_id = :id AND wrong_tries < :max', { id: user.id, max: this.deps.limits.wrongTriesPerDay })
      .execute();
    if (!reserved.affected) throw rateLimited(secondsToNextUtcDay(now), VERIFY_MESSAGES.blockedToday);

    const row = await this.codes.findOneByOrFail({ userId: user.id });
    const live =
      row.codeHash && row.expiresAt && row.expiresAt.getTime() > now.getTime() && row.sentTo === emailKey(address);
    if (live && safeEqualHex(row.codeHash as string, this.hash(user.id, code))) {
      const consumed = await this.codes
        .createQueryBuilder()
        .update()
        .set({ codeHash: null, expiresAt: null, wrongTries: 0, updatedAt: now })
        .where('user_id = :id AND code_hash = :hash', { id: user.id, hash: row.codeHash })
        .execute();
      if (consumed.affected) return;
      throw badInput({ code: VERIFY_MESSAGES.expired });
    }
    if (!live) {
      // Not a guess at a live code: give the reserved try back.
      await this.codes
        .createQueryBuilder()
        .update()
        .set({ wrongTries: () => 'wrong_tries - 1' })
        .where('user_id = :id AND wrong_tries > 0', { id: user.id })
        .execute();
      throw badInput({ code: VERIFY_MESSAGES.expired });
    }
    const tries = row.wrongTries;
    if (tries >= this.deps.limits.wrongTriesPerDay) {
      await this.codes.update({ userId: user.id }, { codeHash: null, expiresAt: null, updatedAt: now });
      throw rateLimited(secondsToNextUtcDay(now), VERIFY_MESSAGES.blockedToday);
    }
    if (tries % this.deps.limits.wrongTriesPerCode === 0) {
      await this.codes.update({ userId: user.id }, { codeHash: null, expiresAt: null, updatedAt: now });
      throw badInput({ code: VERIFY_MESSAGES.voided });
    }
    throw badInput({ code: VERIFY_MESSAGES.wrong });
  }
}
