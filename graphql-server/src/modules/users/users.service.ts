import { type DataSource, type EntityManager, In, type Repository } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { AppError, MESSAGES } from '../../lib/errors';
import { END } from '../../lib/map-async';
import type { PubSub } from '../../lib/pubsub';
import { Signal } from '../../lib/signal';
import type { RequestContext } from '../../core/request-context';
import { UUID_PATTERN } from '../../lib/uuid';
import { otherTargetId, requireUser, requireVerified } from '../../core/guards';
import { type UserView, viewUser } from '../../core/privacy';
import type { RoleValue } from '../../core/permissions';
import type { UserEntity } from './user.entity';
import { UserEntity as UserEntityClass } from './user.entity';
import { TERMS_MESSAGES, TERMS_UPDATED } from './terms';
import { collegeIdKey, emailKey } from './validation';
import type { AccountSessions } from './sign-in-ports';

/** The refusals of an identity another account holds (sign-up, email change). */
export const USER_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  collegeIdTaken: 'An account with this registration id already exists',
} as const;

export interface UserResult {
  message: string;
  user: UserView;
}

export const meTopic = (userId: string) => `meUpdated:${userId}`;

/**
 * The users: finding and showing them, writing a change and announcing it (publishMe, meUpdates).
 * The rules of a change live in the services that make it: ProfileService, EmailChangeService,
 * RolesService, RegistrationService.
 */
export class UsersService {
  readonly repo: Repository<UserEntity>;
  /** Emitted by publishMe, after every committed change of a user's profile, role or email. */
  readonly changed = new Signal();

  constructor(
    ds: DataSource,
    private readonly deps: { clock: Clock; pubsub: PubSub; sessions: AccountSessions },
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

  /** The user a change names: the verified caller, or (an admin only) another user by id. */
  async editable(ctx: RequestContext, id: string | null | undefined): Promise<UserEntity> {
    const me = requireVerified(ctx);
    const otherId = otherTargetId(ctx, id);
    if (!otherId) return me;
    const other = await this.findById(otherId);
    if (!other) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return other;
  }

  /** Writes `changes` (if any) to the user, the caller's own row in hand included, and announces them. */
  async save(ctx: RequestContext, user: UserEntity, changes: Partial<UserEntity>): Promise<UserEntity> {
    if (Object.keys(changes).length) {
      changes.updatedAt = this.deps.clock.now();
      await this.repo.update({ id: user.id }, changes);
      Object.assign(user, changes);
      if (ctx.user?.id === user.id) Object.assign(ctx.user, changes);
      await this.publishMe(user.id);
    }
    return user;
  }

  /**
   * Records that the signed-in user accepted the terms of `version` (their "last updated" date, as
   * the page they read showed it): only the terms now in force can be accepted, so a page older
   * than a change of terms is asked to be read again. Accepting again moves the time on.
   */
  async acceptTerms(ctx: RequestContext, version: unknown): Promise<UserResult> {
    const me = requireUser(ctx);
    if (typeof version !== 'string' || version.trim() !== TERMS_UPDATED) {
      throw new AppError('BAD_USER_INPUT', TERMS_MESSAGES.notCurrent, {
        fields: { version: TERMS_MESSAGES.notCurrent },
      });
    }
    await this.save(ctx, me, { termsAcceptedAt: this.deps.clock.now(), termsVersion: TERMS_UPDATED });
    return { message: TERMS_MESSAGES.accepted, user: viewUser(me, ctx.user) };
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
