import type { DataSource } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import { requireVerified } from '../../core/guards';
import type { NotificationsService } from '../notifications';
import { WishlistItemEntity } from '../wishlist';
import { AVAILABILITY_MESSAGES, parseAvailability } from './availability';
import { recordProductEvent } from '../listing-history/product-events';
import { PRODUCT_NOTICES } from './product-notices';
import { type AvailabilityValue, ProductEntity, storedStatus } from './product.entity';
import type { ProductResult, ProductsService } from './products.service';
import { syncSearchRow } from '../search';

/**
 * The seller marks an approved listing reserved, available again or sold (docs/product.md#reserved-and-sold).
 * Reserved goes back to available; sold is final. No change sends the listing back to review. A sold
 * listing is stored with its own status (SOLD_STATUS), so it leaves the public lists, the search
 * table and the postings in the same transaction, like a rejected one.
 */
export class AvailabilityService {
  constructor(
    // The data source first, like every service; the write runs in NotificationsService.transaction.
    _ds: DataSource,
    private readonly deps: { clock: Clock; products: ProductsService; notifications: NotificationsService },
  ) {}

  async set(ctx: RequestContext, input: { id: string; availability: unknown }): Promise<ProductResult> {
    const me = requireVerified(ctx);
    const availability = parseAvailability(input.availability);
    if (!availability) throw badInput({ availability: AVAILABILITY_MESSAGES.unknown });
    const product = await this.deps.products.forChange(ctx, input.id);
    if (product.sellerId !== me.id) throw new AppError('FORBIDDEN', AVAILABILITY_MESSAGES.notYours);
    if (product.availability === 'Sold') throw new AppError('CONFLICT', AVAILABILITY_MESSAGES.sold);
    if (product.status !== 'Approved') throw new AppError('CONFLICT', AVAILABILITY_MESSAGES.notApproved);
    const message = AVAILABILITY_MESSAGES.changed(availability);
    // Marking it as it already is changes nothing and tells nobody.
    if (product.availability === availability) return { message, product: this.deps.products.view(ctx, product) };

    const changes = { availability, updatedAt: this.deps.clock.now() };
    await this.deps.notifications.transaction(async (m, notify, emit) => {
      await m.update(
        ProductEntity,
        { id: product.id },
        {
          ...changes,
          status: storedStatus(product.status, availability, product.hiddenByReports) as ProductEntity['status'],
        },
      );
      await syncSearchRow(m, product.id);
      await recordProductEvent(m, {
        productId: product.id,
        actorId: me.id,
        action: availability === 'Available' ? 'available' : availability === 'Reserved' ? 'reserved' : 'sold',
        from: product.availability,
        to: availability,
        at: changes.updatedAt,
      });
      const wishers = await m.find(WishlistItemEntity, { where: { productId: product.id }, select: { userId: true } });
      const to = wishers.map((w) => w.userId).filter((id) => id !== me.id);
      if (to.length) await notify(to, notice(availability, product.title, product.id));
      if (availability === 'Sold')
        await emit('product.sold', await this.deps.products.eventData(m, { ...product, ...changes }));
    });
    // Like approve and delete: the lists' caches, the public cache on every instance (http/public-cache.ts).
    this.deps.products.changed.emit();
    Object.assign(product, changes);
    return { message, product: this.deps.products.view(ctx, product) };
  }
}

function notice(availability: AvailabilityValue, title: string, id: string) {
  if (availability === 'Reserved') return PRODUCT_NOTICES.reserved(title, id);
  return availability === 'Sold' ? PRODUCT_NOTICES.sold(title, id) : PRODUCT_NOTICES.available(title, id);
}
