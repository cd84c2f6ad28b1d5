import type { DataSource, Repository } from 'typeorm';
import { underCapLock } from '../../db/cap-lock';
import { Hydrator } from '../../db/hydrate';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import type { PubSub } from '../../lib/pubsub';
import { throttleKey } from '../../core/throttle-keys';
import { AppError, type FieldErrors, badInput } from '../../lib/errors';
import { uuidv7 } from '../../lib/uuid';
import { requirePermission, requireVerified } from '../../core/guards';
import { type Member, type Rule, can } from '../../core/permissions';
import type { ApiTokenCaller, RequestContext } from '../../core/request-context';
import type { Mailer } from '../../mail/mailer';
import { apiTokenCreatedMail } from '../../mail/templates';
import { assertCurrentPassword, CURRENT_PASSWORD_MESSAGES, type CurrentPasswordDeps, UserEntity } from '../users';
import { ApiTokenEntity } from './api-token.entity';
import { APP_TOKEN_SCOPES, type ApiScopeValue, STAFF_ONLY_SCOPES, isApiScope } from '../../core/scopes';
import { SESSION_ONLY_MESSAGE } from '../../core/scope-check';
import { type TokenKind, newTokenSecret, tokenHash, tokenKind } from './token-format';

const DAY_MS = 86_400_000;
/**
 * The shared channel that tells every instance which tokens stopped working (ids), so that each
 * closes their graphql-ws sockets at once (graphql-ws-server.ts).
 */
export const TOKENS_REVOKED_TOPIC = 'apiTokensRevoked';
/** last_used_at is written at most this often per token: every bearer call reads it, few write. */
const TOUCH_EVERY_MS = 60_000;
export const TOKEN_LIMITS = { defaultDays: 90, minDays: 1, maxDays: 365, nameMax: 80, perUser: 50 } as const;

export const TOKEN_MESSAGES = {
  created: 'Token created: copy it now, it is not shown again',
  revoked: 'Token revoked',
  notFound: 'Token not found',
  invalid: 'This API token is invalid, expired or revoked',
  tooFast: 'Too many calls with this API token',
  moderateOnlyStaff: 'Only moderators and admins can grant the scope moderate',
  tooMany: `You can have at most ${TOKEN_LIMITS.perUser} tokens: revoke one first`,
  current: 'The API token of this call',
  noToken: 'Call this with an API token: a session has no token to describe',
  expiry: `Expiry must be a whole number of days from ${TOKEN_LIMITS.minDays} to ${TOKEN_LIMITS.maxDays}`,
} as const;

export interface TokenInput {
  name?: unknown;
  scopes?: unknown;
  expiresInDays?: unknown;
  /** A user's token only: the owner's password, asked again as for an email change. */
  currentPassword?: unknown;
}

/** The token's own rate (API_TOKEN_RATE_PER_MINUTE) after a call: the RateLimit-* headers. */
export interface TokenRate {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

export interface ResolvedToken {
  token: ApiTokenCaller;
  /** The owner (null for an app token). */
  user: UserEntity | null;
  rate: TokenRate;
}

/**
 * API tokens (docs/product.md#api-tokens): created by a verified user (or an admin for apps), the
 * secret answered once, only its hash kept; `resolve` turns a bearer secret into the caller.
 */
export class ApiTokensService {
  private readonly tokens: Repository<ApiTokenEntity>;
  private readonly tokenRows: Hydrator<ApiTokenEntity>;
  private readonly userRows: Hydrator<UserEntity>;

  constructor(
    private readonly ds: DataSource,
    private readonly deps: CurrentPasswordDeps & {
      clock: Clock;
      ratePerMinute: number;
      pubsub: PubSub;
      mailer: Mailer;
      background: BackgroundTasks;
      publicUrl: string;
    },
  ) {
    this.tokens = ds.getRepository(ApiTokenEntity);
    this.tokenRows = new Hydrator(ds, ApiTokenEntity);
    this.userRows = new Hydrator(ds, UserEntity);
  }

