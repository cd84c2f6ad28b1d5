import { type DataSource, IsNull } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import { requirePermission } from '../../core/guards';
import { can } from '../../core/permissions';
import type { RequestContext } from '../../core/request-context';
import type { NotificationsService } from '../notifications';
import { effectivePaise } from '../wishlist';
import { recordProductEvent } from '../listing-history';
import { ProductEntity, type ProductResult, type ProductsService, storedStatus } from '../products';
import { syncSearchRow } from '../search';
import { ProductReportEntity } from './product-report.entity';
import { REPORT_MESSAGES, REPORT_NOTICES, parseReportAction } from './report-rules';

/**
 * Staff decide a reported listing (docs/product.md#reports): DISMISS clears its open reports and
 * brings it back if it was hidden; TAKE_DOWN rejects it with a reason the seller reads (the seller
 * may edit it, which sends it back to review as usual). Every reporter hears the outcome; the
 * seller never learns who reported. Nobody decides on their own listing.
 */
export class ReportDecisionsService {
  constructor(
    // The data source first, like every service; the write runs in NotificationsService.transaction.
    _ds: DataSource,
    private readonly deps: { clock: Clock; products: ProductsService; notifications: NotificationsService },
  ) {}

  async resolve(
    ctx: RequestContext,
    input: { productId: string; action: unknown; reason?: unknown },
  ): Promise<ProductResult> {
    const me = requirePermission(ctx, can.moderate);
    const action = parseReportAction(input.action);
    const errors: Record<string, string> = {};
    if (!action) errors.action = REPORT_MESSAGES.badAction;
    let reason = '';
    if (typeof input.reason === 'string') reason = input.reason.trim();
    else if (input.reason !== undefined && input.reason !== null) errors.reason = REPORT_MESSAGES.reasonText;
    if (action === 'TAKE_DOWN' && !reason && !errors.reason) errors.reason = REPORT_MESSAGES.reasonRequired;
    if ([...reason].length > 500) errors.reason = REPORT_MESSAGES.reasonTooLong;
    if (Object.keys(errors).length) throw badInput(errors);

    const product = await this.deps.products.forChange(ctx, input.productId);
    if (product.sellerId === me.id) throw new AppError('FORBIDDEN', REPORT_MESSAGES.ownDecision);
    const now = this.deps.clock.now();
    const previous = product.status;
    const changes: Partial<ProductEntity> =
      action === 'TAKE_DOWN'
        ? { status: 'Rejected', rejectionReason: reason, hiddenByReports: false, updatedAt: now }
        : { hiddenByReports: false };
    // Price drops (wishlist/price-drop.ts): like a rejection, the price buyers saw is kept for the next approval.
    if (action === 'TAKE_DOWN' && previous === 'Approved')
      changes.lastApprovedPricePaise = effectivePaise(product, now);
    const status = storedStatus(changes.status ?? previous, product.availability, false) as ProductEntity['status'];

    await this.deps.notifications.transaction(async (m, notify, emit) => {
      const open = await m.find(ProductReportEntity, {
        where: { productId: product.id, resolvedAt: IsNull() },
        select: { id: true, reporterId: true },
      });
      // Decided already (by another moderator a moment ago): nothing to decide, nobody told twice.
      if (!open.length) throw new AppError('CONFLICT', REPORT_MESSAGES.noReports);
      await m.update(ProductReportEntity, { productId: product.id, resolvedAt: IsNull() }, { resolvedAt: now });
      await m.update(ProductEntity, { id: product.id }, { ...changes, status });
      await syncSearchRow(m, product.id);
      await recordProductEvent(m, {
        productId: product.id,
        actorId: me.id,
        action: action === 'TAKE_DOWN' ? 'taken-down' : 'reports-dismissed',
        from: previous,
        to: changes.status ?? previous,
        reason: reason || null,
        at: now,
      });
      // Webhooks: a public listing taken down leaves (a hidden one left when it was hidden); a hidden
      // listing whose reports are dismissed is public again, told like an approval.
      if (action === 'TAKE_DOWN' && previous === 'Approved' && !product.hiddenByReports)
        await this.deps.products.emitRemoved(m, emit, product, 'taken-down');
      if (action === 'DISMISS' && product.hiddenByReports)
        await emit('product.approved', await this.deps.products.eventData(m, { ...product, ...changes }));
      if (action === 'TAKE_DOWN') await notify([product.sellerId], REPORT_NOTICES.takenDown(product.title, reason));
      const reporters = open.map((r) => r.reporterId).filter((id) => id !== product.sellerId);
      await notify(reporters, REPORT_NOTICES.outcome(product.title, product.id, action!));
    });
    // In or out of the public lists again: their caches (and the public cache on every instance) forget it.
    this.deps.products.changed.emit();
    Object.assign(product, changes);
    return {
      message: action === 'TAKE_DOWN' ? REPORT_MESSAGES.takenDown : REPORT_MESSAGES.dismissed,
      product: this.deps.products.view(ctx, product),
    };
  }
}
