import { z } from 'zod';
import type { WebhooksService } from './webhooks.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { MessageBody, PageInfo, pagingQuery, timestamp } from '../../core/rest/rest-schemas';
import { SESSION_ONLY } from '../../core/scopes';
import { DELIVERY_EVENTS, WEBHOOK_EVENTS, parseEvent } from './webhook-events';
import type { AttemptView, DeliveryView, WebhookView } from './webhook-views';
import { WEBHOOK_MESSAGES } from './webhooks.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/*
 * The body's types only: WebhooksService checks the URL and the events (shared with GraphQL). A list
 * holding something other than text answers the service's message for its first unknown event;
 * anything else but a list, a text or null, its "Choose at least one event".
 */
const NewWebhookBody = z
  .object({
    url: z.string({ error: WEBHOOK_MESSAGES.badUrl }).nullable().meta({
      description: 'A public http:// or https:// address, at most 2000 characters, no user name or password.',
    }),
    events: z
      .union([z.array(z.string().meta({ enum: [...WEBHOOK_EVENTS] })), z.string()], {
        error: (issue) => {
          const unknown = Array.isArray(issue.input) ? issue.input.find((e) => !parseEvent(e)) : undefined;
          return unknown === undefined ? WEBHOOK_MESSAGES.noEvents : WEBHOOK_MESSAGES.unknownEvent(String(unknown));
        },
      })
      .nullable()
      .meta({
        description: 'At least one event: a list, or one text separated by commas (any case; `PRODUCT_APPROVED` too).',
      }),
  })
  .partial()
  .meta({ id: 'NewWebhook', required: ['url', 'events'] });

const RestWebhook = z
  .object({
    _id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    enabled: z.boolean().meta({ description: 'False once the endpoint answered 410 Gone (redelivering enables it).' }),
    disabledReason: z.string().nullable(),
    previousSecretExpiresAt: timestamp.nullable().meta({
      description: 'Until when the secret before the last rotation signs too; null before any rotation.',
    }),
    createdAt: timestamp,
  })
  .meta({ id: 'Webhook', description: 'An endpoint as admins see it: never its secret.' });

const RestAttempt = z
  .object({
    attemptedAt: timestamp,
    statusCode: z.number().int().nullable().meta({ description: "The endpoint's HTTP status; null when none came." }),
    error: z.string().nullable().meta({ description: 'The network error when no answer came.' }),
    durationMs: z.number().int(),
    nextRetryAt: timestamp.nullable().meta({ description: 'When it is tried again; null when no retry follows.' }),
  })
  .meta({ id: 'WebhookAttempt', description: 'One try at sending a delivery.' });

const RestDelivery = z
  .object({
    _id: z.string(),
    webhookId: z.string(),
    messageId: z.string().meta({ description: 'The `webhook-id` header (kept by a redelivery).' }),
    event: z.enum(DELIVERY_EVENTS).meta({ description: '`webhook.test` for a test event.' }),
    status: z.enum(['pending', 'delivered', 'failed']),
    createdAt: timestamp,
    nextRetryAt: timestamp.nullable().meta({ description: 'When the next try is due; null when none is.' }),
    payload: z.string().meta({ description: 'The JSON body sent, as text.' }),
    attempts: z.array(RestAttempt).meta({ description: 'Every attempt, oldest first.' }),
  })
  .meta({ id: 'WebhookDelivery', description: 'One event for one endpoint and where its sending stands.' });

