import { Router } from 'express';
import type { RequestContext } from '../auth/request-context';
import type { Services } from '../../services';
import { handle } from '../../rest/rest-handler';
import { scope } from '../tokens/require-scope';
import { HISTORY_MESSAGES, type ModerationDecisionView, type ProductEventView } from './history.service';
import { toRestProduct } from './product.rest-shape';

const toRestEvent = (e: ProductEventView) => ({
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
export function historyRouter(services: Services): Router {
  const { history, products } = services;
  const r = Router();

  const decision = async (ctx: RequestContext, d: ModerationDecisionView) => ({
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
    scope('read:products'),
    handle(async (ctx, req) => ({
      message: HISTORY_MESSAGES.found,
      history: (await history.forProductId(ctx, String(req.params.id))).map(toRestEvent),
    })),
  );

  r.get(
    '/moderation/decisions/:moderatorId',
    scope('moderate'),
    handle(async (ctx, req) => {
      const first = req.query.first === undefined || req.query.first === '' ? null : Number(req.query.first);
      const after = typeof req.query.after === 'string' ? req.query.after : null;
      const page = await history.decisions(ctx, { moderatorId: String(req.params.moderatorId), first, after });
      return {
        message: HISTORY_MESSAGES.decisions,
        decisions: await Promise.all(page.nodes.map((d) => decision(ctx, d))),
        totalCount: page.totalCount,
        pageInfo: page.pageInfo,
      };
    }),
  );

  return r;
}
