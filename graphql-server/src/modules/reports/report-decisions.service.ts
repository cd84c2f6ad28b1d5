import { type DataSource, IsNull } from 'typeorm';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import { requirePermission } from '../../core/guards';
import { can } from '../../core/permissions';
import type { RequestContext } from '../../core/request-context';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { ProductResult, ProductsService } from '../products';
import { ProductReportEntity } from './product-report.entity';
import { REPORT_MESSAGES, parseReportAction } from './report-rules';

/**
 * Staff decide a reported listing (docs/product.md#reports): DISMISS clears its open reports and
 * brings it back if it was hidden; TAKE_DOWN rejects it with a reason the seller reads (the seller
 * may edit it, which sends it back to review as usual). Every reporter hears the outcome; the
 * seller never learns who reported. Nobody decides on their own listing.
 */
export class ReportDecisionsService {
  constructor(
    // The data source first, like every service; the write runs in the unit of work.
    _ds: DataSource,
    private readonly deps: { clock: Clock; products: ProductsService; uow: UnitOfWork },
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
    const refusals = { who: REPORT_MESSAGES.ownDecision };
    const transition = action === 'TAKE_DOWN' ? 'takeDown' : 'restore';
    this.deps.products.lifecycle.check(transition, product, { actor: me, refusals });
    const now = this.deps.clock.now();
    const decided = await this.deps.uow.run(async (tx) => {
      const m = tx.manager;
      const open = await m.find(ProductReportEntity, {
        where: { productId: product.id, resolvedAt: IsNull() },
        select: { id: true, reporterId: true },
      });
      // Decided already (by another moderator a moment ago): nothing to decide, nobody told twice.
      if (!open.length) throw new AppError('CONFLICT', REPORT_MESSAGES.noReports);
      await m.update(ProductReportEntity, { productId: product.id, resolvedAt: IsNull() }, { resolvedAt: now });
      const next = await this.deps.products.lifecycle.apply(tx, transition, product, {
        actor: me,
        refusals,
        changes: action === 'TAKE_DOWN' ? { rejectionReason: reason } : {},
        reason: reason || null,
      });
      const reporters = open.map((r) => r.reporterId).filter((id) => id !== product.sellerId);
      await tx.publish('reports.decided', {
        listing: { id: product.id, title: product.title },
        action: action!,
        reporters,
      });
      return next!;
    });
    return {
      message: action === 'TAKE_DOWN' ? REPORT_MESSAGES.takenDown : REPORT_MESSAGES.dismissed,
      product: this.deps.products.view(ctx, decided),
    };
  }
}
