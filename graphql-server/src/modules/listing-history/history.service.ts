import { type DataSource, In, type Repository } from 'typeorm';
import { checkScope } from '../../core/scope-check';
import { AppError, MESSAGES, badInput } from '../../lib/errors';
import { UUID_PATTERN } from '../../lib/uuid';
import type { RequestContext } from '../../core/request-context';
import { requirePermission, requireUser } from '../../core/guards';
import { can, isStaff } from '../../core/permissions';
import { UserEntity } from '../users';
import { decodeCursor, encodeCursor, sqlDate } from '../../core/list-cursor';
import { productLoaders, ProductEntity, DEFAULT_PAGE, MAX_PAGE, PRODUCT_MESSAGES } from '../products';
import type { ProductView, ProductsService } from '../products';
import { DECISION_ACTIONS, type ProductEventAction } from './product-event-actions';
import { historyLoader } from './history-loader';
import { ProductEventEntity } from './product-event.entity';

export const HISTORY_MESSAGES = {
  found: 'History found',
  decisions: 'Decisions found',
  forbidden: "Only the seller, moderators and admins can see a listing's history",
  /** How the seller sees whoever of the staff acted: never a name or an id. */
  moderator: 'a moderator',
  /** An actor whose account is gone. */
  gone: 'a deleted account',
} as const;

/** What every view of an event shows: what happened, from which state to which, why and when. */
interface EventFacts {
  id: string;
  action: ProductEventAction;
  from: string | null;
  to: string;
  reason: string | null;
  createdAt: Date;
}

/** One event as one caller may see it (docs/product.md#moderation-history). */
export interface ProductEventView extends EventFacts {
  /** Null when hidden from the caller (the seller reading a staff action) or for the system. */
  actorId: string | null;
  /** The actor's name; "a moderator" for the seller reading a staff action. */
  actorName: string;
  /** True when someone other than the seller acted (a moderator or admin). */
  byStaff: boolean;
}

/** One of a moderator's decisions, for the admins: the event and the listing (null once deleted). */
export interface ModerationDecisionView extends EventFacts {
  moderatorId: string;
  productId: string;
  product: ProductView | null;
}

export interface DecisionConnection {
  nodes: ModerationDecisionView[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** Reasons the seller reads: the ones given to them (a rejection's, a take-down's); staff notes stay with staff. */
const REASONS_FOR_SELLER: readonly ProductEventAction[] = ['rejected', 'taken-down'];

/**
 * Reads the moderation history (the writers record it with recordProductEvent, product-events.ts):
 * a listing's own, for its seller and staff only, and each moderator's decisions, for admins only.
 */
export class ProductHistoryService {
  private readonly events: Repository<ProductEventEntity>;

  constructor(
    private readonly ds: DataSource,
    private readonly deps: { products: ProductsService },
  ) {
    this.events = ds.getRepository(ProductEventEntity);
  }

  /** A product's history, oldest first: its seller and staff only (401 signed out, 403 anyone else). Batched per request. */
  async forProduct(ctx: RequestContext, product: Pick<ProductView, 'id' | 'sellerId'>): Promise<ProductEventView[]> {
    const me = requireUser(ctx);
    const staff = isStaff(me);
    if (!can.seeHistory(me, product)) throw new AppError('FORBIDDEN', HISTORY_MESSAGES.forbidden);
    // A token reads its owner's own history with read:products (the operation's scope); staff's view of
    // another's listing is moderation, so a token needs `moderate` for it (docs/product.md#api-tokens).
    if (me.id !== product.sellerId) checkScope(ctx, 'moderate');
    const rows = await historyLoader(this.ds, ctx).load(product.id);
    // The seller reads staff as "a moderator": their names are only looked up for staff.
    const names = new Map<string, string>();
    const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => !!id))].filter(
      (id) => staff || id === product.sellerId,
    );
    const users = await productLoaders(this.ds, ctx).users.loadMany(actorIds);
    for (const u of users) if (u && !(u instanceof Error)) names.set(u.id, u.name);
    return rows.map((r) => {
      const byStaff = r.actorId !== product.sellerId;
      const hidden = byStaff && !staff;
      return {
        id: r.id,
        action: r.action,
        from: r.from,
        to: r.to,
        reason: hidden && !REASONS_FOR_SELLER.includes(r.action) ? null : r.reason,
        createdAt: r.createdAt,
        actorId: hidden ? null : r.actorId,
        actorName: hidden ? HISTORY_MESSAGES.moderator : ((r.actorId && names.get(r.actorId)) ?? HISTORY_MESSAGES.gone),
        byStaff,
      };
    });
  }

  /** REST: the history of the product behind an id; not found (or not visible) is 404. */
  async forProductId(ctx: RequestContext, id: string): Promise<ProductEventView[]> {
    const product = await this.deps.products.getProduct(ctx, id);
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    return this.forProduct(ctx, product);
  }

  /** Admins: one moderator's (or admin's) decisions, newest first, with their listings. */
  async decisions(
    ctx: RequestContext,
    args: { moderatorId: string; first?: number | null; after?: string | null },
  ): Promise<DecisionConnection> {
    requirePermission(ctx, can.administer);
    const first = args.first ?? DEFAULT_PAGE;
    if (!Number.isInteger(first) || first < 1)
      throw badInput({ first: `first must be a whole number from 1 to ${MAX_PAGE}` });
    const take = Math.min(first, MAX_PAGE);
    const after = decodeCursor('NEWEST', args.after);
    const moderatorId = typeof args.moderatorId === 'string' ? args.moderatorId.trim() : '';
    const moderator = UUID_PATTERN.test(moderatorId)
      ? await this.ds.getRepository(UserEntity).findOne({ where: { id: moderatorId }, select: { id: true } })
      : null;
    if (!moderator) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);

    const base = () =>
      this.events
        .createQueryBuilder('e')
        .where('e.actorId = :moderatorId', { moderatorId })
        .andWhere('e.action IN (:...actions)', { actions: DECISION_ACTIONS });
    const page = base();
    if (after)
      page.andWhere('(e.createdAt < :at OR (e.createdAt = :at AND e.id < :id))', { at: after[0], id: after[1] });
    const [rows, totalCount] = await Promise.all([
      page
        .orderBy('e.createdAt', 'DESC')
        .addOrderBy('e.id', 'DESC')
        .take(take + 1)
        .getMany(),
      base().getCount(),
    ]);
    const hasNextPage = rows.length > take;
    const shown = rows.slice(0, take);
    const ids = [...new Set(shown.map((r) => r.productId))];
    const products = ids.length ? await this.ds.getRepository(ProductEntity).findBy({ id: In(ids) }) : [];
    const byId = new Map(products.map((p) => [p.id, this.deps.products.view(ctx, p)]));
    const last = shown[shown.length - 1];
    return {
      nodes: shown.map((r) => ({
        id: r.id,
        action: r.action,
        from: r.from,
        to: r.to,
        reason: r.reason,
        createdAt: r.createdAt,
        moderatorId,
        productId: r.productId,
        product: byId.get(r.productId) ?? null,
      })),
      pageInfo: {
        hasNextPage,
        endCursor: last ? encodeCursor('NEWEST', [sqlDate(last.createdAt), last.id]) : null,
      },
      totalCount,
    };
  }
}
