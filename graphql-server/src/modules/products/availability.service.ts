import type { DataSource } from 'typeorm';
import { badInput } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import { requireVerified } from '../../core/guards';
import type { UnitOfWork } from '../../core/unit-of-work';
import { AVAILABILITY_MESSAGES, parseAvailability } from './availability';
import type { AvailabilityValue } from './product.entity';
import type { ProductResult, ProductsService } from './products.service';
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
}
