import type { DataSource, Repository } from 'typeorm';
import { joinableRead, sharedRead } from '../../db/work-context';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import type { RequestContext } from '../auth/request-context';
import { Signal } from '../../lib/signal';
import { SingleFlight } from '../../lib/single-flight';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid';
import { requireRole, requireVerified } from '../auth/guards';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UploadsService } from '../uploads/uploads.service';
import { type UserView, type ViewedUser, viewUser } from '../users/privacy';
import { FieldChecks } from '../users/validation';
import { categoryList, parseCategory, parseCondition } from './categories';
import { toPaise } from './money';
import { type CursorKey, type ListOrder, decodeCursor, encodeCursor } from './product-cursor';
import { productLoaders } from './product-loaders';
import { type ProductFields, type ProductInput, checkImageList, checkProductFields } from './product-validation';
import { type ProductView, canSee, isStaff, viewProduct } from './product-view';
import { ProductEntity } from './product.entity';
import { CountCache } from './count-cache';
import { type ListCount, type ListPage, type ListSpec, type ListedProduct, ProductListQuery } from './products.query';
import type { SearchIndexState } from './search-backfill';
import { syncSearchRow } from './search-index';
import { queryTerms, searchText } from './search-text';

export const PRODUCT_MESSAGES = {
  added: 'Your product has been sent for review',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully.',
  found: 'Product found',
  listed: 'Products found',
  notFound: 'Product not found',
  notYours: 'You can only change your own products',
  notYoursDelete: 'You can only delete your own products',
  ownDecision: 'You cannot approve or reject your own product: another moderator or admin reviews it',
  statusChanged: (s: 'Approved' | 'Rejected') => `Successfully ${s} the product`,
  badStatus: 'Status must be Approved or Rejected',
  reasonOnlyRejected: 'A reason goes only with a rejection',
  reasonTooLong: 'Reason must be at most 500 characters',
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

/** What the people concerned are told (docs/product.md#notifications). */
export const PRODUCT_NOTICES = {
  waiting: (title: string) => `New product "${title}" is waiting for review.`,
  approved: (title: string) => `Your product "${title}" was approved.`,
  rejected: (title: string, reason: string | null) =>
    `Your product "${title}" was rejected${reason ? `: ${reason}` : ''}${endsSentence(reason) ? '' : '.'}`,
  removed: (title: string) => `Your product "${title}" was removed by an admin.`,
} as const;

/** A reason that already ends its sentence ("…whole cycle.", "Why?") gets no second full stop. */
function endsSentence(reason: string | null): boolean {
  return !!reason && /[.!?…]$/.test(reason);
}

const SORTS: ListOrder[] = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'RELEVANCE'];

/** Every rule about products (docs/product.md#listings, #search-and-lists, #roles). */
export class ProductsService {
  readonly repo: Repository<ProductEntity>;
  /**
   * Emitted after every committed product write (add, edit, delete, approve, reject): what caches
   * products (list counts, the public response cache) forgets on it.
   */
  readonly changed = new Signal();
  private readonly lists: ProductListQuery;
  private readonly counts = new CountCache();
  private readonly pages = new SingleFlight<ListPage>();

