import type { DataSource, EntityManager, Repository } from 'typeorm';
import { joinableRead, sharedRead } from '../../db/work-context';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import { Signal } from '../../lib/signal';
import { SingleFlight } from '../../lib/single-flight';
import { UUID_PATTERN } from '../../lib/uuid';
import { requirePermission } from '../../core/guards';
import { can } from '../../core/permissions';
import type { UploadsService } from '../uploads';
import { type UserView, type ViewedUser, viewUser } from '../../core/privacy';
import { categoryList, parseCategory, parseCondition } from '../../core/listing-categories';
import { toPaise } from '../../core/money';
import { type CursorKey, type ListOrder, decodeCursor, encodeCursor } from '../../core/list-cursor';
import type { EventBus } from '../../core/unit-of-work';
import { publicRestProduct } from './product.rest-shape';
import { productLoaders, publicTitles } from './product-loaders';
import { type ProductView, canSee, viewProduct } from './product-view';
import { AVAILABILITY_MESSAGES, parseAvailability } from './availability';
import { ProductEntity } from './product.entity';
import { listedStatus } from './lifecycle/stored-status';
import { ListingLifecycle } from './lifecycle/lifecycle';
import { CountCache } from './count-cache';
import { type ListCount, type ListPage, type ListSpec, type ListedProduct, ProductListQuery } from './products.query';
import { type SearchIndexState, queryTerms } from '../search';

export const PRODUCT_MESSAGES = {
  found: 'Product found',
  listed: 'Products found',
  notFound: 'Product not found',
} as const;

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

export interface ProductFilterInput {
  category?: unknown;
  condition?: unknown;
  minPrice?: unknown;
  maxPrice?: unknown;
  sellerId?: string | null;
  search?: string | null;
  includeUnapproved?: boolean | null;
  /** True: Available listings only (Reserved ones left out). */
  availableOnly?: unknown;
  /** One availability (any case); Sold lists the sold listings, which no other list shows. */
  availability?: unknown;
}

export interface ListArgs {
  filter?: ProductFilterInput | null;
  sort?: string | null;
  first?: number | null;
  after?: string | null;
  /**
   * False when the caller will not show the count (a GraphQL query that does not select it): no
   * COUNT runs unless `count()` is called after all. Default true: counted alongside the page.
   */
  withCount?: boolean;
}

export interface ProductConnection {
  nodes: ProductView[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  /** All matches of the filter (a search stops at SEARCH_COUNT_CAP); the same promise each call. */
  count(): Promise<ListCount>;
}

export interface ProductResult {
  message: string;
  product: ProductView;
}

const SORTS: ListOrder[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'RELEVANCE'];

/**
 * Products as the caller may see them: one, the lists and the review queue (docs/product.md#listings,
 * #search-and-lists), with the caches that a committed write (`changed`) clears. Writes:
 * ListingsService (the seller's) and ModerationService (the reviewers').
 */
export class ProductsService {
  readonly repo: Repository<ProductEntity>;
  /**
   * Emitted after every committed product write (add, edit, delete, approve, reject): what caches
   * products (list counts, the public response cache) forgets on it.
   */
  readonly changed = new Signal();
  /** The only writer of a listing's status, availability and hiding (lifecycle/). */
  readonly lifecycle: ListingLifecycle;
  private readonly lists: ProductListQuery;
  private readonly counts = new CountCache();
  private readonly pages = new SingleFlight<ListPage>();

  constructor(
    private readonly ds: DataSource,
    // searchIndex: which search tables the lists may read (search/backfill.ts); all of them when not given.
    private readonly deps: {
      clock: Clock;
      uploads: UploadsService;
      searchIndex?: SearchIndexState;
    },
  ) {
    this.repo = ds.getRepository(ProductEntity);
    this.lifecycle = new ListingLifecycle({ clock: deps.clock, publicView: (m, p) => this.publicView(m, p) });
    this.lists = new ProductListQuery(ds, deps.searchIndex);
    this.changed.on(() => {
      this.counts.clear();
      this.lists.forgetTerms();
      this.pages.forget();
    });
  }

