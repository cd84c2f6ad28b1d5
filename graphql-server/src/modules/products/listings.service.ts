import type { DataSource } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import { uuidv7 } from '../../lib/uuid';
import { requireVerified } from '../../core/guards';
import { STAFF_ROLES, can } from '../../core/permissions';
import type { NotificationsService } from '../notifications';
import type { UploadsService } from '../uploads';
import { FieldChecks } from '../users';
import { AVAILABILITY_MESSAGES } from './availability';
import { effectivePaise, notifyPriceDrop } from '../wishlist';
import { recordProductEvent } from '../listing-history/product-events';
import { PRODUCT_NOTICES } from './product-notices';
import { type ProductFields, type ProductInput, checkImageList, checkProductFields } from './product-validation';
import { ProductEntity } from './product.entity';
import type { ProductResult, ProductsService } from './products.service';
import { syncSearchRow, searchText } from '../search';

export const LISTING_MESSAGES = {
  added: 'Your product has been sent for review',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully.',
  notYours: 'You can only change your own products',
  notYoursDelete: 'You can only delete your own products',
} as const;

/** The seller's writes (docs/product.md#listings): a new product, an edit, a deletion, each with its pictures. */
export class ListingsService {
  constructor(
    // The data source first, like every service; the writes run in NotificationsService.transaction.
    _ds: DataSource,
    private readonly deps: {
      clock: Clock;
      products: ProductsService;
      uploads: UploadsService;
      notifications: NotificationsService;
      /** PRICE_DROP_ALERT_INTERVAL_HOURS in ms: a follower's price-drop alerts about one listing are this far apart. */
      priceDropIntervalMs: number;
    },
  ) {}

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
      availability: 'Available' as const,
      rejectionReason: null,
      sellerId: me.id,
      searchText: searchText(fields!.title, fields!.description),
      createdAt: now,
      updatedAt: now,
    });
    await this.deps.notifications.transaction(async (m, notify) => {
      await m.insert(ProductEntity, product);
      await recordProductEvent(m, {
        productId: product.id,
        actorId: me.id,
        action: 'submitted',
        from: null,
        to: 'Pending',
        at: now,
      });
      await this.deps.uploads.markAttached(keys, m);
      await notify({ roles: STAFF_ROLES, except: me.id }, PRODUCT_NOTICES.waiting(product.title));
    });
    this.deps.products.changed.emit();
    return { message: LISTING_MESSAGES.added, product: this.deps.products.view(ctx, product) };
  }

  /**
   * The seller only (an admin may delete others' products, not edit them). Content edits (title,
   * description, images, category) send an approved product back to review; price, negotiable,
   * condition and the rest keep its status. A rejected product goes back to review on any save,
   * whatever changed: the seller has acted on the reason, and only a moderator may judge that.
   */
  async edit(ctx: RequestContext, id: string, input: ProductInput): Promise<ProductResult> {
    const me = requireVerified(ctx);
    const product = await this.deps.products.forChange(ctx, id);
    if (product.sellerId !== me.id) throw new AppError('FORBIDDEN', LISTING_MESSAGES.notYours);
    // Sold is final (docs/product.md#reserved-and-sold): the listing stays as it was sold.
    if (product.availability === 'Sold') throw new AppError('CONFLICT', AVAILABILITY_MESSAGES.soldEdit);
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
    const now = this.deps.clock.now();
    const changes: Partial<ProductEntity> = { ...fields, imageKeys: keys, updatedAt: now };
    if (fields.title !== product.title || fields.description !== product.description)
      changes.searchText = searchText(fields.title, fields.description);
    if (product.status === 'Rejected' || (contentChanged && product.status === 'Approved')) {
      changes.status = 'Pending';
      changes.rejectionReason = null;
    }
    // What buyers see now: a drop is judged against it, at once or (back to review) at the next approval.
    const seen = product.status === 'Approved' ? effectivePaise(product, now) : null;
    if (seen !== null && changes.status === 'Pending') changes.lastApprovedPricePaise = seen;
    await this.deps.notifications.transaction(async (m, notify) => {
      await m.update(ProductEntity, { id: product.id }, changes);
      await syncSearchRow(m, product.id);
      await this.deps.uploads.markAttached(keys, m);
      if (changes.status !== 'Pending')
        await notifyPriceDrop(m, notify, product, seen, effectivePaise({ ...product, ...changes }, now), {
          now,
          intervalMs: this.deps.priceDropIntervalMs,
        });
      // Back in the queue: recorded in the history, and the moderators hear of it as of a new product.
      if (changes.status === 'Pending') {
        await recordProductEvent(m, {
          productId: product.id,
          actorId: me.id,
          action: 'edited',
          from: product.status,
          to: 'Pending',
          at: now,
        });
        await notify({ roles: STAFF_ROLES, except: me.id }, PRODUCT_NOTICES.waiting(changes.title ?? product.title));
      }
    });
    this.deps.products.changed.emit();
    await this.deps.uploads.remove(removed);
    Object.assign(product, changes);
    return { message: LISTING_MESSAGES.updated, product: this.deps.products.view(ctx, product) };
  }

  /** The seller, or an admin for any product. Its pictures go after the row is gone. */
  async delete(ctx: RequestContext, id: string): Promise<{ message: string }> {
    const me = requireVerified(ctx);
    const product = await this.deps.products.forChange(ctx, id);
    if (!can.deleteListing(me, product)) throw new AppError('FORBIDDEN', LISTING_MESSAGES.notYoursDelete);
    await this.deps.notifications.transaction(async (m, notify, emit) => {
      await this.deps.products.emitRemoved(m, emit, product, 'deleted');
      await m.delete(ProductEntity, { id: product.id });
      if (product.sellerId !== me.id) await notify([product.sellerId], PRODUCT_NOTICES.removed(product.title));
    });
    this.deps.products.changed.emit();
    await this.deps.uploads.remove(product.imageKeys);
    return { message: LISTING_MESSAGES.deleted };
  }
}
