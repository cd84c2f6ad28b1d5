import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../core/graphql-types';
import type { DeliveryStatusValue } from './webhook.entity';
import type { AttemptView, DeliveryView, WebhookView } from './webhook-views';

/** GraphQL's names for the events; the values are the wire names of webhook-events.ts. */
export enum WebhookEvent {
  PRODUCT_APPROVED = 'product.approved',
  PRODUCT_REMOVED = 'product.removed',
  PRODUCT_SOLD = 'product.sold',
  ROLE_CHANGED = 'role.changed',
  WEBHOOK_TEST = 'webhook.test',
}
registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: "What a webhook endpoint is told of; the body's `type` is the wire name given with each value.",
  valuesConfig: {
    PRODUCT_APPROVED: { description: '`product.approved`: a listing was approved and is public. data: { product }.' },
    PRODUCT_REMOVED: {
      description:
        '`product.removed`: a public listing left for good (deleted, taken down, hidden by reports). data: { product, reason }.',
    },
    PRODUCT_SOLD: { description: '`product.sold`: its seller marked a listing sold. data: { product }.' },
    ROLE_CHANGED: { description: "`role.changed`: a user's role changed. data: { user, previousRole }." },
    WEBHOOK_TEST: {
      description:
        '`webhook.test`: sent by testWebhook to one endpoint only; not subscribable, not in the event log. data: { webhookId, message }.',
    },
  },
});

export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Not delivered yet: its first attempt or a retry is due (nextRetryAt).' },
    DELIVERED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Given up: every retry failed, or the endpoint was disabled (410).' },
  },
});

@InputType('CreateWebhookInput', { description: 'A new webhook endpoint.' })
export class CreateWebhookInput {
  @Field(() => String, {
    description:
      'http:// or https:// address, at most 2000 characters, no user name or password; refused (BAD_USER_INPUT) when it resolves to a private, loopback, link-local or metadata address.',
  })
  url: string;

  @Field(() => [WebhookEvent], { description: 'At least one.' })
  events: WebhookEvent[];
}

@ObjectType('Webhook', { description: 'An endpoint admins registered. Its secret is shown once, by createWebhook.' })
export class WebhookType {
  @Field(() => ID, { description: 'Its id.' })
  id: string;

  @Field(() => String, { description: 'Where deliveries are POSTed.' })
  url: string;

  @Field(() => [WebhookEvent], { description: 'The events it is told of.' })
  events: WebhookView['events'];

  @Field(() => Boolean, { description: 'False once the endpoint answered 410 Gone; redelivering enables it again.' })
  enabled: boolean;

  @Field(() => String, { nullable: true, description: 'Why it was disabled.' })
  disabledReason: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Until when the secret before the last rotation signs beside the current one; null before any rotation.',
  })
  previousSecretExpiresAt: Date | null;

  @Field(() => Date, { description: 'When it was registered.' })
  createdAt: Date;
}

@ObjectType('CreatedWebhook', { description: 'A new endpoint, with its signing secret: shown this once only.' })
export class CreatedWebhook {
  @Field(() => String, {
    description: '`whsec_` and base64: the Standard Webhooks secret that signs every delivery (webhook-signature).',
  })
  secret: string;

  @Field(() => WebhookType, { description: 'The endpoint.' })
  webhook: WebhookView;
}

@ObjectType('WebhookAttempt', { description: 'One try at sending a delivery.' })
export class WebhookAttemptType {
  @Field(() => Date, { description: 'When it was sent.' })
  attemptedAt: Date;

  @Field(() => Int, { nullable: true, description: "The endpoint's HTTP status; null when no answer came." })
  statusCode: number | null;

  @Field(() => String, { nullable: true, description: 'The network error (refused, timed out…) when no answer came.' })
  error: string | null;

  @Field(() => Int, { description: 'How long it took, in milliseconds.' })
  durationMs: number;

  @Field(() => Date, { nullable: true, description: 'When the next try was scheduled; null when none followed.' })
  nextRetryAt: Date | null;
}

@ObjectType('WebhookDelivery', { description: 'One event for one endpoint, with its attempts.' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'Its id (redeliverWebhook takes it).' })
  id: string;

  @Field(() => ID, { description: 'The endpoint.' })
  webhookId: string;

  @Field(() => String, { description: 'The `webhook-id` header: the same on every attempt and redelivery.' })
  messageId: string;

  @Field(() => WebhookEvent, { description: 'The event.' })
  event: DeliveryView['event'];

  @Field(() => WebhookDeliveryStatus, { description: 'Where it stands.' })
  status: DeliveryStatusValue;

  @Field(() => Date, { description: 'When the event happened (or the redelivery was asked for).' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due; null when none is.' })
  nextRetryAt: Date | null;

  @Field(() => String, { description: 'The JSON body sent: { type, timestamp, data }.' })
  payload: string;

  @Field(() => [WebhookAttemptType], { description: 'Every attempt, oldest first.' })
  attempts: AttemptView[];
}

@ObjectType('WebhookDeliveryConnection', { description: "A page of an endpoint's deliveries, newest first." })
export class WebhookDeliveryConnection {
  @Field(() => [WebhookDeliveryType], { description: 'The deliveries of this page.' })
  nodes: DeliveryView[];

  @Field(() => PageInfo, { description: 'Whether more follow, and the cursor for them.' })
  pageInfo: PageInfo;
}

@ObjectType('RedeliverWebhookPayload', { description: 'The new delivery of a redelivered event.' })
export class RedeliverWebhookPayload {
  @Field(() => String, { description: 'What happened.' })
  message: string;

  @Field(() => WebhookDeliveryType, { description: 'The new delivery, due now.' })
  delivery: DeliveryView;
}

@ObjectType('TestWebhookPayload', { description: 'The delivery of a test event.' })
export class TestWebhookPayload {
  @Field(() => String, { description: 'What happened.' })
  message: string;

  @Field(() => WebhookDeliveryType, { description: 'The `webhook.test` delivery, due now.' })
  delivery: DeliveryView;
}

@ObjectType('RotatedWebhookSecret', { description: "An endpoint's new signing secret: shown this once only." })
export class RotatedWebhookSecret {
  @Field(() => String, { description: 'What happened.' })
  message: string;

  @Field(() => String, {
    description:
      'The new `whsec_…` secret. Until webhook.previousSecretExpiresAt (24 hours) deliveries carry two signatures, one per secret.',
  })
  secret: string;

  @Field(() => WebhookType, { description: 'The endpoint.' })
  webhook: WebhookView;
}
