import { z } from 'zod';
import type { ProductsService, ProductView } from '../products';
import type { ReportDecisionsService } from './report-decisions.service';
import type { ReportQueue, ReportedProductView } from './report-queue';
import type { ReportsService } from './reports.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { PageInfo, pagingQuery, timestamp } from '../../core/rest/rest-schemas';
import { RestProductResult, RestProduct, toRestProduct } from '../products';
import type { RequestContext } from '../../core/request-context';
import { MAX_REPORT_DETAILS, REPORTS_PER_DAY, REPORT_MESSAGES, REPORT_REASONS } from './report-rules';

/** Reasons in lower case on REST, as requests send them. */
const lower = (reason: string) => reason.toLowerCase();
const REST_REASONS = REPORT_REASONS.map(lower);

/* The body's types only: ReportsService and ReportDecisionsService check the values (shared with GraphQL). */
const ReportBody = z
  .object({
    reason: z
      .string({ error: REPORT_MESSAGES.badReason })
      .meta({ description: `One of ${REST_REASONS.join(', ')} (any case; \`-\` for \`_\`).` }),
    details: z
      .string({ error: REPORT_MESSAGES.detailsText })
      .nullable()
      .meta({ description: `At most ${MAX_REPORT_DETAILS} characters.` }),
  })
  .partial()
  .meta({ id: 'NewReport', required: ['reason'] });

const DecisionBody = z
  .object({
    action: z
      .string({ error: REPORT_MESSAGES.badAction })
      .meta({ description: '`dismiss` or `take-down` (any case).' }),
    reason: z
      .string({ error: REPORT_MESSAGES.reasonText })
      .nullable()
      .meta({ description: 'Required for `take-down`: the seller reads it (at most 500 characters).' }),
  })
  .partial()
  .meta({ id: 'ReportDecision', required: ['action'] });

const ReportReason = z.enum(REST_REASONS);

const ReportedProduct = z
  .object({
    product: RestProduct,
    reportCount: z.number().int(),
    reasons: z
      .array(z.object({ reason: ReportReason, count: z.number().int() }))
      .meta({ description: 'Each reason given, with how many gave it; most given first.' }),
    reports: z.array(
      z.object({
        reason: ReportReason,
        details: z.string().nullable(),
        reporter: z.object({ _id: z.string(), name: z.string() }),
        createdAt: timestamp,
      }),
    ),
    firstReportedAt: timestamp,
  })
  .meta({ id: 'ReportedProduct', description: 'A listing with its open reports (reporters named to staff only).' });

/** /api/v1/product/report/:id and /api/v1/moderation/reports: thin adapters over the reports services. */
export function reportsRouter(services: {
  products: ProductsService;
  reportDecisions: ReportDecisionsService;
  reportQueue: ReportQueue;
  reports: ReportsService;
}): RestRoutes {
  const { products, reports, reportQueue, reportDecisions } = services;
  const r = new RestRoutes('Reports');
  const one = async (ctx: RequestContext, p: ProductView) => toRestProduct(p, await products.seller(ctx, p));
  const entry = async (ctx: RequestContext, e: ReportedProductView): Promise<z.infer<typeof ReportedProduct>> => ({
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
    {
      summary: 'Report a listing that breaks the rules',
      description:
        'Verified users: once per listing, never their own, only an approved listing everyone sees, ' +
        `at most ${REPORTS_PER_DAY} reports in 24 hours (429).`,
      conflict: 'The caller already reported this listing.',
      scope: 'write:reports',
      body: ReportBody,
      status: 201,
      response: z.object({ message: z.string() }),
    },
    (ctx, { params, body }) =>
      reports.report(ctx, { productId: params.id, reason: body.reason, details: body.details }),
  );

  r.get(
    '/moderation/reports',
    {
      summary: 'Listings with open reports, the oldest first report first (staff)',
      scope: 'moderate',
      query: z.object(pagingQuery),
      response: z
        .object({
          message: z.string(),
          reports: z.array(ReportedProduct),
          totalCount: z.number().int(),
          pageInfo: PageInfo,
        })
        .meta({ id: 'ReportedProductList' }),
    },
    async (ctx, { query }) => {
      const first = typeof query.first === 'string' && query.first ? Number(query.first) : undefined;
      const after = typeof query.after === 'string' && query.after ? query.after : undefined;
      const page = await reportQueue.list(ctx, { first, after });
      return {
        message: REPORT_MESSAGES.listed,
        reports: await Promise.all(page.nodes.map((e) => entry(ctx, e))),
        totalCount: page.totalCount,
        pageInfo: page.pageInfo,
      };
    },
  );

  r.put(
    '/moderation/reports/:productId',
    {
      summary: "Decide a listing's reports: dismiss them or take the listing down (staff)",
      description:
        '`dismiss` clears the open reports (a hidden listing is public again); `take-down` rejects the listing ' +
        "with the reason, which its seller reads. Never on one's own listing (403).",
      conflict: 'The listing has no open reports.',
      scope: 'moderate',
      body: DecisionBody,
      response: RestProductResult,
    },
    async (ctx, { params, body }) => {
      const res = await reportDecisions.resolve(ctx, {
        productId: params.productId,
        action: body.action,
        reason: body.reason,
      });
      return { message: res.message, product: await one(ctx, res.product) };
    },
  );

  return r;
}
