import { Router } from 'express';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import { scope } from '../tokens/require-scope';
import { toRestProduct } from '../products/product.rest-shape';
import type { ProductView } from '../products/product-view';
import type { RequestContext } from '../auth/request-context';
import type { ReportedProductView } from './report-queue';
import { REPORT_MESSAGES } from './report-rules';

/** Reasons in lower case on REST, as requests send them. */
const lower = (reason: string) => reason.toLowerCase();

/** /api/v1/product/report/:id and /api/v1/moderation/reports: thin adapters over the reports services. */
export function reportsRouter(services: Services): Router {
  const { products, reports, reportQueue, reportDecisions } = services;
  const r = Router();
  const one = async (ctx: RequestContext, p: ProductView) => toRestProduct(p, await products.seller(ctx, p));
  const entry = async (ctx: RequestContext, e: ReportedProductView) => ({
    product: await one(ctx, e.product),
    reportCount: e.reportCount,
    reasons: e.reasons.map((x) => ({ reason: lower(x.reason), count: x.count })),
    reports: e.reports.map((x) => ({
      reason: lower(x.reason),
      details: x.details,
      reporter: { _id: x.reporterId, name: x.reporterName },
      createdAt: x.reportedAt.toISOString(),
    })),
    firstReportedAt: e.firstReportedAt.toISOString(),
  });

  r.post(
    '/product/report/:id',
    scope('write:reports'),
    handle((ctx, req) => {
      const b = body(req);
      return reports.report(ctx, { productId: String(req.params.id), reason: b.reason, details: b.details });
    }, 201),
  );

  r.get(
    '/moderation/reports',
    scope('moderate'),
    handle(async (ctx, req) => {
      const first = typeof req.query.first === 'string' && req.query.first ? Number(req.query.first) : undefined;
      const after = typeof req.query.after === 'string' && req.query.after ? req.query.after : undefined;
      const page = await reportQueue.list(ctx, { first, after });
      return {
        message: REPORT_MESSAGES.listed,
        reports: await Promise.all(page.nodes.map((e) => entry(ctx, e))),
        totalCount: page.totalCount,
        pageInfo: page.pageInfo,
      };
    }),
  );

  r.put(
    '/moderation/reports/:productId',
    scope('moderate'),
    handle(async (ctx, req) => {
      const b = body(req);
      const res = await reportDecisions.resolve(ctx, {
        productId: String(req.params.productId),
        action: b.action,
        reason: b.reason,
      });
      return { message: res.message, product: await one(ctx, res.product) };
    }),
  );

  return r;
}