  async create(ctx: RequestContext, input: TokenInput): Promise<{ token: string; apiToken: ApiTokenEntity }> {
    const user = this.sessionUser(ctx);
    const valid = validate(input, 'user');
    // A stolen session alone must not mint a lasting way in: the owner's password is asked again.
    await assertCurrentPassword(this.deps, ctx, user, input.currentPassword as string);
    if (valid.scopes.some((s) => STAFF_ONLY_SCOPES.includes(s)) && !can.holdStaffScopes(user))
      throw new AppError('FORBIDDEN', TOKEN_MESSAGES.moderateOnlyStaff);
    // Last, after every check: counted and inserted under the user's lock, so calls at once keep the cap.
    const created = await this.insert('user', valid, { userId: user.id, createdBy: null }, (row) =>
      underCapLock(this.ds, { userId: user.id }, async (m) => {
        if ((await m.countBy(ApiTokenEntity, { userId: user.id })) >= TOKEN_LIMITS.perUser)
          throw new AppError('CONFLICT', TOKEN_MESSAGES.tooMany);
        await m.insert(ApiTokenEntity, row);
      }),
    );
    const { background, mailer, publicUrl } = this.deps;
    background.run('api token created mail', () =>
      mailer.send(apiTokenCreatedMail(user.email, user.name, valid.name, publicUrl)),
    );
    return created;
  }

  /** The token a bearer call came with (a session has none to describe: 400). */
  async current(ctx: RequestContext): Promise<ApiTokenEntity> {
    if (!ctx.token) throw new AppError('BAD_USER_INPUT', TOKEN_MESSAGES.noToken);
    const row = await this.tokens.findOneBy({ id: ctx.token.id });
    if (!row) throw new AppError('UNAUTHENTICATED', TOKEN_MESSAGES.invalid);
    return row;
  }

  /** Every token of an account ends (its password was changed or reset), their sockets too. */
  async revokeAllForUser(userId: string): Promise<void> {
    const rows = await this.tokens.find({ where: { userId }, select: { id: true } });
    if (!rows.length) return;
    await this.tokens.delete({ userId });
    await this.announceRevoked(rows.map((r) => r.id));
  }

