import type { DataSource } from 'typeorm';
import { AppError, badInput } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import { requireVerified } from '../../core/guards';
import type { Tx, UnitOfWork } from '../../core/unit-of-work';
import { AVAILABILITY_MESSAGES, parseAvailability } from './availability';
import { type AvailabilityValue, ProductEntity } from './product.entity';
import { PRODUCT_MESSAGES, type ProductResult, type ProductsService } from './products.service';
import type { TransitionName } from './lifecycle/transitions';

/** The lifecycle's transition to each availability. */
const TO: Record<AvailabilityValue, TransitionName> = { Available: 'makeAvailable', Reserved: 'reserve', Sold: 'sell' };

/**
 * The seller marks an approved listing reserved, available again or sold (docs/product.md#reserved-and-sold).
 * Reserved goes back to available; sold is final. No change sends the listing back to review. What
 * follows (the search rows, the history, the wishlisters' notices, webhooks) subscribes to the
 * lifecycle's events.
 */
export class AvailabilityService {
  constructor(
    // The data source first, like every service; the write runs in the unit of work.
    _ds: DataSource,
    private readonly deps: { products: ProductsService; uow: UnitOfWork },
  ) {}

  async set(ctx: RequestContext, input: { id: string; availability: unknown }): Promise<ProductResult> {
    const me = requireVerified(ctx);
    const availability = parseAvailability(input.availability);
    if (!availability) throw badInput({ availability: AVAILABILITY_MESSAGES.unknown });
    const product = await this.deps.products.forChange(ctx, input.id);
    // Marking it as it already is changes nothing and tells nobody (the lifecycle's `sameIsNothing`).
    const changed = await this.deps.uow.run((tx) =>
      this.deps.products.lifecycle.apply(tx, TO[availability], product, { actor: me }),
    );
    return {
      message: AVAILABILITY_MESSAGES.changed(availability),
      product: this.deps.products.view(ctx, changed ?? product),
    };
  }

  /**
   * Reserves `productId` for `buyerId` inside the caller's unit of work, when its seller
   * (`sellerId`) accepted that buyer's offer: 404 for a listing gone or not that seller's, 409 for
   * one sold, not approved, or reserved for someone else. Returns the listing after it (as it was
   * when it was already reserved for that buyer).
   */
  async reserveFor(tx: Tx, productId: string, buyerId: string, sellerId: string): Promise<ProductEntity> {
    const p = await tx.manager.findOneBy(ProductEntity, { id: productId });
    if (!p || p.sellerId !== sellerId) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    return (
      (await this.deps.products.lifecycle.apply(tx, 'reserveFor', p, { actor: null, reservedForId: buyerId })) ?? p
    );
  }
}
