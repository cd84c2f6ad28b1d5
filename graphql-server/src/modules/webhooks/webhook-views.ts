import type { DeliveryEventValue, WebhookEventValue } from './webhook-events';
import type { DeliveryStatusValue, WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity } from './webhook.entity';

/** An endpoint as admins see it: never its secret (shown once, at creation). */
export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEventValue[];
  enabled: boolean;
  disabledReason: string | null;
  /** Until when the secret before the last rotation signs too (null: no rotation yet). */
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
}

export interface AttemptView {
  attemptedAt: Date;
  /** The endpoint's HTTP status, or null when no answer came. */
  statusCode: number | null;
  /** The network error when no answer came. */
  error: string | null;
  durationMs: number;
  nextRetryAt: Date | null;
}

export interface DeliveryView {
  id: string;
  webhookId: string;
  /** The `webhook-id` header. */
  messageId: string;
  event: DeliveryEventValue;
  status: DeliveryStatusValue;
  createdAt: Date;
  /** When the next try is due (null: delivered, given up, or its endpoint disabled). */
  nextRetryAt: Date | null;
  /** The JSON body sent. */
  payload: string;
  /** Oldest first. */
  attempts: AttemptView[];
}

export interface DeliveryConnection {
  nodes: DeliveryView[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export const eventsOf = (w: WebhookEntity) => w.events.split(',').filter(Boolean) as WebhookEventValue[];

export const viewWebhook = (w: WebhookEntity): WebhookView => ({
  id: w.id,
  url: w.url,
  events: eventsOf(w),
  enabled: w.enabled,
  disabledReason: w.disabledReason,
  previousSecretExpiresAt: w.previousSecretExpiresAt,
  createdAt: w.createdAt,
});

export const viewAttempt = (a: WebhookAttemptEntity): AttemptView => ({
  attemptedAt: a.attemptedAt,
  statusCode: a.statusCode,
  error: a.error,
  durationMs: a.durationMs,
  nextRetryAt: a.nextRetryAt,
});

export const viewDelivery = (d: WebhookDeliveryEntity, attempts: WebhookAttemptEntity[]): DeliveryView => ({
  id: d.id,
  webhookId: d.webhookId,
  messageId: d.messageId,
  event: d.eventType,
  status: d.status,
  createdAt: d.createdAt,
  // A claimed delivery's due time is its claim's lease, not a retry.
  nextRetryAt: d.status === 'pending' ? d.dueAt : null,
  payload: d.payload,
  attempts: attempts.map(viewAttempt),
});
