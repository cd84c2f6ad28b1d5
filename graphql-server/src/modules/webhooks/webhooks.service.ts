import { type DataSource, type EntityManager, In, LessThan } from 'typeorm';
import { underCapLock } from '../../db/cap-lock';
import type { Clock } from '../../lib/clock';
import { AppError, badInput } from '../../lib/errors';
import { RefusedAddress, publicAddresses } from '../../lib/network-address';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid';
import { requireRole } from '../auth/guards';
import type { RequestContext } from '../auth/request-context';
import { WEBHOOK_EVENTS, type WebhookEventValue, parseEvent } from './webhook-events';
import { newMessageId, newSecret } from './webhook-signing';
import {
  type DeliveryConnection,
  type DeliveryView,
  type WebhookView,
  viewDelivery,
  viewWebhook,
} from './webhook-views';
import { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity } from './webhook.entity';

const MAX_WEBHOOKS = 20;
const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;

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
  noEvents: 'Choose at least one event',
  unknownEvent: (e: string) => `Unknown event "${e}": use one of ${WEBHOOK_EVENTS.join(', ')}`,
  tooMany: `At most ${MAX_WEBHOOKS} webhooks: delete one first`,
  badFirst: `first must be a whole number from 1 to ${MAX_PAGE}`,
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
    const me = requireRole(ctx, 'admin');
    const url = await this.checkUrl(input.url);
    const events = parseEvents(input.events);
    const row = Object.assign(new WebhookEntity(), {
      id: uuidv7(),
      url,
      events: events.join(','),
      secret: newSecret(),
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
    requireRole(ctx, 'admin');
    const rows = await this.ds.getRepository(WebhookEntity).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(viewWebhook);
  }

  /** Its deliveries and their attempts go with it (foreign keys cascade). */
  async remove(ctx: RequestContext, id: unknown): Promise<void> {
    requireRole(ctx, 'admin');
    const webhook = await this.find(id);
    await this.ds.getRepository(WebhookEntity).delete({ id: webhook.id });
  }

  /** An endpoint's deliveries, newest first, each with its attempts. */
  async deliveries(
    ctx: RequestContext,
    webhookId: unknown,
    args: { first?: unknown; after?: unknown },
  ): Promise<DeliveryConnection> {
    requireRole(ctx, 'admin');
    const first =
      args.first === undefined || args.first === null || args.first === '' ? DEFAULT_PAGE : Number(args.first);
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw badInput({ first: WEBHOOK_MESSAGES.badFirst });
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
        endCursor: last ? Buffer.from(last.id).toString('base64url') : null,
      },
    };
  }

  /**
   * Sends an event again, as a new delivery with the same message id and body (receivers that
   * dedupe by `webhook-id` see one event). An endpoint disabled by a 410 is enabled again: the
   * admin who asks says it is back.
   */
  async redeliver(ctx: RequestContext, deliveryId: unknown): Promise<DeliveryView> {
    requireRole(ctx, 'admin');
    const key = typeof deliveryId === 'string' ? deliveryId.trim() : '';
    const repo = this.ds.getRepository(WebhookDeliveryEntity);
    const original = UUID_PATTERN.test(key) ? await repo.findOneBy({ id: key }) : null;
    if (!original) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
    const now = this.deps.clock.now();
    const copy = Object.assign(new WebhookDeliveryEntity(), {
      ...original,
      id: uuidv7(now.getTime()),
      status: 'pending',
      attemptCount: 0,
      createdAt: now,
      dueAt: now,
    });
    await this.ds.transaction(async (m) => {
      await m.update(WebhookEntity, { id: original.webhookId }, { enabled: true, disabledReason: null });
      await m.insert(WebhookDeliveryEntity, copy);
    });
    this.deps.onDue?.();
    return viewDelivery(copy, []);
  }

  /**
   * Writes a delivery of `type` for every enabled endpoint that wants it, in the caller's
   * transaction `m`: the delivery exists exactly when the change it tells of does. Answers how
   * many were written; call `due()` after the commit.
   */
  async enqueue(m: EntityManager, type: WebhookEventValue, data: Record<string, unknown>): Promise<number> {
    const hooks = (await m.find(WebhookEntity, { where: { enabled: true } })).filter((w) =>
      w.events.split(',').includes(type),
    );
    if (!hooks.length) return 0;
    const now = this.deps.clock.now();
    const messageId = newMessageId();
    const payload = JSON.stringify({ type, timestamp: now.toISOString(), data });
    await m.insert(
      WebhookDeliveryEntity,
      hooks.map((w) =>
        Object.assign(new WebhookDeliveryEntity(), {
          id: uuidv7(now.getTime()),
          webhookId: w.id,
          messageId,
          eventType: type,
          payload,
          status: 'pending',
          attemptCount: 0,
          createdAt: now,
          dueAt: now,
        }),
      ),
    );
    return hooks.length;
  }

  /** Deliveries were committed: the sender looks now instead of at its next poll. */
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

function parseEvents(value: unknown): WebhookEventValue[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const events: WebhookEventValue[] = [];
  for (const v of list) {
    const e = parseEvent(v);
    if (!e) throw badInput({ events: WEBHOOK_MESSAGES.unknownEvent(String(v)) });
    if (!events.includes(e)) events.push(e);
  }
  if (!events.length) throw badInput({ events: WEBHOOK_MESSAGES.noEvents });
  return events;
}

function decodeCursor(after: unknown): string | null {
  if (after === undefined || after === null || after === '') return null;
  const id = typeof after === 'string' ? Buffer.from(after, 'base64url').toString() : '';
  if (!UUID_PATTERN.test(id)) throw badInput({ after: 'Not a cursor from this list' });
  return id;
}
