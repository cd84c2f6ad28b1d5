/** The webhooks module's front door: what other modules and the wiring may use of it. */
import type { WebhooksService } from './webhooks.service';
import { defineModule } from '../../core/server-module';
import type { Logger } from '../../lib/logger';
import { type EventLogService, EventLogSweeper } from './event-log';
import { EventLogResolver } from './event-log.resolver';
import { eventLogRouter } from './event-log.rest';
import { type WebhookSender } from './webhook-sender';
import { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity, WebhookEventEntity } from './webhook.entity';
import { WebhooksResolver } from './webhooks.resolver';
import { webhooksRouter } from './webhooks.rest';
export { EventLogService, EventLogSweeper } from './event-log';
export { webhookEventBody, webhookEventDocs, WebhookHeaders } from './webhook-event-schemas';
export { DELIVERY_EVENTS, type RemovalReason, TEST_EVENT, type WebhookEventValue } from './webhook-events';
export { WebhookSender } from './webhook-sender';
export { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity, WebhookEventEntity } from './webhook.entity';
export { WebhooksService } from './webhooks.service';

/** What the webhooks module's jobs and subscribers are made of. */
type WebhooksParts = {
  webhookSender: WebhookSender;
  eventLog: EventLogService;
  logger: Logger;
  webhooks: WebhooksService;
};

/** The services the webhooks module's routes use. */
type WebhooksNeeds = Parameters<typeof webhooksRouter>[0] & Parameters<typeof eventLogRouter>[0];

/** What the webhooks module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const webhooksModule = defineModule({
  name: 'webhooks',
  entities: [WebhookEntity, WebhookDeliveryEntity, WebhookAttemptEntity, WebhookEventEntity],
  resolvers: [WebhooksResolver, EventLogResolver],
  routes: (services: WebhooksNeeds) => [
    { prefix: '/webhooks', routes: webhooksRouter(services) },
    { prefix: '', routes: eventLogRouter(services) },
  ],
  jobs: (s: WebhooksParts) => [s.webhookSender, new EventLogSweeper(s.eventLog, { logger: s.logger })],
  subscribe: (bus, s: WebhooksParts) => s.webhooks.subscribe(bus),
});
