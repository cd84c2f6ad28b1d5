/**
 * The events an endpoint may subscribe to (docs/product.md#webhooks), by their wire names. REST
 * takes these names; GraphQL's WebhookEvent enum spells them PRODUCT_APPROVED and so on.
 */
export const WEBHOOK_EVENTS = ['product.approved', 'product.removed', 'product.sold', 'role.changed'] as const;
export type WebhookEventValue = (typeof WEBHOOK_EVENTS)[number];

/** Sent by testWebhook to one endpoint only: never subscribed to, never in the event log. */
export const TEST_EVENT = 'webhook.test';
/** What a delivery may carry: an event, or the test event. */
export const DELIVERY_EVENTS = [...WEBHOOK_EVENTS, TEST_EVENT] as const;
export type DeliveryEventValue = (typeof DELIVERY_EVENTS)[number];

/** The listing events: what a token with `read:products` may read in the event log. */
export const PRODUCT_EVENTS = WEBHOOK_EVENTS.filter((e) => e.startsWith('product.'));

/** How long the event log keeps an event (docs/product.md#webhooks). */
export const EVENT_LOG_DAYS = 30;

/** After a rotation the previous secret signs beside the new one this long. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** Why a listing left: deleted by its seller or an admin; taken down by moderators; hidden by reports (docs/product.md#reports). */
export type RemovalReason = 'deleted' | 'taken-down' | 'hidden';

/** Retries after a failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; then it is given up. */
export const RETRY_SCHEDULE_MS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400].map((s) => s * 1000);

/** "product.approved", "PRODUCT_APPROVED", " Product.Approved " all name the same event; null for anything else. */
export function parseEvent(value: unknown): WebhookEventValue | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase().replace('_', '.');
  return (WEBHOOK_EVENTS as readonly string[]).includes(v) ? (v as WebhookEventValue) : null;
}
