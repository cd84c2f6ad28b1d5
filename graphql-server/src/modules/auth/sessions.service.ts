import { type DataSource, In, type Repository } from 'typeorm';
import { Hydrator } from '../../db/hydrate';
import type { Clock } from '../../lib/clock';
import { keyedHash, randomToken } from '../../lib/crypto';
import type { Limits } from '../../core/limits';
import { END, mapAsync } from '../../lib/map-async';
import type { RequestContext } from '../../core/request-context';
import { uuidv7 } from '../../lib/uuid';
import { type AccountSessions, UserEntity } from '../users';
import { SessionEntity } from './session.entity';

/** Skip rewriting last_seen_at on every request; the idle limit is days, a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

export interface ResolvedSession {
  session: SessionEntity;
  user: UserEntity;
}

/**
 * Server-side sessions: a new random 256-bit token at every sign-in, only its keyed hash stored,
 * 30 days idle and 90 days absolute.
 */
export class SessionsService implements AccountSessions {
  private readonly sessions: Repository<SessionEntity>;
  private readonly sessionRows: Hydrator<SessionEntity>;
  private readonly userRows: Hydrator<UserEntity>;

  constructor(
    private readonly ds: DataSource,
    private readonly deps: {
      secret: string;
      limits: Pick<Limits, 'sessionIdleMs' | 'sessionAbsoluteMs'>;
      clock: Clock;
    },
  ) {
    this.sessions = ds.getRepository(SessionEntity);
    this.sessionRows = new Hydrator(ds, SessionEntity);
    this.userRows = new Hydrator(ds, UserEntity);
  }

  hash(token: string): string {
    return keyedHash(this.deps.secret, 'session', token);
  }

  async create(
    userId: string,
    meta: { ip: string; userAgent: string | null },
  ): Promise<{ token: string; session: SessionEntity }> {
    const now = this.deps.clock.now();
    const token = randomToken();
    const session = this.sessions.create({
      id: uuidv7(now.getTime()),
      tokenHash: this.hash(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.deps.limits.sessionAbsoluteMs),
      ip: meta.ip.slice(0, 64) || null,
      userAgent: meta.userAgent?.slice(0, 255) || null,
    });
    await this.sessions.insert(session);
    return { token, session };
  }

  /** The live session of a cookie token with its user, or null (an expired one is deleted). */
  async resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!token || token.length > 100) return null;
    // One statement for both rows: every signed-in request pays it.
    const [row] = await this.ds.query<Record<string, unknown>[]>(
      `SELECT ${this.sessionRows.select('s', 's_')}, ${this.userRows.select('u', 'u_')} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`,
      [this.hash(token)],
    );
    if (!row) return null; // no such session (a user's deletion cascades to their sessions)
    const session = this.sessionRows.from(row, 's_');
    const now = this.deps.clock.now().getTime();
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + this.deps.limits.sessionIdleMs <= now) {
      await this.sessions.delete({ id: session.id });
      return null;
    }
    const user = this.userRows.from(row, 'u_');
    if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      session.lastSeenAt = new Date(now);
      await this.sessions.update({ id: session.id }, { lastSeenAt: session.lastSeenAt });
    }
    return { session, user };
  }

  /** Replaces the request's session (if any) with a new one for `user` and sets the cookie. */
  async start(ctx: RequestContext, user: UserEntity): Promise<void> {
    if (ctx.session) await this.destroy(ctx.session.id);
    const { token, session } = await this.create(user.id, ctx);
    ctx.cookies.set(token, session.expiresAt);
    ctx.session = session;
    ctx.user = user;
  }

  async isLive(sessionId: string): Promise<boolean> {
    return (await this.sessions.countBy({ id: sessionId })) > 0;
  }

  /**
   * A subscription's events for as long as the connection's session (or API token) lasts: before
   * each event it is looked up again, and a signed-out, reset or revoked one ends the stream; `map` turns an event
   * into what is sent (END ends the stream too). Every subscription goes through here.
   */
  whileLive<T, U>(
    ctx: RequestContext,
    events: AsyncIterator<T>,
    map: (event: T) => U | typeof END | Promise<U | typeof END>,
  ): AsyncIterableIterator<U> {
    return mapAsync(events, async (event) => {
      if (ctx.session && !(await this.isLive(ctx.session.id))) return END;
      if (ctx.token && !(await ctx.token.isLive())) return END;
      return map(event);
    });
  }

  async destroy(sessionId: string): Promise<void> {
    await this.sessions.delete({ id: sessionId });
  }

  /** Ends every session of a user (password reset), or all but one (password change in the profile). */
  async destroyAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    const rows = await this.sessions.find({ where: { userId }, select: { id: true } });
    const ids = rows.map((r) => r.id).filter((id) => id !== exceptSessionId);
    if (ids.length) await this.sessions.delete({ id: In(ids) });
  }
}
