import type { DataSource } from 'typeorm';
import type { BackgroundTasks } from '../../lib/background';
import { AppError, badInput } from '../../lib/errors';
import type { Limits } from '../../core/limits';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { RequestContext } from '../../core/request-context';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedMail } from '../../mail/templates';
import { requireVerified } from '../../core/guards';
import type { PasswordHasher } from './passwords';
import type { UploadsService } from '../uploads';
import { CURRENT_PASSWORD_MESSAGES, assertCurrentPassword } from './current-password';
import type { EmailChangeService } from './email-change.service';
import { viewUser } from '../../core/privacy';
import type { UserEntity } from './user.entity';
import type { UserResult, UsersService } from './users.service';
import type { AccountSessions } from './sign-in-ports';
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
} from './validation';

export const PROFILE_MESSAGES = {
  profileUpdated: 'Your profile has been updated successfully.',
  profileUpdatedVerify: (email: string) =>
    `Your profile has been updated. Enter the code we sent to ${email} to start using it; until then your current email stays.`,
  currentPasswordMissing: CURRENT_PASSWORD_MESSAGES.missing,
  currentPasswordWrong: CURRENT_PASSWORD_MESSAGES.wrong,
  ownerOnly: 'Only the account owner can change its email or password.',
  privacyUpdated: 'Your privacy settings have been updated successfully.',
  profilePicUpdated: 'Profile picture updated successfully.',
  bannerPicUpdated: 'Banner picture updated successfully.',
  pictureMissing: 'Please select an image first.',
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

/**
 * A user's profile (docs/product.md#accounts): contact details, privacy, name, password and
 * pictures, edited by the owner or an admin; a new email is handed to EmailChangeService.
 */
export class ProfileService {
  constructor(
    // The data source first, like every service; the rows are written through UsersService.
    _ds: DataSource,
    private readonly deps: {
      users: UsersService;
      emailChange: EmailChangeService;
      passwords: PasswordHasher;
      sessions: AccountSessions;
      /** Ends every API token of an account whose password changes (ApiTokensService). */
      apiTokens: { revokeAllForUser(userId: string): Promise<void> };
      uploads: UploadsService;
      limiter: RateLimiter;
      limits: Limits;
      mailer: Mailer;
      background: BackgroundTasks;
      allowedEmailDomains: string[];
      publicUrl: string;
    },
  ) {}

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

  async updateContactDetails(ctx: RequestContext, input: ContactDetailsInput): Promise<UserResult> {
    const user = await this.deps.users.editable(ctx, input.id);
    const checks = new FieldChecks();
    const changes = this.contactChanges(input, checks);
    checks.done();
    await this.deps.users.save(ctx, user, changes);
    return { message: PROFILE_MESSAGES.profileUpdated, user: viewUser(user, ctx.user) };
  }

  async updatePrivacy(ctx: RequestContext, input: PrivacyInput): Promise<UserResult> {
    const user = await this.deps.users.editable(ctx, input.id);
    const checks = new FieldChecks();
    const show = checks.check('showContactDetails', () => checkBoolean(input.showContactDetails));
    checks.done();
    await this.deps.users.save(ctx, user, { showContactDetails: show });
    return { message: PROFILE_MESSAGES.privacyUpdated, user: viewUser(user, ctx.user) };
  }

  /**
   * Name, contact fields, password and email in one call (the documented client sends the whole
   * profile each time). A new password or a different email needs the current password: a stolen
   * session alone must not take the account over. A new email only waits (pendingEmail) for the
   * code sent to it; verifyNewEmail swaps it in. Submitting the same new email again sends a
   * fresh code (subject to the resend cooldown); a different one replaces the waiting change.
   */
  async editProfile(ctx: RequestContext, input: EditProfileInput): Promise<UserResult> {
    const user = await this.deps.users.editable(ctx, input.id);
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
      throw new AppError('FORBIDDEN', PROFILE_MESSAGES.ownerOnly);
    }
    const currentPassword = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    if (sensitive && !currentPassword) checks.add('currentPassword', PROFILE_MESSAGES.currentPasswordMissing);
    checks.done();

    if (sensitive) await assertCurrentPassword(this.deps, ctx, user, currentPassword);
    // The new address only waits for its code (EmailChangeService.verifyNewEmail swaps it in).
    if (newEmail !== undefined) Object.assign(changes, await this.deps.emailChange.request(user, newEmail));
    if (newPassword) changes.passwordHash = await this.deps.passwords.hash(newPassword, ctx.ip);
    await this.deps.users.save(ctx, user, changes);

    const { background, mailer, publicUrl } = this.deps;
    const { email, name } = user;
    if (newPassword) {
      // Other browsers signed in with the old password are signed out; this one stays.
      await this.deps.sessions.destroyAllForUser(user.id, ctx.session?.id);
      // A token minted with the old password (maybe by whoever knew it) must not outlive it.
      await this.deps.apiTokens.revokeAllForUser(user.id);
      background.run('password changed mail', () => mailer.send(passwordChangedMail(email, name, publicUrl)));
    }
    if (newEmail !== undefined) this.deps.emailChange.mailRequested({ email, name }, newEmail);
    return {
      message:
        newEmail !== undefined ? PROFILE_MESSAGES.profileUpdatedVerify(newEmail) : PROFILE_MESSAGES.profileUpdated,
      user: viewUser(user, ctx.user),
    };
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
    const user = await this.deps.users.editable(ctx, input.id);
    const url = typeof input.url === 'string' ? input.url.trim() : '';
    if (!url) throw badInput({ url: PROFILE_MESSAGES.pictureMissing });
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
    await this.deps.users.save(ctx, user, { [which]: stored });
    if (previous && previous !== key) await uploads.remove([previous]);
    return {
      message: which === 'profilePic' ? PROFILE_MESSAGES.profilePicUpdated : PROFILE_MESSAGES.bannerPicUpdated,
      user: viewUser(user, ctx.user),
    };
  }
}
