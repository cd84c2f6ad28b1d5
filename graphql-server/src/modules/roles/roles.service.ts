import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../db/db-errors';
import type { Clock } from '../../lib/clock';
import { AppError, MESSAGES, badInput } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import { uuidv7 } from '../../lib/uuid';
import { requirePermission, requireVerified } from '../../core/guards';
import { ROLE, ROLES, type RoleValue, can, isAdmin, isStaff } from '../../core/permissions';
import type { UnitOfWork } from '../../core/unit-of-work';
import { UserEntity } from '../users';
import type { UsersService } from '../users';
import { type UserView, viewUser } from '../../core/privacy';
import { RoleRequestEntity, type RoleRequestStatusValue } from './role-request.entity';

export const ROLE_MESSAGES = {
  requested: 'Your request for the moderator role has been sent to the admins',
  alreadyPending: 'You already have a pending moderator role request',
  onlyUsers: 'Only users can request the moderator role',
  accepted: 'Moderator request accepted',
  rejected: 'Moderator request rejected',
  noPending: 'This user has no pending moderator role request',
  badAction: 'Action must be accept or reject',
  badRole: 'Role must be user, moderator or admin',
  lastAdmin: 'The last admin cannot be given another role',
  roleUpdated: 'Role updated successfully',
  listed: 'Moderator requests found',
  // Notifications.
  askedAdmins: (name: string) => `${name} asked for the moderator role.`,
  decidedForUser: (accepted: boolean) => `Your moderator role request was ${accepted ? 'accepted' : 'rejected'}.`,
} as const;

export interface RoleRequestView {
  id: string;
  userId: string;
  status: RoleRequestStatusValue;
  createdAt: Date;
  decidedAt: Date | null;
}

export interface RoleRequestResult {
  message: string;
  request: RoleRequestView;
}

/** How many pending requests an admin's list shows at once (oldest first). */
export const MAX_PENDING_LISTED = 100;

