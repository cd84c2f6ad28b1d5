import { Router } from 'express';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import { scope } from '../tokens/require-scope';
import { SESSION_ONLY } from '../tokens/scopes';
import type { AttemptView, DeliveryView, WebhookView } from './webhook-views';
import { WEBHOOK_MESSAGES } from './webhooks.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The REST shapes: `_id`, times as ISO strings. */
const toRestWebhook = (w: WebhookView) => ({
  _id: w.id,
  url: w.url,
  events: w.events,
  enabled: w.enabled,
  disabledReason: w.disabledReason,
  createdAt: w.createdAt.toISOString(),
});
const toRestAttempt = (a: AttemptView) => ({
  attemptedAt: a.attemptedAt.toISOString(),
  statusCode: a.statusCode,
  error: a.error,
  durationMs: a.durationMs,
  nextRetryAt: iso(a.nextRetryAt),
});
const toRestDelivery = (d: DeliveryView) => ({
  _id: d.id,
  webhookId: d.webhookId,
  messageId: d.messageId,
  event: d.event,
  status: d.status,
  createdAt: d.createdAt.toISOString(),
  nextRetryAt: iso(d.nextRetryAt),
  payload: d.payload,
  attempts: d.attempts.map(toRestAttempt),
});

/** /api/v1/webhooks: thin adapters over WebhooksService; admins only. */
export function webhooksRouter(services: Services): Router {
  const { webhooks } = services;
  const r = Router();

  r.get(
    '/',
    scope(SESSION_ONLY),
    handle(async (ctx) => ({
      message: WEBHOOK_MESSAGES.listed,
      webhooks: (await webhooks.list(ctx)).map(toRestWebhook),
    })),
  );
  r.post(
    '/',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const b = body(req);
      const created = await webhooks.create(ctx, { url: b.url, events: b.events });
      return { message: WEBHOOK_MESSAGES.created, secret: created.secret, webhook: toRestWebhook(created.webhook) };
    }, 201),
  );
  r.post(
    '/deliveries/:deliveryId/redeliver',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => ({
      message: WEBHOOK_MESSAGES.redelivered,
      delivery: toRestDelivery(await webhooks.redeliver(ctx, req.params.deliveryId)),
    })),
  );
  r.get(
    '/:id/deliveries',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      const page = await webhooks.deliveries(ctx, req.params.id, { first: req.query.first, after: req.query.after });
      return {
        message: WEBHOOK_MESSAGES.deliveries,
        deliveries: page.nodes.map(toRestDelivery),
        pageInfo: page.pageInfo,
      };
    }),
  );
  r.delete(
    '/:id',
    scope(SESSION_ONLY),
    handle(async (ctx, req) => {
      await webhooks.remove(ctx, req.params.id);
      return { message: WEBHOOK_MESSAGES.deleted };
    }),
  );

  return r;
}
