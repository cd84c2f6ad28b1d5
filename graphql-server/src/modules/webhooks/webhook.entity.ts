import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';
import type { DeliveryEventValue, WebhookEventValue } from './webhook-events';

/** An endpoint an admin registered (migration 16). */
@Entity({ name: 'webhooks' })
export class WebhookEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column({ name: 'url', type: 'varchar', length: 2000 })
  url: string;

  /** The events it wants, comma-separated (webhook-events.ts). */
  @Column({ name: 'events', type: 'varchar', length: 200 })
  events: string;

  /** `whsec_<base64>`: kept as is, since every delivery is signed with it. Never shown after creation. */
  @Column({ name: 'secret', type: 'varchar', length: 100 })
  secret: string;

  /** The secret before the last rotation: it signs too until `previousSecretExpiresAt` (migration 20). */
  @Column({ name: 'previous_secret', type: 'varchar', length: 100, nullable: true })
  previousSecret: string | null;

  @Column(dateColumn('previous_secret_expires_at', true))
  previousSecretExpiresAt: Date | null;

  @Column({ name: 'enabled', type: 'boolean' })
  enabled: boolean;

  /** Why it stopped (an endpoint that answered 410). */
  @Column({ name: 'disabled_reason', type: 'varchar', length: 200, nullable: true })
  disabledReason: string | null;

  @Column(idColumn('created_by'))
  createdBy: string;

  @Column(dateColumn('created_at'))
  createdAt: Date;
}

export type DeliveryStatusValue = 'pending' | 'delivered' | 'failed';

/** One event for one endpoint: its body, fixed when the event happened, and where its sending stands. */
@Entity({ name: 'webhook_deliveries' })
export class WebhookDeliveryEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('webhook_id'))
  webhookId: string;

  /** The `webhook-id` header: the same for every attempt and redelivery of the event, so receivers can skip repeats. */
  @Column({ name: 'message_id', type: 'varchar', length: 40 })
  messageId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 40 })
  eventType: DeliveryEventValue;

  /** The JSON body, byte for byte as signed and sent. */
  @Column({ name: 'payload', type: 'text' })
  payload: string;

  @Column({ name: 'status', type: 'varchar', length: 16 })
  status: DeliveryStatusValue;

  @Column({ name: 'attempt_count', type: 'int' })
  attemptCount: number;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  /** When the worker sends it next (null: delivered, given up, or its endpoint disabled). */
  @Column(dateColumn('due_at', true))
  dueAt: Date | null;
}

/** One try at sending a delivery. */
@Entity({ name: 'webhook_attempts' })
export class WebhookAttemptEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column(idColumn('delivery_id'))
  deliveryId: string;

  @Column(dateColumn('attempted_at'))
  attemptedAt: Date;

  /** The endpoint's HTTP status; null when no answer came (then `error` says why). */
  @Column({ name: 'status_code', type: 'int', nullable: true })
  statusCode: number | null;

  @Column({ name: 'error', type: 'varchar', length: 300, nullable: true })
  error: string | null;

  @Column({ name: 'duration_ms', type: 'int' })
  durationMs: number;

  /** When the next try is due (null: none). */
  @Column(dateColumn('next_retry_at', true))
  nextRetryAt: Date | null;
}

/**
 * One event as it happened (migration 20): the log apps catch up from, kept 30 days whether or
 * not an endpoint subscribed. Its deliveries carry the same message id and body.
 */
@Entity({ name: 'webhook_events' })
export class WebhookEventEntity {
  /** UUIDv7: the log's order. */
  @PrimaryColumn(idColumn())
  id: string;

  @Column({ name: 'message_id', type: 'varchar', length: 40 })
  messageId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 40 })
  eventType: WebhookEventValue;

  /** The JSON body `{ type, timestamp, data }`, byte for byte as its deliveries send it. */
  @Column({ name: 'payload', type: 'text' })
  payload: string;

  @Column(dateColumn('created_at'))
  createdAt: Date;
}