  list(ctx: RequestContext): Promise<ApiTokenEntity[]> {
    const user = this.sessionUser(ctx);
    return this.tokens.find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async revoke(ctx: RequestContext, id: string): Promise<{ message: string }> {
    const user = this.sessionUser(ctx);
    const res = await this.tokens.delete({ id: String(id), userId: user.id });
    if (!res.affected) throw new AppError('NOT_FOUND', TOKEN_MESSAGES.notFound);
    await this.announceRevoked([String(id)]);
    return { message: TOKEN_MESSAGES.revoked };
  }

  /** An admin's token for another campus app: it belongs to nobody and reads listings only. */
  createApp(ctx: RequestContext, input: TokenInput): Promise<{ token: string; apiToken: ApiTokenEntity }> {
    const admin = this.sessionUser(ctx, can.administer);
    return this.insert('app', validate({ ...input, scopes: input.scopes ?? APP_TOKEN_SCOPES }, 'app'), {
      userId: null,
      createdBy: admin.id,
    });
  }

  /** Every token, users' and apps', newest first (admins). */
  listAll(ctx: RequestContext): Promise<ApiTokenEntity[]> {
    this.sessionUser(ctx, can.administer);
    return this.tokens.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async revokeAny(ctx: RequestContext, id: string): Promise<{ message: string }> {
    this.sessionUser(ctx, can.administer);
    const res = await this.tokens.delete({ id: String(id) });
    if (!res.affected) throw new AppError('NOT_FOUND', TOKEN_MESSAGES.notFound);
    await this.announceRevoked([String(id)]);
    return { message: TOKEN_MESSAGES.revoked };
  }

  /**
   * A bearer call's caller: 401 for a bad, expired or revoked token, 429 (with Retry-After) past
   * the token's own API_TOKEN_RATE_PER_MINUTE. HTTP and graphql-ws both come here.
   */
  async authenticate(secret: string): Promise<ResolvedToken> {
    const resolved = await this.resolve(secret);
    if (!resolved) throw new AppError('UNAUTHENTICATED', TOKEN_MESSAGES.invalid);
    const rate = await this.countCall(resolved.token);
    return { ...resolved, rate };
  }

  /** One call of the token against its own rate (a graphql-ws subscribe counts as a call too). */
  async countCall(token: ApiTokenCaller): Promise<TokenRate> {
    const limit = { limit: this.deps.ratePerMinute, windowMs: 60_000 };
    const used = await this.deps.limiter.consume(throttleKey.apiToken(token.id), limit, TOKEN_MESSAGES.tooFast);
    return {
      limit: limit.limit,
      remaining: Math.max(0, limit.limit - used.count),
      resetSeconds: Math.max(0, Math.ceil(used.resetInMs / 1000)),
    };
  }

  /** Best effort, like every live push: the rows are gone whatever the channel does. */
  private announceRevoked(ids: string[]): Promise<void> {
    return this.deps.pubsub.publish(TOKENS_REVOKED_TOPIC, { ids });
  }

  /** The caller a bearer secret stands for, or null (malformed, unknown, revoked or expired: all 401). */
  async resolve(secret: string): Promise<Omit<ResolvedToken, 'rate'> | null> {
    if (!tokenKind(secret)) return null;
    const [row] = await this.ds.query<Record<string, unknown>[]>(
      `SELECT ${this.tokenRows.select('t', 't_')}, ${this.userRows.select('u', 'u_')} FROM api_tokens t LEFT JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
      [tokenHash(secret)],
    );
    if (!row) return null;
    const record = this.tokenRows.from(row, 't_');
    const now = this.deps.clock.now();
    if (record.expiresAt.getTime() <= now.getTime()) return null;
    const user = record.userId ? this.userRows.from(row, 'u_') : null;
    if (record.kind === 'user' && !user) return null;
    if (!record.lastUsedAt || now.getTime() - record.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
      await this.tokens.update({ id: record.id }, { lastUsedAt: now });
    // A token never exceeds its owner: `moderate` lapses with the staff role.
    const staff = can.holdStaffScopes(user);
    const scopes = scopeList(record.scopes).filter((s) => staff || !STAFF_ONLY_SCOPES.includes(s));
    const caller: ApiTokenCaller = {
      id: record.id,
      kind: record.kind,
      expiresAt: record.expiresAt,
      scopes: record.kind === 'app' ? scopes.filter((s) => APP_TOKEN_SCOPES.includes(s)) : scopes,
      isLive: async () => {
        const live = await this.tokens.findOne({ where: { id: record.id }, select: { id: true, expiresAt: true } });
        return !!live && live.expiresAt.getTime() > this.deps.clock.now().getTime();
      },
    };
    return { token: caller, user };
  }

  /** Account management needs a session: a token is refused here whatever its scopes. */
  private sessionUser(ctx: RequestContext, allowed?: Rule<Member, []>): UserEntity {
    if (ctx.token) throw new AppError('FORBIDDEN', SESSION_ONLY_MESSAGE);
    return allowed ? requirePermission(ctx, allowed) : requireVerified(ctx);
  }

  private async insert(
    kind: TokenKind,
    valid: Valid,
    owner: { userId: string | null; createdBy: string | null },
    write: (row: ApiTokenEntity) => Promise<unknown> = (row) => this.tokens.insert(row),
  ): Promise<{ token: string; apiToken: ApiTokenEntity }> {
    const now = this.deps.clock.now();
    const token = newTokenSecret(kind);
    const apiToken = this.tokens.create({
      id: uuidv7(now.getTime()),
      kind,
      ...owner,
      name: valid.name,
      tokenHash: tokenHash(token),
      scopes: valid.scopes.join(','),
      last4: token.slice(-4),
      createdAt: now,
      expiresAt: new Date(now.getTime() + valid.days * DAY_MS),
      lastUsedAt: null,
    });
    await write(apiToken);
    return { token, apiToken };
  }
}

export function scopeList(stored: string): ApiScopeValue[] {
  return stored.split(',').filter(isApiScope);
}

interface Valid {
  name: string;
  scopes: ApiScopeValue[];
  days: number;
}

/** The same messages on GraphQL and REST; every field checked, all errors answered at once. */
function validate(input: TokenInput, kind: TokenKind): Valid {
  const fields: FieldErrors = {};
  if (kind === 'user' && (typeof input.currentPassword !== 'string' || !input.currentPassword))
    fields.currentPassword = CURRENT_PASSWORD_MESSAGES.missing;
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) fields.name = 'Give the token a name';
  else if (name.length > TOKEN_LIMITS.nameMax) fields.name = `At most ${TOKEN_LIMITS.nameMax} characters`;
  const raw = input.scopes;
  const scopes = Array.isArray(raw) ? [...new Set(raw as unknown[])] : [];
  const unknown = scopes.find((s) => !isApiScope(s));
  if (!Array.isArray(raw) || scopes.length === 0) fields.scopes = 'Choose at least one scope';
  else if (unknown !== undefined) fields.scopes = `Unknown scope ${JSON.stringify(unknown)}`;
  else if (kind === 'app' && scopes.some((s) => !APP_TOKEN_SCOPES.includes(s as ApiScopeValue)))
    fields.scopes = `App tokens can only have ${APP_TOKEN_SCOPES.join(', ')}`;
  const days = input.expiresInDays ?? TOKEN_LIMITS.defaultDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < TOKEN_LIMITS.minDays || days > TOKEN_LIMITS.maxDays)
    fields.expiresInDays = TOKEN_MESSAGES.expiry;
  if (Object.keys(fields).length) throw badInput(fields);
  return { name, scopes: scopes as ApiScopeValue[], days: days as number };
}