/** docs/product.md#roles: who may ask for the moderator role, who decides, who changes roles. */
export class RolesService {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: { clock: Clock; users: UsersService; uow: UnitOfWork },
  ) {}

  /**
   * Users only (moderators and admins have it already); one open request at a time. A payload
   * naming another account (REST's `id`) is refused like every other call on someone else's
   * behalf, rather than quietly filing the request for the caller.
   */
  async request(ctx: RequestContext, id?: unknown): Promise<RoleRequestResult> {
    const me = requireVerified(ctx);
    if (id !== undefined && id !== null && id !== '' && id !== me.id)
      throw new AppError('FORBIDDEN', MESSAGES.forbiddenOther);
    if (!can.askForModerator(me)) throw new AppError('FORBIDDEN', ROLE_MESSAGES.onlyUsers);
    const now = this.deps.clock.now();
    const row: RoleRequestEntity = Object.assign(new RoleRequestEntity(), {
      id: uuidv7(now.getTime()),
      userId: me.id,
      status: 'pending' as const,
      openKey: me.id,
      decidedBy: null,
      decidedAt: null,
      createdAt: now,
    });
    try {
      await this.deps.uow.run(async (tx) => {
        await tx.manager.insert(RoleRequestEntity, row);
        await tx.publish('role.requested', { userId: me.id, name: me.name });
      });
    } catch (err) {
      // The unique open_key: a pending request exists (maybe sent a moment ago from another tab).
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', ROLE_MESSAGES.alreadyPending);
      throw err;
    }
    return { message: ROLE_MESSAGES.requested, request: view(row) };
  }

  /** The caller's latest request, or null. */
  async mine(ctx: RequestContext): Promise<RoleRequestView | null> {
    const me = requireVerified(ctx);
    const row = await this.ds
      .getRepository(RoleRequestEntity)
      .findOne({ where: { userId: me.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return row ? view(row) : null;
  }

  /** Admins: pending requests, oldest first, each with its requester. */
  async pending(ctx: RequestContext): Promise<{ request: RoleRequestView; user: UserView }[]> {
    const admin = requirePermission(ctx, can.administer);
    const rows = await this.ds
      .getRepository(RoleRequestEntity)
      .find({ where: { status: 'pending' }, order: { createdAt: 'ASC', id: 'ASC' }, take: MAX_PENDING_LISTED });
    const users = rows.length
      ? await this.deps.users.findByIds(rows.map((r) => r.userId))
      : new Map<string, UserEntity>();
    return rows.flatMap((r) => {
      const user = users.get(r.userId);
      return user ? [{ request: view(r), user: viewUser(user, admin) }] : [];
    });
  }

  /** Admins accept (the requester becomes a moderator) or reject; the requester is told either way. */
  async decide(ctx: RequestContext, input: { userId: unknown; action: unknown }): Promise<RoleRequestResult> {
    const admin = requirePermission(ctx, can.administer);
    const action = typeof input.action === 'string' ? input.action.trim().toLowerCase() : '';
    if (action !== 'accept' && action !== 'reject') throw badInput({ action: ROLE_MESSAGES.badAction });
    const accepted = action === 'accept';
    const userId = typeof input.userId === 'string' ? input.userId.trim() : '';
    const now = this.deps.clock.now();
    const row = await this.deps.uow.run(async (tx) => {
      const m = tx.manager;
      const open = userId ? await m.getRepository(RoleRequestEntity).findOneBy({ openKey: userId }) : null;
      if (!open) throw new AppError('NOT_FOUND', ROLE_MESSAGES.noPending);
      const changes = {
        status: (accepted ? 'accepted' : 'rejected') as RoleRequestStatusValue,
        openKey: null,
        decidedBy: admin.id,
        decidedAt: now,
      };
      // Only the request still pending is decided: two admins deciding at once, one wins.
      const done = await m.getRepository(RoleRequestEntity).update({ id: open.id, openKey: userId }, changes);
      if (!done.affected) throw new AppError('NOT_FOUND', ROLE_MESSAGES.noPending);
      // Accepting makes a user a moderator; someone already promoted meanwhile keeps their role.
      if (accepted) {
        const promoted = await m
          .getRepository(UserEntity)
          .update({ id: userId, role: ROLE.user }, { role: ROLE.moderator, updatedAt: now });
        const user = promoted.affected ? await m.getRepository(UserEntity).findOneBy({ id: userId }) : null;
        if (user) await tx.publish('role.changed', { user, previousRole: ROLE.user });
      }
      await tx.publish('role.decided', { userId, accepted });
      return Object.assign(open, changes);
    });
    await this.deps.users.publishMe(userId);
    return { message: accepted ? ROLE_MESSAGES.accepted : ROLE_MESSAGES.rejected, request: view(row) };
  }

  /** Admins set anyone's role; there is always at least one admin left. */
  async updateRole(
    ctx: RequestContext,
    input: { userId: unknown; role: unknown },
  ): Promise<{ message: string; user: UserView }> {
    const admin = requirePermission(ctx, can.administer);
    const role = typeof input.role === 'string' ? input.role.trim().toLowerCase() : '';
    if (!(ROLES as readonly string[]).includes(role)) throw badInput({ role: ROLE_MESSAGES.badRole });
    const userId = typeof input.userId === 'string' ? input.userId.trim() : '';
    const now = this.deps.clock.now();
    const user = await this.deps.uow.run(async (tx) => {
      const m = tx.manager;
      const repo = m.getRepository(UserEntity);
      const target = userId ? await this.deps.users.findById(userId, m) : null;
      if (!target) throw new AppError('NOT_FOUND', 'User not found');
      if (isAdmin(target) && !isAdmin({ role })) {
        // Lock the admins' rows so that two admins demoting each other cannot both succeed.
        // (SQLite runs one write transaction at a time, and has no row locks.)
        const q = repo.createQueryBuilder('u').select('u.id').where('u.role = :r', { r: ROLE.admin });
        if (m.connection.options.type !== 'better-sqlite3') q.setLock('pessimistic_write');
        const admins = await q.getMany();
        if (admins.length <= 1) throw new AppError('CONFLICT', ROLE_MESSAGES.lastAdmin);
      }
      if (target.role !== role) {
        await repo.update({ id: target.id }, { role: role as RoleValue, updatedAt: now });
        const previousRole = target.role;
        target.role = role as RoleValue;
        await tx.publish('role.changed', { user: target, previousRole });
        // A pending request is moot once the user has a staff role.
        if (isStaff({ role })) {
          await m
            .getRepository(RoleRequestEntity)
            .update({ openKey: target.id }, { status: 'accepted', openKey: null, decidedBy: admin.id, decidedAt: now });
        }
      }
      return target;
    });
    await this.deps.users.publishMe(user.id);
    if (user.id === admin.id) Object.assign(admin, { role: user.role });
    return { message: ROLE_MESSAGES.roleUpdated, user: viewUser(user, ctx.user) };
  }
}

function view(r: RoleRequestEntity): RoleRequestView {
  return { id: r.id, userId: r.userId, status: r.status, createdAt: r.createdAt, decidedAt: r.decidedAt };
}
