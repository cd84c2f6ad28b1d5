import type { DataSource, Repository } from 'typeorm';
import { isUniqueViolation } from '../../db/db-errors';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import { UUID_PATTERN } from '../../lib/uuid';
import { requireVerified } from '../../core/guards';
import { ProductEntity } from '../products';
import type { ProductsService, ProductView } from '../products';
import { WishlistItemEntity } from './wishlist-item.entity';

export const WISHLIST_MESSAGES = {
  /** The documented words for a signed-out caller (docs/rest.md). */
  signedOut: 'User not found',
  added: 'Product added to wishlist',
  removed: 'Product removed from wishlist',
  listed: 'Wishlist found',
  notFound: 'Product not found',
  ownListing: 'You cannot add your own listing to your wishlist',
  full: (max: number) => `Your wishlist is full (${max} products). Remove some first.`,
} as const;

export const MAX_WISHLIST = 500;

export interface WishlistResult {
  message: string;
  wishlist: ProductView[];
}

/**
 * Each user's saved products. Only approved products are shown: one that is deleted (the row
 * cascades) or goes back to review drops out of every view, and returns if approved again.
 */
export class WishlistService {
  private readonly items: Repository<WishlistItemEntity>;

  constructor(
    private readonly ds: DataSource,
    private readonly deps: { clock: Clock; products: ProductsService },
  ) {
    this.items = ds.getRepository(WishlistItemEntity);
  }

  private me(ctx: RequestContext) {
    if (!ctx.user) throw new AppError('UNAUTHENTICATED', WISHLIST_MESSAGES.signedOut);
    return requireVerified(ctx);
  }

  /** Most recently added first; one statement, sellers included. */
  async list(ctx: RequestContext): Promise<ProductView[]> {
    const me = this.me(ctx);
    return this.deps.products.wishlistOf(ctx, me.id, MAX_WISHLIST);
  }

  /**
   * Approved products of other sellers only; adding twice keeps one entry. One's own listing is
   * refused as bad input (400), not as forbidden: nothing is hidden from the seller, the request
   * just makes no sense (docs/product.md#listings).
   */
  async add(ctx: RequestContext, productId: unknown): Promise<WishlistResult> {
    const me = this.me(ctx);
    const id = typeof productId === 'string' ? productId.trim() : '';
    const product = UUID_PATTERN.test(id)
      ? await this.ds
          .getRepository(ProductEntity)
          .findOne({ where: { id }, select: { id: true, status: true, sellerId: true } })
      : null;
    if (!product || product.status !== 'Approved') throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.notFound);
    if (product.sellerId === me.id) throw badInput({ productId: WISHLIST_MESSAGES.ownListing });
    if (!(await this.items.existsBy({ userId: me.id, productId: id }))) {
      if ((await this.items.countBy({ userId: me.id })) >= MAX_WISHLIST)
        throw new AppError('CONFLICT', WISHLIST_MESSAGES.full(MAX_WISHLIST));
      try {
        await this.items.insert({ userId: me.id, productId: id, createdAt: this.deps.clock.now() });
      } catch (err) {
        // A second tab added it in the meantime: the entry is there, which is what was asked.
        if (!isUniqueViolation(err)) throw err;
      }
    }
    return { message: WISHLIST_MESSAGES.added, wishlist: await this.list(ctx) };
  }

  /** Removing what is not there (or no longer exists) is not an error: the end state is the same. */
  async remove(ctx: RequestContext, productId: unknown): Promise<WishlistResult> {
    const me = this.me(ctx);
    const id = typeof productId === 'string' ? productId.trim() : '';
    if (UUID_PATTERN.test(id)) await this.items.delete({ userId: me.id, productId: id });
    return { message: WISHLIST_MESSAGES.removed, wishlist: await this.list(ctx) };
  }
}
