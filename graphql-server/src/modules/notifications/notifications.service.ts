import { type DataSource, type EntityManager, In, LessThan, Not, type Repository } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { PubSub } from '../../lib/pubsub';
import type { RequestContext } from '../../core/request-context';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid';
import { requireVerified } from '../../core/guards';
import type { SessionsService } from '../auth';
import type { RoleValue } from '../../core/permissions';
import { UserEntity } from '../users';
import type { Tx } from '../../core/unit-of-work';
import { type Notice, type NotificationKindValue, kindOf } from './notification-kind';
import { NotificationEntity } from './notification.entity';

export interface NotificationView {
  id: string;
  kind: NotificationKindValue;
  message: string;
  link: string | null;
  isRead: boolean;
  createdAt: Date;
}

export interface NotificationConnection {
  nodes: NotificationView[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** Named users, or everyone holding one of `roles` (but `except`, usually whoever caused it). */
export type Recipients = string[] | { roles: readonly RoleValue[]; except?: string | null };

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  marked: 'Notification marked as read',
  allMarked: 'All notifications marked as read',
  listed: 'Notifications found',
} as const;

export const notificationTopic = (userId: string) => `notification:${userId}`;

const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;
const MAX_MESSAGE = 500;

/** docs/product.md#notifications: written with their cause, read by their owner only, pushed live. */
export class NotificationsService {
  private readonly repo: Repository<NotificationEntity>;

  constructor(
    private readonly ds: DataSource,
    private readonly deps: {
      clock: Clock;
      pubsub: PubSub;
      logger: Logger;
      sessions: SessionsService;
    },
  ) {
    this.repo = ds.getRepository(NotificationEntity);
  }

  /**
   * Writes a notice to its recipients inside `tx` (so a notification exists exactly when its cause
   * does) and pushes it live once that commits. Called by this module's subscribers (subscribers.ts) only.
   */
  async write(tx: Tx, to: Recipients, notice: Notice): Promise<void> {
    const rows = await this.insert(tx.manager, to, notice);
    if (rows.length) tx.afterCommit(() => this.push(rows));
  }

  private async insert(m: EntityManager, to: Recipients, notice: Notice): Promise<NotificationEntity[]> {
    let userIds: string[];
    if (Array.isArray(to)) userIds = [...new Set(to)];
    else {
      const rows = await m.getRepository(UserEntity).find({
        where: { role: In(to.roles), ...(to.except ? { id: Not(to.except) } : {}) },
        select: { id: true },
      });
      userIds = rows.map((r) => r.id);
    }
    if (!userIds.length) return [];
    const now = this.deps.clock.now();
    const text = [...notice.message].slice(0, MAX_MESSAGE).join('');
    const rows = userIds.map((userId) =>
      Object.assign(new NotificationEntity(), {
        id: uuidv7(now.getTime()),
        userId,
        kind: notice.kind,
        message: text,
        link: notice.link,
        isRead: false,
        createdAt: now,
      }),
    );
    await m.insert(NotificationEntity, rows);
    return rows;
  }

  /**
   * To every open tab of each recipient, on any instance. Best effort (PubSub.publish never
   * rejects, and logs an outage once): a failed push loses only the live update, never the write.
   */
  private async push(rows: NotificationEntity[]): Promise<void> {
    for (const row of rows) await this.deps.pubsub.publish(notificationTopic(row.userId), view(row));
  }

  /** The caller's notifications, newest first. */
  async list(
    ctx: RequestContext,
    args: { first?: number | null; after?: string | null },
  ): Promise<NotificationConnection> {
    const me = requireVerified(ctx);
    const first = args.first ?? DEFAULT_PAGE;
    if (!Number.isInteger(first) || first < 1)
      throw badInput({ first: `first must be a whole number from 1 to ${MAX_PAGE}` });
    const take = Math.min(first, MAX_PAGE);
    const afterId = decodeAfter(args.after);
    const [rows, totalCount] = await Promise.all([
      this.repo.find({
        where: { userId: me.id, ...(afterId ? { id: LessThan(afterId) } : {}) },
        order: { id: 'DESC' },
        take: take + 1,
      }),
      this.repo.countBy({ userId: me.id }),
    ]);
    const page = rows.slice(0, take);
    const last = page[page.length - 1];
    return {
      nodes: page.map(view),
      pageInfo: {
        hasNextPage: rows.length > take,
        endCursor: last ? Buffer.from(last.id).toString('base64url') : null,
      },
      totalCount,
    };
  }

  async unreadCount(ctx: RequestContext): Promise<number> {
    const me = requireVerified(ctx);
    return this.repo.countBy({ userId: me.id, isRead: false });
  }

  /** Only the caller's own: someone else's id is not found, whoever asks. */
  async markRead(ctx: RequestContext, id: unknown): Promise<{ message: string; notification: NotificationView }> {
    const me = requireVerified(ctx);
    const key = typeof id === 'string' ? id.trim() : '';
    if (!UUID_PATTERN.test(key)) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
    const row = await this.repo.findOneBy({ id: key, userId: me.id });
    if (!row) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
    if (!row.isRead) {
      await this.repo.update({ id: row.id }, { isRead: true });
      row.isRead = true;
    }
    return { message: NOTIFICATION_MESSAGES.marked, notification: view(row) };
  }

  async markAllRead(ctx: RequestContext): Promise<{ message: string; updated: number }> {
    const me = requireVerified(ctx);
    const result = await this.repo.update({ userId: me.id, isRead: false }, { isRead: true });
    return { message: NOTIFICATION_MESSAGES.allMarked, updated: result.affected ?? 0 };
  }

  /**
   * The caller's new notifications as they are written, on every open tab of theirs, from any
   * instance, while the session lasts. The topic is the session's own user: no argument can name
   * someone else's.
   */
  added(ctx: RequestContext): AsyncIterableIterator<NotificationView> {
    const me = requireVerified(ctx);
    return this.deps.sessions.whileLive(ctx, this.deps.pubsub.subscribe(notificationTopic(me.id)), (payload) => {
      // Pushed through JSON (lib/pubsub.ts): the date arrives as a string.
      const n = payload as NotificationView & { createdAt: string };
      return { ...n, createdAt: new Date(n.createdAt) };
    });
  }
}

function view(n: NotificationEntity): NotificationView {
  return {
    id: n.id,
    kind: kindOf(n.kind, n.link),
    message: n.message,
    link: n.link,
    isRead: n.isRead,
    createdAt: n.createdAt,
  };
}

function decodeAfter(after: string | null | undefined): string | null {
  if (after === undefined || after === null || after === '') return null;
  const id = Buffer.from(after, 'base64url').toString('utf8');
  if (!UUID_PATTERN.test(id)) throw badInput({ after: 'This page link is out of date; start from the first page' });
  return id;
}
