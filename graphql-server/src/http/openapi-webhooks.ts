import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { DELIVERY_EVENTS, TEST_EVENT, WebhookHeaders, webhookEventBody, webhookEventDocs } from '../modules/webhooks';
import { RestProduct } from '../modules/products';

/**
 * The document's top-level `webhooks`: one entry per event type, the POST this server sends to a
 * registered endpoint, with its signed headers and body (docs/integrations.md#10-webhooks).
 */
export function registerWebhooks(registry: OpenAPIRegistry): void {
  const docs = webhookEventDocs(RestProduct);
  for (const type of DELIVERY_EVENTS) {
    const doc = docs[type];
    registry.registerWebhook({
      method: 'post',
      path: type,
      operationId: `webhook${type
        .split(/[^a-z]+/)
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join('')}`,
      tags: ['Webhook events'],
      summary: doc.summary,
      description:
        (type === TEST_EVENT
          ? 'Sent to one endpoint when its owner asks (`POST /api/v1/webhooks/{id}/test`). '
          : `Sent to each enabled endpoint subscribed to \`${type}\`. `) +
        'Verify `webhook-signature` over the raw body before parsing it (Standard Webhooks).',
      // The receiver checks the signature, not a credential of this API.
      security: [],
      request: {
        headers: WebhookHeaders,
        body: { required: true, content: { 'application/json': { schema: webhookEventBody(type, RestProduct) } } },
      },
      responses: {
        200: { description: 'Any 2xx: received. Anything else (a 3xx too) is retried.' },
        410: { description: 'Gone: the endpoint is disabled at once and its waiting deliveries fail.' },
      },
    });
  }
}
