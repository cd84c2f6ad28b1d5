import { z } from 'zod';
import { ROLES } from '../../core/permissions';
import { timestamp } from '../../core/rest/rest-schemas';
import { RestUser } from '../users';
import type { DeliveryEventValue, RemovalReason } from './webhook-events';

/**
 * The body of each event POSTed to an endpoint, and listed by the event log (`{ type, timestamp, data }`, webhooks.service.ts
 * `enqueue`), as the OpenAPI document's `webhooks` describe them: `data` is what product-event.ts
 * writes for each domain event (a listing's `publicView`, products.service.ts; a member's REST shape).
 */

const REMOVAL_REASONS = ['deleted', 'taken-down', 'hidden'] as const satisfies readonly RemovalReason[];

interface EventDoc {
  summary: string;
  data: z.ZodObject;
}

/**
 * Each event's summary and `data`; a listing's events carry `product`, the listing's REST shape,
 * which the products module owns (the wiring passes its schema: products.rest-schemas.ts `RestProduct`).
 */
export function webhookEventDocs(product: z.ZodObject): Record<DeliveryEventValue, EventDoc> {
  const productData = z.object({ product });
  return {
    'product.approved': {
      summary: 'A listing was approved (or cleared after being hidden by reports) and is public',
      data: productData,
    },
    'product.removed': {
      summary: 'A listing left for good: deleted, taken down by moderators, or hidden by reports',
      data: productData.extend({ reason: z.enum(REMOVAL_REASONS) }),
    },
    'product.sold': { summary: 'Its seller marked a listing sold', data: productData },
    'role.changed': {
      summary: "An admin changed a user's role or accepted a moderator request",
      data: z.object({ user: RestUser, previousRole: z.enum(ROLES) }),
    },
    'webhook.test': {
      summary: 'Sent by testWebhook to one endpoint only (never subscribed to, never in the event log)',
      data: z.object({ webhookId: z.string(), message: z.string() }),
    },
  };
}

/** The whole body of one event type, as its deliveries carry it. */
export function webhookEventBody(type: DeliveryEventValue, product: z.ZodObject): z.ZodObject {
  return z.object({
    type: z.literal(type),
    timestamp: timestamp.meta({ description: 'When the event happened (ISO 8601, UTC).' }),
    data: webhookEventDocs(product)[type].data,
  });
}

/** The Standard Webhooks headers of every delivery (webhook-signing.ts). */
export const WebhookHeaders = z.object({
  'webhook-id': z
    .string()
    .meta({ description: '`msg_` and 32 hex digits: the same on every retry and redelivery of the event.' }),
  'webhook-timestamp': z.string().meta({ description: 'Unix seconds of this attempt.' }),
  'webhook-signature': z.string().meta({
    description:
      '`v1,` and the base64 HMAC-SHA256 of "id.timestamp.body", keyed with the secret after `whsec_`; ' +
      'for 24 hours after a secret rotation, two such signatures separated by a space (new and previous secret).',
  }),
});
