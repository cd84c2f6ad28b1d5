import type { DataSource } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import { requirePermission } from '../../core/guards';
import { can } from '../../core/permissions';
import type { NotificationsService } from '../notifications';
import { AVAILABILITY_MESSAGES } from './availability';
import { effectivePaise, notifyPriceDrop } from '../wishlist';
import { recordProductEvent } from '../listing-history/product-events';
import { PRODUCT_NOTICES } from './product-notices';
import { ProductEntity, storedStatus } from './product.entity';
import type { ProductResult, ProductsService } from './products.service';
import { syncSearchRow } from '../search';

export const MODERATION_MESSAGES = {
  ownDecision: 'You cannot approve or reject your own product: another moderator or admin reviews it',
  statusChanged: (s: 'Approved' | 'Rejected') => `Successfully ${s} the product`,
  badStatus: 'Status must be Approved or Rejected',
  reasonOnlyRejected: 'A reason goes only with a rejection',
  reasonTooLong: 'Reason must be at most 500 characters',
} as const;

/** The reviewers' decision on a product (docs/product.md#roles): approved, or rejected with a reason. */
export class ModerationService {
  constructor(
    // The data source first, like every service; the write runs in NotificationsService.transaction.
    _ds: DataSource,
    private readonly deps: {
      clock: Clock;
      products: ProductsService;
      notifications: NotificationsService;
      /** PRICE_DROP_ALERT_INTERVAL_HOURS in ms (wishlist/price-drop.ts). */
      priceDropIntervalMs: number;
      /** Told of each approval after it commits, for saved searches' alerts (modules/saved-searches); never throws. */
      savedSearches?: { productApproved(id: string): Promise<void> };
    },
  ) {}

  /** Moderators and admins approve or reject; a reason only with a rejection. */
  async setStatus(
    ctx: RequestContext,
    input: { id: string; status: unknown; reason?: unknown },
  ): Promise<ProductResult> {
    const me = requirePermission(ctx, can.moderate);
    const status = parseDecision(input.status);
    const reasonText =
      typeof input.reason === 'string'
        ? input.reason.trim()
        : input.reason === undefined || input.reason === null
          ? ''
          : null;
    const errors: Record<string, string> = {};
    if (!status) errors.status = MODERATION_MESSAGES.badStatus;
    if (reasonText === null) errors.reason = 'Reason must be text';
    else if (reasonText && status === 'Approved') errors.reason = MODERATION_MESSAGES.reasonOnlyRejected;
    else if ([...(reasonText ?? '')].length > 500) errors.reason = MODERATION_MESSAGES.reasonTooLong;
    if (Object.keys(errors).length) throw badInput(errors);

    const product = await this.deps.products.forChange(ctx, input.id);
    // Review means a second pair of eyes: nobody, admins included, decides on their own listing.
    if (product.sellerId === me.id) throw new AppError('FORBIDDEN', MODERATION_MESSAGES.ownDecision);
    // A sold listing was approved and stays so (its stored status is SOLD_STATUS, product.entity.ts).
    if (product.availability === 'Sold') throw new AppError('CONFLICT', AVAILABILITY_MESSAGES.soldModeration);
    const previous = product.status;
    const now = this.deps.clock.now();
    const changes: Partial<ProductEntity> = {
      status: status as 'Approved' | 'Rejected',
      rejectionReason: status === 'Rejected' && reasonText ? reasonText : null,
      updatedAt: now,
    };
    // Price drops (wishlist/price-drop.ts): the price buyers saw is kept while the listing is out of the
    // lists, and read once when it is approved again.
    const seenBefore = previous !== 'Approved' && status === 'Approved' ? product.lastApprovedPricePaise : null;
    if (previous === 'Approved' && status === 'Rejected') changes.lastApprovedPricePaise = effectivePaise(product, now);
    if (previous !== 'Approved' && status === 'Approved') changes.lastApprovedPricePaise = null;
    await this.deps.notifications.transaction(async (m, notify, emit) => {
      // An approved listing still hidden by reports stays hidden (HIDDEN_STATUS) until staff decide its reports.
      const stored = storedStatus(changes.status!, product.availability, product.hiddenByReports);
      await m.update(ProductEntity, { id: product.id }, { ...changes, status: stored as ProductEntity['status'] });
      await syncSearchRow(m, product.id);
      if (previous !== 'Approved' && changes.status === 'Approved')
        await emit('product.approved', await this.deps.products.eventData(m, { ...product, ...changes }));
      // The history (listing-history/product-events.ts): each change of status, and a rejection again with another reason.
      if (
        previous !== changes.status ||
        (previous === 'Rejected' && product.rejectionReason !== changes.rejectionReason)
      )
        await recordProductEvent(m, {
          productId: product.id,
          actorId: me.id,
          action: changes.status === 'Approved' ? 'approved' : 'rejected',
          from: previous,
          to: changes.status as string,
          reason: changes.rejectionReason,
          at: now,
        });
      // Told once per change: approving an approved product again says nothing new.
      if (previous !== changes.status) {
        await notify(
          [product.sellerId],
          changes.status === 'Approved'
            ? PRODUCT_NOTICES.approved(product.title, product.id)
            : PRODUCT_NOTICES.rejected(product.title, changes.rejectionReason ?? null),
        );
      }
      await notifyPriceDrop(m, notify, product, seenBefore, effectivePaise(product, now), {
        now,
        intervalMs: this.deps.priceDropIntervalMs,
      });
    });
    this.deps.products.changed.emit();
    if (previous !== changes.status && changes.status === 'Approved')
      await this.deps.savedSearches?.productApproved(product.id);
    Object.assign(product, changes);
    return {
      message: MODERATION_MESSAGES.statusChanged(status as 'Approved' | 'Rejected'),
      product: this.deps.products.view(ctx, product),
    };
  }
}

/** "Approved", "approved", "APPROVED" (and Rejected alike); anything else, Pending included, is null. */
function parseDecision(value: unknown): 'Approved' | 'Rejected' | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return v === 'approved' ? 'Approved' : v === 'rejected' ? 'Rejected' : null;
}