  categories() {
    return categoryList();
  }

  /** The product as the caller may see it; with its seller's row when that was loaded along. */
  view(ctx: RequestContext, p: ProductEntity, seller?: ViewedUser): ProductView {
    return viewProduct(p, ctx.user, this.deps.clock.now(), (key) => this.deps.uploads.urls(key), seller);
  }

  /**
   * The listing as a visitor sees it in the REST shape, with its seller as a visitor sees them
   * (contact details only when the seller shows them publicly), read with `m`, the change's
   * transaction: what the listing's events carry as `publicView` (webhooks send it).
   */
  publicView(m: EntityManager, p: ProductEntity): Promise<Record<string, unknown>> {
    return publicRestProduct(m, p, this.deps.clock.now(), (key) => this.deps.uploads.urls(key));
  }

  /** ListingDirectory (core/listing-directory.ts): which of `ids` are public now, with their titles. */
  publicTitles(m: EntityManager, ids: string[]): Promise<Map<string, string>> {
    return publicTitles(m, ids);
  }

  /** What the products module does after a listing's change commits: its caches forget (`changed`). */
  subscribe(bus: EventBus): void {
    bus.afterCommit('listing.changed', () => this.changed.emit());
  }

  /** The seller of a product as the caller may see them: loaded along with it, or batched per request. */
  async seller(ctx: RequestContext, product: ProductView): Promise<UserView | null> {
    const user = product.sellerRow ?? (await productLoaders(this.ds, ctx).users.load(product.sellerId));
    return user ? viewUser(user, ctx.user) : null;
  }

  private findById(id: string): Promise<ProductEntity | null> {
    const trimmed = typeof id === 'string' ? id.trim() : '';
    if (!UUID_PATTERN.test(trimmed)) return Promise.resolve(null);
    return this.repo.findOneBy({ id: trimmed });
  }

  /** A product the caller may see, or null (not found and not visible look the same). One statement, seller included. */
  async getProduct(ctx: RequestContext, id: string): Promise<ProductView | null> {
    const trimmed = typeof id === 'string' ? id.trim() : '';
    const found = UUID_PATTERN.test(trimmed) ? await this.lists.byId(trimmed) : null;
    return found && canSee(found.product, ctx.user) ? this.listed(ctx, found) : null;
  }

  /** The caller's wishlist rows as views (WishlistService owns the rule; this is the one statement). */
  async wishlistOf(ctx: RequestContext, userId: string, limit: number): Promise<ProductView[]> {
    return (await this.lists.wishlist(userId, limit)).map((r) => this.listed(ctx, r));
  }

  private listed(ctx: RequestContext, { product, seller }: ListedProduct): ProductView {
    return this.view(ctx, product, seller);
  }

  /** The product behind an id for a change (ListingsService, ModerationService): not found (or invisible) is NOT_FOUND. */
  async forChange(ctx: RequestContext, id: string): Promise<ProductEntity> {
    const p = await this.findById(id);
    if (!p || !canSee(p, ctx.user)) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    return p;
  }

