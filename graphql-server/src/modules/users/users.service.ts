import { type DataSource, type EntityManager, In, type Repository } from 'typeorm';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../db/db-errors';
import { AppError, MESSAGES, badInput } from '../../lib/errors';
import type { Limits } from '../../lib/limits';
import { END } from '../../lib/map-async';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { PubSub } from '../../lib/pubsub';
import { Signal } from '../../lib/signal';
import type { RequestContext } from '../../lib/request-context';
import { UUID_PATTERN } from '../../lib/uuid';
import { throttleKey } from '../../lib/throttle-keys';
import type { Mailer } from '../../mail/mailer';
import { emailChangeRequestedMail, emailChangedMail, passwordChangedMail } from '../../mail/templates';
import { otherTargetId, requireUser, requireVerified } from '../auth/guards';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionsService } from '../auth/sessions.service';
import { ResetTokenEntity } from '../auth/reset-token.entity';
import { VERIFY_MESSAGES, type VerificationService } from '../auth/verification.service';
import type { UploadsService } from '../uploads/uploads.service';
import { type UserView, viewUser } from './privacy';
import type { RoleValue, UserEntity } from './user.entity';
import { UserEntity as UserEntityClass } from './user.entity';
import {
  FieldChecks,
  checkBoolean,
  checkPassword,
  emailKey,
  normalizeAddress,
  normalizeEmail,
  normalizeIndianNumber,
  normalizeInstagram,
  normalizeName,
  collegeIdKey,
} from './validation';

export const USER_MESSAGES = {
  profileUpdated: 'Your profile has been updated successfully.',
  profileUpdatedVerify: (email: string) =>
    `Your profile has been updated. Enter the code we sent to ${email} to start using it; until then your current email stays.`,
  emailChanged: (email: string) => `Your email is now ${email}.`,
  noPendingEmail: 'No email change is waiting for a code. Change your email in your profile first.',
  currentPasswordMissing: 'Enter your current password to change your email or password.',
  currentPasswordWrong: 'Your current password is incorrect.',
  ownerOnly: 'Only the account owner can change its email or password.',
  privacyUpdated: 'Your privacy settings have been updated successfully.',
  profilePicUpdated: 'Profile picture updated successfully.',
  bannerPicUpdated: 'Banner picture updated successfully.',
  pictureMissing: 'Please select an image first.',
  emailTaken: 'An account with this email already exists',
  collegeIdTaken: 'An account with this registration id already exists',
} as const;

/** Fields absent from a payload stay as they are; null or "" clears an optional contact field. */
export interface ContactDetailsInput {
  id?: string | null;
  phoneNumber?: string | null;
  whatsAppNumber?: string | null;
  instagramHandle?: string | null;
  blockAddress?: string | null;
  showContactDetails?: boolean | null;
}

export interface PrivacyInput {
  id?: string | null;
  showContactDetails?: boolean | null;
}

export interface EditProfileInput extends Omit<ContactDetailsInput, 'showContactDetails'> {
  name?: string | null;
  email?: string | null;
  /** Blank or absent keeps the current password. */
  password?: string | null;
  /** Required when `password` is set or `email` names a different address. */
  currentPassword?: string | null;
}

export interface PictureInput {
  /** Only an admin may name another user. */
  id?: string | null;
  /** A URL answered by POST /api/v1/uploads to the caller. */
  url?: unknown;
}

export interface UserResult {
  message: string;
  user: UserView;
}

export const meTopic = (userId: string) => `meUpdated:${userId}`;

export class UsersService {
  readonly repo: Repository<UserEntity>;
  /** Emitted by publishMe, after every committed change of a user's profile, role or email. */
  readonly changed = new Signal();

  constructor(
    private readonly ds: DataSource,
    private readonly deps: {
      clock: Clock;
      pubsub: PubSub;
      mailer: Mailer;
      background: BackgroundTasks;
      passwords: PasswordHasher;
      sessions: SessionsService;
      verification: VerificationService;
      uploads: UploadsService;
      limiter: RateLimiter;
      limits: Limits;
      allowedEmailDomains: string[];
      publicUrl: string;
    },
  ) {
    this.repo = ds.getRepository(UserEntityClass);
  }

