import { type DataSource, In, IsNull, MoreThan } from 'typeorm';
import { underCapLock } from '../../db/cap-lock';
import { isUniqueViolation } from '../../db/db-errors';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import { uuidv7 } from '../../lib/uuid';
import { requireVerified } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import type { UnitOfWork } from '../../core/unit-of-work';
import { ProductEventEntity } from '../listing-history';
import { ProductEntity } from '../products';
import { PRODUCT_MESSAGES, type ProductsService } from '../products';
import { ProductReportEntity } from './product-report.entity';
import { UserEntity } from '../users';
import {
  MAX_REPORT_DETAILS,
  REPORTS_PER_DAY,
  REPORT_MESSAGES,
  type ReportRules,
  parseReportReason,
} from './report-rules';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Users report listings (docs/product.md#reports): verified users, once per listing, never their
 * own, only approved listings everyone sees, at most REPORTS_PER_DAY in 24 hours. A listing
 * reported by enough established accounts (ReportRules) leaves the public lists and its page until
 * staff decide (ReportDecisionsService); its seller is told.
 */
export class ReportsService {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: {
      clock: Clock;
      products: ProductsService;
      uow: UnitOfWork;
      rules: ReportRules;
    },
  ) {}

  async report(ctx: RequestContext, input: { productId: string; reason: unknown; details?: unknown }) {
    const me = requireVerified(ctx);
    const reason = parseReportReason(input.reason);
    const errors: Record<string, string> = {};
    if (!reason) errors.reason = REPORT_MESSAGES.badReason;
    let details: string | null = null;
    if (typeof input.details === 'string') details = input.details.trim() || null;
    else if (input.details !== undefined && input.details !== null) errors.details = REPORT_MESSAGES.detailsText;
    if (details && [...details].length > MAX_REPORT_DETAILS) errors.details = REPORT_MESSAGES.detailsTooLong;
    if (Object.keys(errors).length) throw badInput(errors);

    const product = await this.deps.products.forChange(ctx, input.productId);
    // What everyone sees, only: a listing in review, rejected or already hidden is nobody's to report.
    if (product.status !== 'Approved' || product.hiddenByReports)
      throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    if (product.sellerId === me.id) throw new AppError('FORBIDDEN', REPORT_MESSAGES.own);
    const now = this.deps.clock.now();
    try {
      // Under the reporter's lock: of reports sent at once, each counts the ones before it.
      await underCapLock(this.ds, { userId: me.id }, async (m) => {
        if (await m.exists(ProductReportEntity, { where: { productId: product.id, reporterId: me.id } }))
          throw new AppError('CONFLICT', REPORT_MESSAGES.twice);
        const recent = await m.count(ProductReportEntity, {
          where: { reporterId: me.id, createdAt: MoreThan(new Date(now.getTime() - DAY_MS)) },
        });
        if (recent >= REPORTS_PER_DAY) throw new AppError('RATE_LIMITED', REPORT_MESSAGES.tooMany);
        await m.insert(ProductReportEntity, {
          id: uuidv7(now.getTime()),
          productId: product.id,
          reporterId: me.id,
          reason: reason!,
          details,
          createdAt: now,
          resolvedAt: null,
        });
      });
    } catch (err) {
      // Two reports at once from the same user: the unique pair keeps one.
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', REPORT_MESSAGES.twice);
      throw err;
    }
    await this.hideIfReported(product.id);
    return { message: REPORT_MESSAGES.reported };
  }

  /**
   * Hides the listing once it has `hideThreshold` open reports from accounts that were old enough
   * when they reported (so fresh throwaway accounts cannot hide it), unless staff dismissed its
   * reports within the immunity. Counted after the report committed, so of two reports at once the
   * later one sees both; hiding twice writes the same, and the seller is told once.
   */
  private async hideIfReported(productId: string): Promise<void> {
    const { hideThreshold, minAccountAgeMs, dismissImmunityMs } = this.deps.rules;
    const open = await this.ds.getRepository(ProductReportEntity).find({
      where: { productId, resolvedAt: IsNull() },
      select: { reporterId: true, createdAt: true },
    });
    if (open.length < hideThreshold) return;
    const reporters = await this.ds.getRepository(UserEntity).find({
      where: { id: In(open.map((r) => r.reporterId)) },
      select: { id: true, createdAt: true },
    });
    const joined = new Map(reporters.map((u) => [u.id, u.createdAt.getTime()]));
    const counted = open.filter((r) => {
      const since = joined.get(r.reporterId);
      return since !== undefined && r.createdAt.getTime() - since >= minAccountAgeMs;
    });
    if (counted.length < hideThreshold) return;
    const now = this.deps.clock.now();
    if (
      dismissImmunityMs > 0 &&
      (await this.ds.getRepository(ProductEventEntity).exists({
        where: {
          productId,
          action: 'reports-dismissed',
          createdAt: MoreThan(new Date(now.getTime() - dismissImmunityMs)),
        },
      }))
    )
      return;
    // Re-read in the transaction; the lifecycle writes only if it is still not hidden, so of two
    // reports hiding it at once one writes, and the seller hears once.
    await this.deps.uow.run(async (tx) => {
      const p = await tx.manager.findOneBy(ProductEntity, { id: productId });
      if (p && !p.hiddenByReports) await this.deps.products.lifecycle.apply(tx, 'hideAfterReports', p, { actor: null });
    });
  }

  /** Whether the caller has reported the listing (the web's "You reported this"); false for visitors. */
  async reportedByMe(ctx: RequestContext, productId: string): Promise<boolean> {
    if (!ctx.user) return false;
    return this.ds.getRepository(ProductReportEntity).exists({ where: { productId, reporterId: ctx.user.id } });
  }
}
