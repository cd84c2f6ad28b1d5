import { type DataSource, type EntityManager, In, type Repository } from 'typeorm';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { AppError, MESSAGES, badInput } from '../../lib/errors';
import type { PubSub } from '../../lib/pubsub';
import type { RequestContext } from '../../lib/request-context';
import { UUID_PATTERN } from '../../lib/uuid';
import type { Mailer } from '../../mail/mailer';
import { passwordChangedMail } from '../../mail/templates';
import { otherTargetId, requireVerified } from '../auth/guards';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionsService } from '../auth/sessions.service';
import type { VerificationService } from '../auth/verification.service';
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
  profileUpdatedVerify: 'Your profile has been updated successfully. Please verify your new email: we sent a code to it.',
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

  /** Tells the user's open tabs (any instance) that their account changed. */
  async publishMe(userId: string): Promise<void> {
    await this.deps.pubsub.publish(meTopic(userId), { userId });
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
    await this.apply(ctx, user, { showContactDetails: show as boolean });
    return { message: USER_MESSAGES.privacyUpdated, user: viewUser(user, ctx.user) };
  }

  async editProfile(ctx: RequestContext, input: EditProfileInput): Promise<UserResult> {
    const user = await this.target(ctx, input.id);
    const checks = new FieldChecks();
    const changes = this.contactChanges(input, checks);
    if (input.name !== undefined && input.name !== null) {
      const v = checks.check('name', () => normalizeName(input.name));
      if (v !== undefined && v !== user.name) changes.name = v;
    }
    let emailChanged = false;
    if (input.email !== undefined && input.email !== null) {
      const v = checks.check('email', () => normalizeEmail(input.email, this.deps.allowedEmailDomains));
      if (v !== undefined && v !== user.email) {
        changes.email = v;
        changes.emailKey = emailKey(v);
        emailChanged = changes.emailKey !== user.emailKey;
        if (emailChanged) {
          const owner = await this.repo.findOneBy({ emailKey: changes.emailKey });
          if (owner && owner.id !== user.id) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } });
        }
      }
    }
    let newPassword: string | undefined;
    if (typeof input.password === 'string' && input.password !== '') {
      newPassword = checks.check('password', () => checkPassword(input.password));
    }
    checks.done();

    // Checked before anything is written: a changed email must be able to get its code now.
    if (emailChanged) await this.deps.verification.assertCanSend(user.id, true);
    if (newPassword) changes.passwordHash = await this.deps.passwords.hash(newPassword);
    if (emailChanged) changes.isVerified = false;

    try {
      await this.apply(ctx, user, changes);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', USER_MESSAGES.emailTaken, { fields: { email: USER_MESSAGES.emailTaken } });
      throw err;
    }
    if (newPassword) {
      // Other browsers signed in with the old password are signed out; this one stays.
      await this.deps.sessions.destroyAllForUser(user.id, ctx.user?.id === user.id ? ctx.session?.id : undefined);
      const { email, name } = user;
      this.deps.background.run('password changed mail', () => this.deps.mailer.send(passwordChangedMail(email, name, this.deps.publicUrl)));
    }
    if (emailChanged) await this.deps.verification.issue(user, { ignoreCooldown: true });
    return {
      message: emailChanged ? USER_MESSAGES.profileUpdatedVerify : USER_MESSAGES.profileUpdated,
      user: viewUser(user, ctx.user),
    };
  }

  /**
   * A new profile (avatar) or banner picture: an image the caller uploaded here (kind avatar or
   * banner). The previous picture's files go once the new one is saved.
   */
  async updatePicture(ctx: RequestContext, which: 'profilePic' | 'bannerPic', input: PictureInput): Promise<UserResult> {
    const me = requireVerified(ctx);
    const user = await this.target(ctx, input.id);
    const url = typeof input.url === 'string' ? input.url.trim() : '';
    if (!url) throw badInput({ url: USER_MESSAGES.pictureMissing });
    const { uploads } = this.deps;
    const previous = uploads.keyOf(user[which]);
    // Setting the current picture again is allowed; any other image must be a fresh upload.
    const [key] = await uploads.resolveKeys([url], me.id, which === 'profilePic' ? 'avatar' : 'banner', 'url', previous ? [previous] : []);
    const urls = uploads.urls(key!);
    // Avatars show small (480 px is plenty); banners span the page.
    const stored = which === 'profilePic' ? urls.medium : urls.url;
    await uploads.markAttached([key!]);
    await this.apply(ctx, user, { [which]: stored });
    if (previous && previous !== key) await uploads.remove([previous]);
    return { message: which === 'profilePic' ? USER_MESSAGES.profilePicUpdated : USER_MESSAGES.bannerPicUpdated, user: viewUser(user, ctx.user) };
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

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string }; message?: string };
  const code = e?.driverError?.code ?? e?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(e?.message ?? '');
}
