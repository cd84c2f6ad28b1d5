/** The webhooks module's front door: what other modules and the wiring may use of it. */
export { EventLogResolver } from './event-log.resolver';
export { eventLogRouter } from './event-log.rest';
export { EventLogService, EventLogSweeper } from './event-log';
export { productEventData } from './product-event';
export { WEBHOOK_EVENT_DOCS, webhookEventBody, WebhookHeaders } from './webhook-event-schemas';
export { DELIVERY_EVENTS, type RemovalReason, TEST_EVENT, type WebhookEventValue } from './webhook-events';
export { WebhookSender } from './webhook-sender';
export { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity, WebhookEventEntity } from './webhook.entity';
export { WebhooksResolver } from './webhooks.resolver';
export { webhooksRouter } from './webhooks.rest';
export { WebhooksService } from './webhooks.service';
