import { type DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { underCapLock } from '../../db/cap-lock';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import { RefusedAddress, publicAddresses } from '../../lib/network-address';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid';
import { requirePermission } from '../../core/guards';
import { can } from '../../core/permissions';
import type { RequestContext } from '../../core/request-context';
import type { EventBus } from '../../core/unit-of-work';
import { subscribeWebhookEvents } from './product-event';
import { SECRET_OVERLAP_MS, TEST_EVENT, type DeliveryEventValue, type WebhookEventValue } from './webhook-events';
import { INPUT_MESSAGES, decodeCursor, encodeCursor, pageSize, parseEvents } from './webhook-input';
import { newMessageId, newSecret } from './webhook-signing';
import {
  type DeliveryConnection,
  type DeliveryView,
  type WebhookView,
  viewDelivery,
  viewWebhook,
} from './webhook-views';
import { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity, WebhookEventEntity } from './webhook.entity';

const MAX_WEBHOOKS = 20;

export const WEBHOOK_MESSAGES = {
  created: 'Webhook created',
  listed: 'Webhooks found',
  deleted: 'Webhook deleted',
  deliveries: 'Deliveries found',
  redelivered: 'Delivery queued again',
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  badUrl: 'Enter a full http:// or https:// address, at most 2000 characters, without a user name or password',
  privateUrl:
    'This address is private, loopback, link-local or a metadata service: webhooks only go to public addresses',
  unresolved: 'This host name does not resolve',
  tooMany: `At most ${MAX_WEBHOOKS} webhooks: delete one first`,
  tested: 'Test event queued',
  rotated: 'Secret rotated: the previous one signs too for 24 hours',
  rotatedMeanwhile: 'The secret was rotated meanwhile: try again',
  ...INPUT_MESSAGES,
} as const;

/**
 * Admins' webhook endpoints and their deliveries (docs/product.md#webhooks). Events are written by
 * `enqueue`, inside the transaction of the change they tell of; WebhookSender sends them.
 */
export class WebhooksService {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: {
      clock: Clock;
      /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: endpoints on private networks too (tests, closed campuses). */
      allowPrivate: boolean;
      /** Told when deliveries are due now (after the commit that wrote them): the sender looks at once. */
      onDue?: () => void;
    },
  ) {}

  async create(ctx: RequestContext, input: { url?: unknown; events?: unknown }) {
    const me = requirePermission(ctx, can.administer);
    const url = await this.checkUrl(input.url);
    const events = parseEvents(input.events);
    const row = Object.assign(new WebhookEntity(), {
      id: uuidv7(),
      url,
      events: events.join(','),
      secret: newSecret(),
      previousSecret: null,
      previousSecretExpiresAt: null,
      enabled: true,
      disabledReason: null,
      createdBy: me.id,
      createdAt: this.deps.clock.now(),
    });
    // The cap is the site's, whoever adds: counted and inserted under its shared lock, one add at a time.
    await underCapLock(this.ds, { shared: 'webhooks' }, async (m) => {
      if ((await m.count(WebhookEntity)) >= MAX_WEBHOOKS) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.tooMany);
      await m.insert(WebhookEntity, row);
    });
    return { secret: row.secret, webhook: viewWebhook(row) };
  }

  async list(ctx: RequestContext): Promise<WebhookView[]> {
    requirePermission(ctx, can.administer);
    const rows = await this.ds.getRepository(WebhookEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(viewWebhook);
  }

  /** Its deliveries and their attempts go with it (foreign keys cascade). */
  async remove(ctx: RequestContext, id: unknown): Promise<void> {
    requirePermission(ctx, can.administer);
    const webhook = await this.find(id);
    await this.ds.getRepository(WebhookEntity).delete({ id: webhook.id });
  }

  /** An endpoint's deliveries, newest first, each with its attempts. */
  async deliveries(
    ctx: RequestContext,
    webhookId: unknown,
    args: { first?: unknown; after?: unknown },
  ): Promise<DeliveryConnection> {
    requirePermission(ctx, can.administer);
    const first = pageSize(args.first);
    const webhook = await this.find(webhookId);
    const after = decodeCursor(args.after);
    const rows = await this.ds.getRepository(WebhookDeliveryEntity).find({
      where: { webhookId: webhook.id, ...(after ? { id: LessThan(after) } : {}) },
      order: { id: 'DESC' },
      take: first + 1,
    });
    const page = rows.slice(0, first);
    const last = page[page.length - 1];
    return {
      nodes: await this.withAttempts(page),
      pageInfo: {
        hasNextPage: rows.length > first,
        endCursor: last ? encodeCursor(last.id) : null,
      },
    };
  }

  /**
   * Sends an event again, as a new delivery with the same message id and body (receivers that
   * dedupe by `webhook-id` see one event). An endpoint disabled by a 410 is enabled again: the
   * admin who asks says it is back.
   */
  async redeliver(ctx: RequestContext, deliveryId: unknown): Promise<DeliveryView> {
    requirePermission(ctx, can.administer);
    const key = typeof deliveryId === 'string' ? deliveryId.trim() : '';
    const repo = this.ds.getRepository(WebhookDeliveryEntity);
    const original = UUID_PATTERN.test(key) ? await repo.findOneBy({ id: key }) : null;
    if (!original) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    const now = this.deps.clock.now();
    const copy = newDelivery(original.webhookId, original.messageId, original.eventType, original.payload, now);
    await this.ds.transaction(async (m) => {
      await m.update(WebhookEntity, { id: original.webhookId }, { enabled: true, disabledReason: null });
      await m.insert(WebhookDeliveryEntity, copy);
    });
    this.deps.onDue?.();
    return viewDelivery(copy, []);
  }

  /**
   * Records the event in the log (kept whether or not an endpoint wants it: apps catch up from it)
   * and writes a delivery of it for every enabled endpoint that wants it, in the caller's
   * transaction `m`: both exist exactly when the change they tell of does. Answers how many
   * deliveries were written; call `due()` after the commit.
   */
  async enqueue(m: EntityManager, type: WebhookEventValue, data: Record<string, unknown>): Promise<number> {
    const now = this.deps.clock.now();
    const messageId = newMessageId();
    const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
    await m.insert(
      WebhookEventEntity,
      Object.assign(new WebhookEventEntity(), {
        id: uuidv7(now.getTime()),
        messageId,
        eventType: type,
        payload,
        createdAt: now,
      }),
    );
    const hooks = (await m.find(WebhookEntity, { where: { enabled: true } })).filter((w) =>
      w.events.split(',').includes(type),
    );
    if (!hooks.length) return 0;
    await m.insert(
      WebhookDeliveryEntity,
      hooks.map((w) => newDelivery(w.id, messageId, type, payload, now)),
    );
    return hooks.length;
  }

  /**
   * Sends `webhook.test` to this endpoint only, signed as usual, through an ordinary delivery (so it
   * shows among its deliveries). A disabled endpoint is tried too (that is what a test is for) but
   * stays disabled: only a redelivery enables it again. Not in the event log.
   */
  async sendTest(ctx: RequestContext, id: unknown): Promise<DeliveryView> {
    requirePermission(ctx, can.administer);
    const webhook = await this.find(id);
    const now = this.deps.clock.now();
    const data = { webhookId: webhook.id, message: 'A test event from Campus Market' };
    const payload = JSON.stringify({ type: TEST_EVENT, timestamp: now.toISOString(), data });
    const delivery = newDelivery(webhook.id, newMessageId(), TEST_EVENT, payload, now);
    await this.ds.getRepository(WebhookDeliveryEntity).insert(delivery);
    this.deps.onDue?.();
    return viewDelivery(delivery, []);
  }

  /**
   * A new signing secret, answered this once. The one it replaces signs beside it for
   * SECRET_OVERLAP_MS (two `v1,` signatures), so receivers can switch without missing a delivery;
   * a second rotation within that time drops the oldest.
   */
  async rotateSecret(ctx: RequestContext, id: unknown): Promise<{ secret: string; webhook: WebhookView }> {
    requirePermission(ctx, can.administer);
    const webhook = await this.find(id);
    const changes = {
      secret: newSecret(),
      previousSecret: webhook.secret,
      previousSecretExpiresAt: new Date(this.deps.clock.now().getTime() + SECRET_OVERLAP_MS),
    };
    // Only over the secret read: of two rotations at once, one wins and the other is told.
    const done = await this.ds.getRepository(WebhookEntity).update({ id: webhook.id, secret: webhook.secret }, changes);
    if (!done.affected) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.rotatedMeanwhile);
    return { secret: changes.secret, webhook: viewWebhook({ ...webhook, ...changes }) };
  }

  /** Deliveries were committed: the sender looks now instead of at its next poll. */
  /** Its subscriptions: the domain events that become webhook events (product-event.ts). */
  subscribe(bus: EventBus): void {
    subscribeWebhookEvents(bus, this);
  }

  due(): void {
    this.deps.onDue?.();
  }

  private async withAttempts(rows: WebhookDeliveryEntity[]): Promise<DeliveryView[]> {
    if (!rows.length) return [];
    const attempts = await this.ds.getRepository(WebhookAttemptEntity).find({
      where: { deliveryId: In(rows.map((r) => r.id)) },
      order: { attemptedAt: 'ASC', id: 'ASC' },
    });
    return rows.map((r) =>
      viewDelivery(
        r,
        attempts.filter((a) => a.deliveryId === r.id),
      ),
    );
  }

  private async find(id: unknown): Promise<WebhookEntity> {
    const key = typeof id === 'string' ? id.trim() : '';
    const row = UUID_PATTERN.test(key) ? await this.ds.getRepository(WebhookEntity).findOneBy({ id: key }) : null;
    if (!row) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
    return row;
  }

  /** A public http(s) URL: checked after DNS resolution, unless private networks are allowed. */
  private async checkUrl(value: unknown): Promise<string> {
    const text = typeof value === 'string' ? value.trim() : '';
    const url = text && text.length <= 2000 && URL.canParse(text) ? new URL(text) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password)
      throw badInput({ url: WEBHOOK_MESSAGES.badUrl });
    if (!this.deps.allowPrivate) {
      try {
        await publicAddresses(url.hostname);
      } catch (err) {
        throw badInput({
          url: err instanceof RefusedAddress ? WEBHOOK_MESSAGES.privateUrl : WEBHOOK_MESSAGES.unresolved,
        });
      }
    }
    return url.toString();
  }
}

/** A delivery due now. */
function newDelivery(
  webhookId: string,
  messageId: string,
  eventType: DeliveryEventValue,
  payload: string,
  now: Date,
): WebhookDeliveryEntity {
  return Object.assign(new WebhookDeliveryEntity(), {
    id: uuidv7(now.getTime()),
    webhookId,
    messageId,
    eventType,
    payload,
    status: 'pending',
    attemptCount: 0,
    createdAt: now,
    dueAt: now,
  });
}