  constructor(
    private readonly ds: DataSource,
    // searchIndex: which search tables the lists may read (search-backfill.ts); all of them when not given.
    private readonly deps: {
      clock: Clock;
      uploads: UploadsService;
      notifications: NotificationsService;
      searchIndex?: SearchIndexState;
    },
  ) {
    this.repo = ds.getRepository(ProductEntity);
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

  /** The product behind an id for a change: not found (or invisible) is NOT_FOUND. */
  private async visibleOrThrow(ctx: RequestContext, id: string): Promise<ProductEntity> {
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
    if (Object.keys(errors).length) throw badInput(errors);

    const terms = queryTerms(filter.search ?? '');
    const order = ProductListQuery.effectiveOrder({
      order: (sortRaw as ListOrder | null) ?? (terms.length ? 'RELEVANCE' : 'NEWEST'),
      terms,
    });
    const sellerId = filter.sellerId?.trim() || null;
    const me = ctx.user;
    // Pending and rejected products only for their seller (asking for their own list) or staff.
    const allStatuses = !!filter.includeUnapproved && !!me && (isStaff(me) || (!!sellerId && sellerId === me.id));
    return this.page(
      args.withCount !== false,
      {
        status: allStatuses ? null : 'Approved',
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
    requireRole(ctx, 'moderator', 'admin');
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

  /** Verified users: a new product waits for review. Its pictures are attached in the same transaction. */
  async add(ctx: RequestContext, input: ProductInput): Promise<ProductResult> {
    const me = requireVerified(ctx);
    const checks = new FieldChecks();
    const fields = checkProductFields(input, undefined, checks);
    const urls = checkImageList(input.images, checks);
    checks.done();
    const keys = await this.deps.uploads.resolveKeys(urls as string[], me.id, 'product', 'images');
    const now = this.deps.clock.now();
    const product: ProductEntity = Object.assign(new ProductEntity(), {
      id: uuidv7(now.getTime()),
      ...(fields as ProductFields),
      imageKeys: keys,
      status: 'Pending' as const,
      rejectionReason: null,
      sellerId: me.id,
      searchText: searchText(fields!.title, fields!.description),
      createdAt: now,
      updatedAt: now,
    });
    await this.deps.notifications.transaction(async (m, notify) => {
      await m.insert(ProductEntity, product);
      await this.deps.uploads.markAttached(keys, m);
      await notify(
        { roles: ['moderator', 'admin'], except: me.id },
        PRODUCT_NOTICES.waiting(product.title),
        '/product-moderation',
      );
    });
    this.changed.emit();
    return { message: PRODUCT_MESSAGES.added, product: this.view(ctx, product) };
  }

  /**
   * The seller only (an admin may delete others' products, not edit them). Content edits (title,
   * description, images, category) send an approved or rejected product back to review; price,
   * negotiable, condition and the rest keep its status.
   */
  async edit(ctx: RequestContext, id: string, input: ProductInput): Promise<ProductResult> {
    const me = requireVerified(ctx);
    const product = await this.visibleOrThrow(ctx, id);
    if (product.sellerId !== me.id) throw new AppError('FORBIDDEN', PRODUCT_MESSAGES.notYours);
    const checks = new FieldChecks();
    const fields = checkProductFields(input, product, checks) as ProductFields;
    const urls = input.images === undefined || input.images === null ? undefined : checkImageList(input.images, checks);
    checks.done();
    const keys = urls
      ? await this.deps.uploads.resolveKeys(urls, me.id, 'product', 'images', product.imageKeys)
      : product.imageKeys;

    const contentChanged =
      fields.title !== product.title ||
      fields.description !== product.description ||
      fields.category !== product.category ||
      keys.length !== product.imageKeys.length ||
      keys.some((k, i) => k !== product.imageKeys[i]);
    const removed = product.imageKeys.filter((k) => !keys.includes(k));
    const changes: Partial<ProductEntity> = { ...fields, imageKeys: keys, updatedAt: this.deps.clock.now() };
    if (fields.title !== product.title || fields.description !== product.description)
      changes.searchText = searchText(fields.title, fields.description);
    if (contentChanged && product.status !== 'Pending') {
      changes.status = 'Pending';
      changes.rejectionReason = null;
    }
    await this.deps.notifications.transaction(async (m, notify) => {
      await m.update(ProductEntity, { id: product.id }, changes);
      await syncSearchRow(m, product.id);
      await this.deps.uploads.markAttached(keys, m);
      // Back in the queue: the moderators hear of it as of a new product.
      if (changes.status === 'Pending') {
        await notify(
          { roles: ['moderator', 'admin'], except: me.id },
          PRODUCT_NOTICES.waiting(changes.title ?? product.title),
          '/product-moderation',
        );
      }
    });
    this.changed.emit();
    await this.deps.uploads.remove(removed);
    Object.assign(product, changes);
    return { message: PRODUCT_MESSAGES.updated, product: this.view(ctx, product) };
  }

  /** The seller, or an admin for any product. Its pictures go after the row is gone. */
  async delete(ctx: RequestContext, id: string): Promise<{ message: string }> {
    const me = requireVerified(ctx);
    const product = await this.visibleOrThrow(ctx, id);
    if (product.sellerId !== me.id && me.role !== 'admin')
      throw new AppError('FORBIDDEN', PRODUCT_MESSAGES.notYoursDelete);
    await this.deps.notifications.transaction(async (m, notify) => {
      await m.delete(ProductEntity, { id: product.id });
      if (product.sellerId !== me.id) await notify([product.sellerId], PRODUCT_NOTICES.removed(product.title), null);
    });
    this.changed.emit();
    await this.deps.uploads.remove(product.imageKeys);
    return { message: PRODUCT_MESSAGES.deleted };
  }

  /** Moderators and admins approve or reject; a reason only with a rejection. */
  async setStatus(
    ctx: RequestContext,
    input: { id: string; status: unknown; reason?: unknown },
  ): Promise<ProductResult> {
    const me = requireRole(ctx, 'moderator', 'admin');
    const status = parseDecision(input.status);
    const reasonText =
      typeof input.reason === 'string'
        ? input.reason.trim()
        : input.reason === undefined || input.reason === null
          ? ''
          : null;
    const errors: Record<string, string> = {};
    if (!status) errors.status = PRODUCT_MESSAGES.badStatus;
    if (reasonText === null) errors.reason = 'Reason must be text';
    else if (reasonText && status === 'Approved') errors.reason = PRODUCT_MESSAGES.reasonOnlyRejected;
    else if ([...(reasonText ?? '')].length > 500) errors.reason = PRODUCT_MESSAGES.reasonTooLong;
    if (Object.keys(errors).length) throw badInput(errors);

    const product = await this.visibleOrThrow(ctx, input.id);
    // Review means a second pair of eyes: nobody, admins included, decides on their own listing.
    if (product.sellerId === me.id) throw new AppError('FORBIDDEN', PRODUCT_MESSAGES.ownDecision);
    const previous = product.status;
    const changes: Partial<ProductEntity> = {
      status: status as 'Approved' | 'Rejected',
      rejectionReason: status === 'Rejected' && reasonText ? reasonText : null,
      updatedAt: this.deps.clock.now(),
    };
    await this.deps.notifications.transaction(async (m, notify) => {
      await m.update(ProductEntity, { id: product.id }, changes);
      await syncSearchRow(m, product.id);
      // Told once per change: approving an approved product again says nothing new.
      if (previous !== changes.status) {
        const approved = changes.status === 'Approved';
        await notify(
          [product.sellerId],
          approved
            ? PRODUCT_NOTICES.approved(product.title)
            : PRODUCT_NOTICES.rejected(product.title, changes.rejectionReason ?? null),
          approved ? `/product/${product.id}` : '/user-products',
        );
      }
    });
    this.changed.emit();
    Object.assign(product, changes);
    return {
      message: PRODUCT_MESSAGES.statusChanged(status as 'Approved' | 'Rejected'),
      product: this.view(ctx, product),
    };
  }
}

/** Everything a page depends on. */
const pageKey = (spec: ListSpec): string => JSON.stringify([countKey(spec), spec.order, spec.first, spec.after]);

/** The filter part of a list (no order, page size or cursor): what its count depends on. */
function countKey(spec: ListSpec): string {
  return JSON.stringify([
    spec.status,
    spec.category,
    spec.condition,
    spec.minPaise,
    spec.maxPaise,
    spec.sellerId,
    spec.terms,
  ]);
}

/** "Approved", "approved", "APPROVED" (and Rejected alike); anything else, Pending included, is null. */
function parseDecision(value: unknown): 'Approved' | 'Rejected' | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return v === 'approved' ? 'Approved' : v === 'rejected' ? 'Rejected' : null;
}
