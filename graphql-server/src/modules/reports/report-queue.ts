import { type DataSource, In, IsNull } from 'typeorm';
import { AppError, badInput } from '../../lib/errors';
import { requirePermission } from '../../core/guards';
import { can } from '../../core/permissions';
import type { RequestContext } from '../../core/request-context';
import { DEFAULT_PAGE, MAX_PAGE, ProductEntity, type ProductsService, type ProductView } from '../products';
import { UserEntity } from '../users';
import { ProductReportEntity } from './product-report.entity';
import type { ReportReasonValue } from './report-rules';

/** One entry of the staff's queue: a listing with its open reports (reporters named: staff only). */
export interface ReportedProductView {
  product: ProductView;
  reportCount: number;
  /** Each reason given, with how many gave it; most given first. */
  reasons: { reason: ReportReasonValue; count: number }[];
  reports: {
    reason: ReportReasonValue;
    details: string | null;
    reporterId: string;
    reporterName: string;
    reportedAt: Date;
  }[];
  firstReportedAt: Date;
}

export interface ReportQueuePage {
  nodes: ReportedProductView[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/**
 * The staff's reports queue (docs/product.md#reports): listings with open reports, the oldest first
 * report first. Report ids are UUIDv7 (time ordered), so a listing's smallest open report id orders
 * it and is its cursor: one string comparison on both databases.
 */
export class ReportQueue {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: { products: ProductsService },
  ) {}

  async list(ctx: RequestContext, args: { first?: number | null; after?: string | null }): Promise<ReportQueuePage> {
    requirePermission(ctx, can.moderate);
    const first = args.first === undefined || args.first === null ? DEFAULT_PAGE : Number(args.first);
    if (!Number.isInteger(first) || first < 1)
      throw badInput({ first: `first must be a whole number from 1 to ${MAX_PAGE}` });
    const size = Math.min(first, MAX_PAGE);
    const after = args.after ? decodeCursor(args.after) : null;

    const groups = await this.ds.query<{ product_id: string; first_id: string }[]>(
      `SELECT product_id, MIN(id) AS first_id FROM product_reports WHERE resolved_at IS NULL GROUP BY product_id
       ${after ? 'HAVING MIN(id) > ?' : ''} ORDER BY first_id LIMIT ${size + 1}`,
      after ? [after] : [],
    );
    const [{ n }] = await this.ds.query<{ n: number | string }[]>(
      'SELECT COUNT(DISTINCT product_id) AS n FROM product_reports WHERE resolved_at IS NULL',
    );
    const page = groups.slice(0, size);
    const ids = page.map((g) => g.product_id);
    const [products, reports] = ids.length
      ? await Promise.all([
          this.ds.getRepository(ProductEntity).findBy({ id: In(ids) }),
          this.ds
            .getRepository(ProductReportEntity)
            .find({ where: { productId: In(ids), resolvedAt: IsNull() }, order: { id: 'ASC' } }),
        ])
      : [[], []];
    const reporterIds = [...new Set(reports.map((r) => r.reporterId))];
    const names = new Map(
      (reporterIds.length
        ? await this.ds
            .getRepository(UserEntity)
            .find({ where: { id: In(reporterIds) }, select: { id: true, name: true } })
        : []
      ).map((u) => [u.id, u.name]),
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    const nodes = page.flatMap((g): ReportedProductView[] => {
      const p = byId.get(g.product_id);
      if (!p) return []; // deleted in between: its reports went with it
      const own = reports.filter((r) => r.productId === p.id);
      const counts = new Map<ReportReasonValue, number>();
      for (const r of own) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
      return [
        {
          product: this.deps.products.view(ctx, p),
          reportCount: own.length,
          reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
          reports: own.map((r) => ({
            reason: r.reason,
            details: r.details,
            reporterId: r.reporterId,
            reporterName: names.get(r.reporterId) ?? '',
            reportedAt: r.createdAt,
          })),
          firstReportedAt: own[0]?.createdAt ?? new Date(0),
        },
      ];
    });
    const last = page[page.length - 1];
    return {
      nodes,
      pageInfo: { hasNextPage: groups.length > size, endCursor: last ? encodeCursor(last.first_id) : null },
      totalCount: Number(n),
    };
  }
}

const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');

function decodeCursor(cursor: string): string {
  const id = Buffer.from(String(cursor), 'base64url').toString();
  if (!/^[0-9a-f-]{36}$/i.test(id))
    throw new AppError('BAD_USER_INPUT', 'Invalid cursor', { fields: { after: 'Invalid cursor' } });
  return id;
}