  view(user: UserEntity, viewer: UserEntity | null): UserView {
    return viewUser(user, viewer);
  }

  /** `manager` reads inside the caller's transaction. */
  findById(id: string, manager?: EntityManager): Promise<UserEntity | null> {
    if (!UUID_PATTERN.test(id)) return Promise.resolve(null);
    return (manager ? manager.getRepository(UserEntityClass) : this.repo).findOneBy({ id });
  }

  /** Users by id, in one statement. */
  async findByIds(ids: string[]): Promise<Map<string, UserEntity>> {
    const rows = await this.repo.findBy({ id: In([...new Set(ids)]) });
    return new Map(rows.map((u) => [u.id, u]));
  }

  findByCollegeId(collegeId: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ collegeIdKey: collegeIdKey(collegeId) });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ emailKey: emailKey(email) });
  }

  /** A user as the caller may see them, or null when there is no such user. */
  async getUser(ctx: RequestContext, id: string): Promise<UserView | null> {
    const user = await this.findById(id.trim());
    return user ? viewUser(user, ctx.user) : null;
  }

  /**
   * Tells the user's open tabs (any instance) that their account changed, and this instance's
   * caches that show users (a seller's name, picture and contact fields in public lists).
   */
  async publishMe(userId: string): Promise<void> {
    this.changed.emit();
    await this.deps.pubsub.publish(meTopic(userId), { userId });
  }

  /**
   * The signed-in user's own account, read fresh after every change (publishMe) while the session
   * lasts; other users' changes never reach it. Ends when the account is gone.
   */
  meUpdates(ctx: RequestContext): AsyncIterableIterator<UserView> {
    const me = requireUser(ctx);
    return this.deps.sessions.whileLive(ctx, this.deps.pubsub.subscribe(meTopic(me.id)), async () => {
      const fresh = await this.findById(me.id);
      if (!fresh) return END;
      ctx.user = fresh;
      return viewUser(fresh, fresh);
    });
  }

  private async target(ctx: RequestContext, id: string | null | undefined): Promise<UserEntity> {
    const me = requireVerified(ctx);
    const otherId = otherTargetId(ctx, id);
    if (!otherId) return me;
    const other = await this.findById(otherId);
    if (!other) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return other;
  }

  private contactChanges(input: ContactDetailsInput, checks: FieldChecks): Partial<UserEntity> {
    const changes: Partial<UserEntity> = {};
    if (input.phoneNumber !== undefined) {
      const v = checks.check('phoneNumber', () => normalizeIndianNumber(input.phoneNumber, 'Phone number'));
      if (v !== undefined) changes.phoneNumber = v;
    }
    if (input.whatsAppNumber !== undefined) {
      const v = checks.check('whatsAppNumber', () => normalizeIndianNumber(input.whatsAppNumber, 'WhatsApp number'));
      if (v !== undefined) changes.whatsAppNumber = v;
    }
    if (input.instagramHandle !== undefined) {
      const v = checks.check('instagramHandle', () => normalizeInstagram(input.instagramHandle));
      if (v !== undefined) changes.instagramHandle = v;
    }
    if (input.blockAddress !== undefined) {
      const v = checks.check('blockAddress', () => normalizeAddress(input.blockAddress));
      if (v !== undefined) changes.blockAddress = v;
    }
    if (input.showContactDetails !== undefined && input.showContactDetails !== null) {
      const v = checks.check('showContactDetails', () => checkBoolean(input.showContactDetails));
      if (v !== undefined) changes.showContactDetails = v;
    }
    return changes;
  }

  private async apply(ctx: RequestContext, user: UserEntity, changes: Partial<UserEntity>): Promise<UserEntity> {
    if (Object.keys(changes).length) {
      changes.updatedAt = this.deps.clock.now();
      await this.repo.update({ id: user.id }, changes);
      Object.assign(user, changes);
      if (ctx.user?.id === user.id) Object.assign(ctx.user, changes);
      await this.publishMe(user.id);
    }
    return user;
  }

  async updateContactDetails(ctx: RequestContext, input: ContactDetailsInput): Promise<UserResult> {
    const user = await this.target(ctx, input.id);
    const checks = new FieldChecks();
    const changes = this.contactChanges(input, checks);
    checks.done();
    await this.apply(ctx, user, changes);
    return { message: USER_MESSAGES.profileUpdated, user: viewUser(user, ctx.user) };
  }

  async updatePrivacy(ctx: RequestContext, input: PrivacyInput): Promise<UserResult> {
    const user = await this.target(ctx, input.id);
    const checks = new FieldChecks();
    const show = checks.check('showContactDetails', () => checkBoolean(input.showContactDetails));
    checks.done();
    await this.apply(ctx, user, { showContactDetails: show });
    return { message: USER_MESSAGES.privacyUpdated, user: viewUser(user, ctx.user) };
  }

  /**
   * Name, contact fields, password and email in one call (the spec's client sends the whole
   * profile each time). A new password or a different email needs the current password: a stolen
   * session alone must not take the account over. A new email only waits (pendingEmail) for the
   * code sent to it; verifyNewEmail swaps it in. Submitting the same new email again sends a
   * fresh code (subject to the resend cooldown); a different one replaces the waiting change.
   */
  async editProfile(ctx: RequestContext, input: EditProfileInput): Promise<UserResult> {
    const user = await this.target(ctx, input.id);
    const checks = new FieldChecks();
    const changes = this.contactChanges(input, checks);
    if (input.name !== undefined && input.name !== null) {
      const v = checks.check('name', () => normalizeName(input.name));
      if (v !== undefined && v !== user.name) changes.name = v;
    }
    // The same address (any spelling with the same key) is no change and needs no password.
    let newEmail: string | undefined;
    if (input.email !== undefined && input.email !== null) {
      const v = checks.check('email', () => normalizeEmail(input.email, this.deps.allowedEmailDomains));
      if (v !== undefined && emailKey(v) !== user.emailKey) newEmail = v;
    }
    const wantsPassword = typeof input.password === 'string' && input.password !== '';
    let newPassword: string | undefined;
    if (wantsPassword) newPassword = checks.check('password', () => checkPassword(input.password));
    const sensitive = wantsPassword || newEmail !== undefined;
    if (sensitive && ctx.user?.id !== user.id) {
      // An admin may edit a profile, never another account's way in.
      throw new AppError('FORBIDDEN', USER_MESSAGES.ownerOnly);
    }
    const currentPassword = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    if (sensitive && !currentPassword) checks.add('currentPassword', USER_MESSAGES.currentPasswordMissing);
    checks.done();

    if (sensitive) await this.assertCurrentPassword(ctx, user, currentPassword);
    let newEmailKey: string | undefined;
    if (newEmail !== undefined) {
      newEmailKey = emailKey(newEmail);
      const owner = await this.repo.findOneBy({ emailKey: newEmailKey });
      if (owner)
        throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } });
      // A different address than the one already waiting gets its code at once; asking again
      // for the same one is a resend and waits out the cooldown. Sent before anything is
      // written: when the mail cannot go, nothing changes.
      await this.deps.verification.issue(user, { ignoreCooldown: user.pendingEmailKey !== newEmailKey, to: newEmail });
      changes.pendingEmail = newEmail;
      changes.pendingEmailKey = newEmailKey;
    }
    if (newPassword) changes.passwordHash = await this.deps.passwords.hash(newPassword, ctx.ip);
    await this.apply(ctx, user, changes);

    const { background, mailer, publicUrl } = this.deps;
    const { email, name } = user;
    if (newPassword) {
      // Other browsers signed in with the old password are signed out; this one stays.
      await this.deps.sessions.destroyAllForUser(user.id, ctx.session?.id);
      background.run('password changed mail', () => mailer.send(passwordChangedMail(email, name, publicUrl)));
    }
    if (newEmail !== undefined) {
      const to = newEmail;
      background.run('email change requested mail', () =>
        mailer.send(emailChangeRequestedMail(email, name, to, publicUrl)),
      );
    }
    return {
      message: newEmail !== undefined ? USER_MESSAGES.profileUpdatedVerify(newEmail) : USER_MESSAGES.profileUpdated,
      user: viewUser(user, ctx.user),
    };
  }

  /**
   * The current password of a signed-in user, re-checked before a sensitive change. Wrong ones
   * count on the same per-account counter as failed logins, so a session gives no extra guesses;
   * the try is counted before the comparison, so parallel guesses cannot slip past the limit.
   */
  private async assertCurrentPassword(ctx: RequestContext, user: UserEntity, password: string): Promise<void> {
    const { limiter, limits, passwords } = this.deps;
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
    if (!ok) throw badInput({ currentPassword: USER_MESSAGES.currentPasswordWrong });
    // As at login: the right password ends the account's failures in a row.
    await limiter.reset(key);
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
    const user = await this.findById(me.id);
    if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.signIn);
    const pending = user.pendingEmail;
    const pendingKey = user.pendingEmailKey;
    if (!pending || !pendingKey) throw badInput({ code: USER_MESSAGES.noPendingEmail });

    await this.deps.verification.verify(user, code, pending);
    const oldEmail = user.email;
    const now = this.deps.clock.now();
    const swap = { email: pending, emailKey: pendingKey, pendingEmail: null, pendingEmailKey: null, updatedAt: now };
    let swapped: number;
    try {
      // Only the change this code was for: a newer request in between wins.
      const result = await this.repo
        .createQueryBuilder()
        .update()
        .set(swap)
        .where('id = :id AND pending_email_key = :key', { id: user.id, key: pendingKey })
        .execute();
      swapped = result.affected ?? 0;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Someone took the address since it was asked for: the change cannot happen, so it ends.
      await this.repo.update(
        { id: user.id, pendingEmailKey: pendingKey },
        { pendingEmail: null, pendingEmailKey: null, updatedAt: now },
      );
      if (ctx.user) Object.assign(ctx.user, { pendingEmail: null, pendingEmailKey: null });
      await this.publishMe(user.id);
      throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } });
    }
    if (!swapped) throw badInput({ code: VERIFY_MESSAGES.expired });

    Object.assign(user, swap);
    if (ctx.user) Object.assign(ctx.user, swap);
    // A reset link mailed to the old address no longer belongs to this account.
    await this.ds.getRepository(ResetTokenEntity).delete({ userId: user.id });
    await this.publishMe(user.id);
    const { background, mailer, publicUrl } = this.deps;
    background.run('email changed mail', () => mailer.send(emailChangedMail(oldEmail, user.name, pending, publicUrl)));
    return { message: USER_MESSAGES.emailChanged(pending), user: viewUser(user, ctx.user) };
  }

  /**
   * A new profile (avatar) or banner picture: an image the caller uploaded here (kind avatar or
   * banner). The previous picture's files go once the new one is saved.
   */
  async updatePicture(
    ctx: RequestContext,
    which: 'profilePic' | 'bannerPic',
    input: PictureInput,
  ): Promise<UserResult> {
    const me = requireVerified(ctx);
    const user = await this.target(ctx, input.id);
    const url = typeof input.url === 'string' ? input.url.trim() : '';
    if (!url) throw badInput({ url: USER_MESSAGES.pictureMissing });
    const { uploads } = this.deps;
    const previous = uploads.keyOf(user[which]);
    // Setting the current picture again is allowed; any other image must be a fresh upload.
    const [key] = await uploads.resolveKeys(
      [url],
      me.id,
      which === 'profilePic' ? 'avatar' : 'banner',
      'url',
      previous ? [previous] : [],
    );
    const urls = uploads.urls(key);
    // Avatars show small (480 px is plenty); banners span the page.
    const stored = which === 'profilePic' ? urls.medium : urls.url;
    await uploads.markAttached([key]);
    await this.apply(ctx, user, { [which]: stored });
    if (previous && previous !== key) await uploads.remove([previous]);
    return {
      message: which === 'profilePic' ? USER_MESSAGES.profilePicUpdated : USER_MESSAGES.bannerPicUpdated,
      user: viewUser(user, ctx.user),
    };
  }

  /** Operator action (make-admin, ADMIN_COLLEGE_IDS). Returns null when no such registration id. */
  async setRoleByCollegeId(collegeId: string, role: RoleValue): Promise<UserEntity | null> {
    const user = await this.findByCollegeId(collegeId);
    if (!user) return null;
    if (user.role !== role) {
      await this.repo.update({ id: user.id }, { role, updatedAt: this.deps.clock.now() });
      user.role = role;
      await this.publishMe(user.id);
    }
    return user;
  }
}