  async list(ctx: RequestContext, args: ListArgs): Promise<ProductConnection> {
    const filter = args.filter ?? {};
    const errors: Record<string, string> = {};
    const category =
      filter.category === undefined || filter.category === null || filter.category === ''
        ? null
        : parseCategory(filter.category);
    if (category === null && filter.category) errors.category = 'Unknown category';
    const condition =
      filter.condition === undefined || filter.condition === null || filter.condition === ''
        ? null
        : parseCondition(filter.condition);
    if (condition === null && filter.condition) errors.condition = 'Unknown condition';
    const price = (field: 'minPrice' | 'maxPrice', label: string): number | null => {
      const v = filter[field];
      if (v === undefined || v === null || v === '') return null;
      const paise = toPaise(v, label);
      if (typeof paise === 'string') errors[field] = paise;
      return typeof paise === 'number' ? paise : null;
    };
    const minPaise = price('minPrice', 'Minimum price');
    const maxPaise = price('maxPrice', 'Maximum price');
    const sortRaw = typeof args.sort === 'string' && args.sort.trim() ? args.sort.trim().toUpperCase() : null;
    if (sortRaw && !SORTS.includes(sortRaw as ListOrder))
      errors.sort = 'Sort must be newest, price_asc, price_desc or relevance';
    const first = this.pageSize(args.first, errors);
    const availability = empty(filter.availability) ? null : parseAvailability(filter.availability);
    if (availability === null && !empty(filter.availability)) errors.availability = AVAILABILITY_MESSAGES.unknown;
    if (Object.keys(errors).length) throw badInput(errors);

    const terms = queryTerms(filter.search ?? '');
    const order = ProductListQuery.effectiveOrder({
      order: (sortRaw as ListOrder | null) ?? (terms.length ? 'RELEVANCE' : 'NEWEST'),
      terms,
    });
    const sellerId = filter.sellerId?.trim() || null;
    const me = ctx.user;
    // Pending and rejected products only for their seller (asking for their own list) or staff.
    const allStatuses = !!filter.includeUnapproved && !!me && can.seeUnpublished(me, { sellerId });
    // Sold listings are stored apart (lifecycle/stored-status.ts): only a list asking for them shows them.
    const onlyAvailable =
      availability === 'Available' || filter.availableOnly === true || filter.availableOnly === 'true';
    return this.page(
      args.withCount !== false,
      {
        status:
          availability === 'Sold' ? listedStatus('sold') : allStatuses && !availability ? null : listedStatus('public'),
        availability: availability === 'Reserved' ? 'Reserved' : onlyAvailable ? 'Available' : null,
        category,
        condition,
        minPaise,
        maxPaise,
        sellerId,
        terms,
        order,
        first,
        after: decodeCursor(order, args.after),
      },
      ctx,
    );
  }

  /** Moderators and admins: the review queue, oldest first. */
  async pending(
    ctx: RequestContext,
    args: Pick<ListArgs, 'first' | 'after' | 'withCount'>,
  ): Promise<ProductConnection> {
    requirePermission(ctx, can.moderate);
    const errors: Record<string, string> = {};
    const first = this.pageSize(args.first, errors);
    if (Object.keys(errors).length) throw badInput(errors);
    return this.page(
      args.withCount !== false,
      { status: 'Pending', order: 'OLDEST', first, after: decodeCursor('OLDEST', args.after) },
      ctx,
    );
  }

  private pageSize(value: number | null | undefined, errors: Record<string, string>): number {
    if (value === undefined || value === null) return DEFAULT_PAGE;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) {
      errors.first = `first must be a whole number from 1 to ${MAX_PAGE}`;
      return DEFAULT_PAGE;
    }
    return Math.min(n, MAX_PAGE);
  }

  /** One page, and its count: started alongside when wanted, else only if asked for after all. */
  private async page(withCount: boolean, spec: ListSpec, ctx: RequestContext): Promise<ProductConnection> {
    const order = ProductListQuery.effectiveOrder(spec);
    let counting: Promise<ListCount> | null = null;
    const count = () =>
      (counting ??= joinableRead(() => this.counts.get(countKey(spec), () => this.lists.count(spec))));
    if (withCount) count().catch(() => {}); // awaited by whoever reads it; not an unhandled rejection meanwhile
    const result = await sharedRead(this.pages, pageKey(spec), () => this.lists.page(spec));
    const last: CursorKey | undefined = result.keys[result.keys.length - 1];
    return {
      nodes: result.rows.map((r) => this.listed(ctx, r)),
      pageInfo: { hasNextPage: result.hasNextPage, endCursor: last ? encodeCursor(order, last) : null },
      count,
    };
  }
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** Everything a page depends on. */
const pageKey = (spec: ListSpec): string => JSON.stringify([countKey(spec), spec.order, spec.first, spec.after]);

/** The filter part of a list (no order, page size or cursor): what its count depends on. */
function countKey(spec: ListSpec): string {
  return JSON.stringify([
    spec.status,
    spec.availability ?? null,
    spec.category,
    spec.condition,
    spec.minPaise,
    spec.maxPaise,
    spec.sellerId,
    spec.terms,
  ]);
}
