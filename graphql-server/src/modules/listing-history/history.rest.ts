import { z } from 'zod';
import type { RequestContext } from '../../core/request-context';
import type { ProductHistoryService, ModerationDecisionView, ProductEventView } from './history.service';
import type { ProductsService } from '../products';
import { RestRoutes } from '../../core/rest/rest-route';
import { PageInfo, pagingQuery, timestamp } from '../../core/rest/rest-schemas';
import { HISTORY_MESSAGES } from './history.service';
import { PRODUCT_EVENT_ACTIONS } from './product-event-actions';
import { toRestProduct, RestProduct } from '../products';

const eventFields = {
  _id: z.string(),
  action: z.enum(PRODUCT_EVENT_ACTIONS),
  from: z.string().nullable().meta({ description: 'A status or availability; null for `submitted`.' }),
  to: z.string().meta({ description: 'A status or availability.' }),
  reason: z.string().nullable(),
  createdAt: timestamp,
};

const ProductEvent = z
  .object({
    ...eventFields,
    actorId: z.string().nullable().meta({ description: 'Null for a staff action read by the seller.' }),
    actorName: z.string().meta({ description: '"a moderator" for a staff action read by the seller.' }),
    byStaff: z.boolean().meta({ description: 'Someone other than the seller acted.' }),
  })
  .meta({ id: 'ProductEvent', description: "One change of a listing's status or availability, or a report decision." });

const ModerationDecision = z
  .object({
    ...eventFields,
    moderatorId: z.string(),
    productId: z.string(),
    product: RestProduct.nullable().meta({ description: 'The listing as it is now; null once deleted.' }),
  })
  .meta({ id: 'ModerationDecision' });

const toRestEvent = (e: ProductEventView): z.infer<typeof ProductEvent> => ({
  _id: e.id,
  action: e.action,
  from: e.from,
  to: e.to,
  reason: e.reason,
  createdAt: e.createdAt.toISOString(),
  actorId: e.actorId,
  actorName: e.actorName,
  byStaff: e.byStaff,
});

/**
 * /api/v1/product/history/:id and /api/v1/moderation/decisions/:moderatorId: thin adapters over
 * ProductHistoryService. Mounted at the API's root, before the products router (whose /:id is last).
 */
export function historyRouter(services: { history: ProductHistoryService; products: ProductsService }): RestRoutes {
  const { history, products } = services;
  const r = new RestRoutes('History');

  const decision = async (
    ctx: RequestContext,
    d: ModerationDecisionView,
  ): Promise<z.infer<typeof ModerationDecision>> => ({
    _id: d.id,
    action: d.action,
    from: d.from,
    to: d.to,
    reason: d.reason,
    createdAt: d.createdAt.toISOString(),
    moderatorId: d.moderatorId,
    productId: d.productId,
    product: d.product ? toRestProduct(d.product, await products.seller(ctx, d.product)) : null,
  });

  r.get(
    '/product/history/:id',
    {
      summary: "A listing's moderation history, oldest first (its seller and staff)",
      description:
        'The seller reads staff actions as "a moderator" (no id) and only the reasons given to them. ' +
        "A token reads its owner's own listings with `read:products`; another's needs `moderate` too.",
      // The service asks for `moderate` when the caller is not the seller (history.service.ts).
      scope: 'read:products',
      response: z.object({ message: z.string(), history: z.array(ProductEvent) }).meta({ id: 'ProductHistory' }),
    },
    async (ctx, { params }) => ({
      message: HISTORY_MESSAGES.found,
      history: (await history.forProductId(ctx, params.id)).map(toRestEvent),
    }),
  );

  r.get(
    '/moderation/decisions/:moderatorId',
    {
      summary: "One moderator's (or admin's) decisions, newest first (admins)",
      scope: 'moderate',
      query: z.object(pagingQuery),
      response: z
        .object({
          message: z.string(),
          decisions: z.array(ModerationDecision),
          totalCount: z.number().int(),
          pageInfo: PageInfo,
        })
        .meta({ id: 'ModerationDecisionList' }),
    },
    async (ctx, { params, query }) => {
      const first = query.first === undefined || query.first === '' ? null : Number(query.first);
      const after = typeof query.after === 'string' ? query.after : null;
      const page = await history.decisions(ctx, { moderatorId: params.moderatorId, first, after });
      return {
        message: HISTORY_MESSAGES.decisions,
        decisions: await Promise.all(page.nodes.map((d) => decision(ctx, d))),
        totalCount: page.totalCount,
        pageInfo: page.pageInfo,
      };
    },
  );

  return r;
}