/** The REST shapes: `_id`, times as ISO strings. */
const toRestWebhook = (w: WebhookView): z.infer<typeof RestWebhook> => ({
  _id: w.id,
  url: w.url,
  events: w.events,
  enabled: w.enabled,
  disabledReason: w.disabledReason,
  previousSecretExpiresAt: iso(w.previousSecretExpiresAt),
  createdAt: w.createdAt.toISOString(),
});
const toRestAttempt = (a: AttemptView): z.infer<typeof RestAttempt> => ({
  attemptedAt: a.attemptedAt.toISOString(),
  statusCode: a.statusCode,
  error: a.error,
  durationMs: a.durationMs,
  nextRetryAt: iso(a.nextRetryAt),
});
const toRestDelivery = (d: DeliveryView): z.infer<typeof RestDelivery> => ({
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
export function webhooksRouter(services: { webhooks: WebhooksService }): RestRoutes {
  const { webhooks } = services;
  const r = new RestRoutes('Webhooks');

  // Admins' account management: a session only, never a token (SESSION_ONLY).
  r.get(
    '/',
    {
      summary: 'The webhook endpoints, newest first (admins)',
      scope: SESSION_ONLY,
      response: z.object({ message: z.string(), webhooks: z.array(RestWebhook) }),
    },
    async (ctx) => ({
      message: WEBHOOK_MESSAGES.listed,
      webhooks: (await webhooks.list(ctx)).map(toRestWebhook),
    }),
  );
  r.post(
    '/',
    {
      summary: 'Register a webhook endpoint; its signing secret is answered once (admins)',
      description: `Deliveries are signed the Standard Webhooks way with \`secret\`. 409 "${WEBHOOK_MESSAGES.tooMany}".`,
      conflict: 'As many webhooks as allowed are registered.',
      scope: SESSION_ONLY,
      body: NewWebhookBody,
      status: 201,
      response: z
        .object({
          message: z.string(),
          secret: z.string().meta({ description: '`whsec_…`: shown this once.' }),
          webhook: RestWebhook,
        })
        .meta({ id: 'CreatedWebhook' }),
    },
    async (ctx, { body }) => {
      const created = await webhooks.create(ctx, { url: body.url, events: body.events });
      return { message: WEBHOOK_MESSAGES.created, secret: created.secret, webhook: toRestWebhook(created.webhook) };
    },
  );
  r.post(
    '/deliveries/:deliveryId/redeliver',
    {
      summary: 'Send a delivery again, due now (admins)',
      description:
        'A new delivery with the same `webhook-id` and body, so receivers that dedupe see one event; ' +
        'an endpoint disabled by a 410 is enabled again.',
      scope: SESSION_ONLY,
      response: z.object({ message: z.string(), delivery: RestDelivery }),
    },
    async (ctx, { params }) => ({
      message: WEBHOOK_MESSAGES.redelivered,
      delivery: toRestDelivery(await webhooks.redeliver(ctx, params.deliveryId)),
    }),
  );
  r.post(
    '/:id/test',
    {
      summary: 'Send a signed `webhook.test` event to this endpoint only (admins)',
      description:
        'An ordinary delivery, listed with the others, signed with the current secret (both during a rotation). ' +
        'A disabled endpoint is tried too and stays disabled.',
      scope: SESSION_ONLY,
      response: z.object({ message: z.string(), delivery: RestDelivery }),
    },
    async (ctx, { params }) => ({
      message: WEBHOOK_MESSAGES.tested,
      delivery: toRestDelivery(await webhooks.sendTest(ctx, params.id)),
    }),
  );
  r.post(
    '/:id/rotate-secret',
    {
      summary: 'A new signing secret, answered once; the previous one signs too for 24 hours (admins)',
      description:
        'Until `webhook.previousSecretExpiresAt`, `webhook-signature` carries two `v1,` signatures, one per secret: ' +
        `a receiver with either verifies. 409 "${WEBHOOK_MESSAGES.rotatedMeanwhile}" when two rotations cross.`,
      scope: SESSION_ONLY,
      response: z
        .object({
          message: z.string(),
          secret: z.string().meta({ description: 'The new `whsec_…`: shown this once.' }),
          webhook: RestWebhook,
        })
        .meta({ id: 'RotatedWebhookSecret' }),
    },
    async (ctx, { params }) => {
      const rotated = await webhooks.rotateSecret(ctx, params.id);
      return { message: WEBHOOK_MESSAGES.rotated, secret: rotated.secret, webhook: toRestWebhook(rotated.webhook) };
    },
  );
  r.get(
    '/:id/deliveries',
    {
      summary: "An endpoint's deliveries, newest first, each with every attempt (admins)",
      description:
        "Each attempt: when it was made, the endpoint's HTTP status (or the network error) and the next retry.",
      scope: SESSION_ONLY,
      query: z.object(pagingQuery),
      response: z
        .object({ message: z.string(), deliveries: z.array(RestDelivery), pageInfo: PageInfo })
        .meta({ id: 'WebhookDeliveryList' }),
    },
    async (ctx, { params, query }) => {
      const page = await webhooks.deliveries(ctx, params.id, { first: query.first, after: query.after });
      return {
        message: WEBHOOK_MESSAGES.deliveries,
        deliveries: page.nodes.map(toRestDelivery),
        pageInfo: page.pageInfo,
      };
    },
  );
  r.delete(
    '/:id',
    { summary: 'Delete an endpoint and its deliveries (admins)', scope: SESSION_ONLY, response: MessageBody },
    async (ctx, { params }) => {
      await webhooks.remove(ctx, params.id);
      return { message: WEBHOOK_MESSAGES.deleted };
    },
  );

  return r;
}
