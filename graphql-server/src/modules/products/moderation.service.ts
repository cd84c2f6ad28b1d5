import type { DataSource } from 'typeorm';
import { badInput } from '../../lib/errors';
import type { RequestContext } from '../../core/request-context';
import { requirePermission } from '../../core/guards';
import { can } from '../../core/permissions';
import type { UnitOfWork } from '../../core/unit-of-work';
import { MODERATION_MESSAGES } from './lifecycle/messages';
import type { ProductResult, ProductsService } from './products.service';

export { MODERATION_MESSAGES } from './lifecycle/messages';

/**
 * The reviewers' decision on a product (docs/product.md#roles): approved, or rejected with a reason.
 * Nobody, admins included, decides on their own listing, nor on a sold one (the lifecycle's rules).
 */
export class ModerationService {
  constructor(
    // The data source first, like every service; the write runs in the unit of work.
    _ds: DataSource,
    private readonly deps: { products: ProductsService; uow: UnitOfWork },
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
    const reason = status === 'Rejected' && reasonText ? reasonText : null;
    const decided = await this.deps.uow.run((tx) =>
      this.deps.products.lifecycle.apply(tx, status === 'Approved' ? 'approve' : 'reject', product, {
        actor: me,
        changes: { rejectionReason: reason },
        reason,
      }),
    );
    return {
      message: MODERATION_MESSAGES.statusChanged(status!),
      product: this.deps.products.view(ctx, decided ?? product),
    };
  }
}

/** "Approved", "approved", "APPROVED" (and Rejected alike); anything else, Pending included, is null. */
function parseDecision(value: unknown): 'Approved' | 'Rejected' | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return v === 'approved' ? 'Approved' : v === 'rejected' ? 'Rejected' : null;
}
