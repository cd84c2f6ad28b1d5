import { type DataSource, In, LessThan, MoreThan, MoreThanOrEqual } from 'typeorm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { PollingWorker } from '../../lib/polling-worker';
import { requirePermission } from '../../core/guards';
import { can } from '../../core/permissions';
import type { RequestContext } from '../../core/request-context';
import { checkScope } from '../../core/scope-check';
import { EVENT_LOG_DAYS, PRODUCT_EVENTS, type WebhookEventValue } from './webhook-events';
import { decodeCursor, encodeCursor, pageSize } from './webhook-input';
import { WebhookEventEntity } from './webhook.entity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the sweep deletes what the log no longer keeps. */
export const EVENT_SWEEP_MS = 60 * 60 * 1000;

export const EVENT_LOG_MESSAGES = { listed: 'Events found' } as const;

/** One logged event: the `msg_…` id and the body its deliveries carry. */
export interface EventLogView {
  id: string;
  messageId: string;
  type: WebhookEventValue;
  timestamp: Date;
  /** The body's `data`. */
  data: Record<string, unknown>;
}

export interface EventLogConnection {
  nodes: EventLogView[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * Who reads which events: admins (a session) every one; a bearer token the listing events, if
 * it holds `read:products` (the scope its route declares); anyone else is FORBIDDEN. Null: all.
 */
function readableTypes(ctx: RequestContext): readonly WebhookEventValue[] | null {
  if (ctx.token) {
    checkScope(ctx, 'read:products');
    return PRODUCT_EVENTS;
  }
  requirePermission(ctx, can.administer);
  return null;
}

/**
 * The event log (docs/product.md#webhooks): every event of the last EVENT_LOG_DAYS, oldest first,
 * whether or not an endpoint subscribed, so an app whose endpoint was down or disabled catches up.
 * WebhooksService.enqueue writes it in the event's own transaction.
 */
export class EventLogService {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: { clock: Clock },
  ) {}

  async list(ctx: RequestContext, args: { first?: unknown; after?: unknown }): Promise<EventLogConnection> {
    const types = readableTypes(ctx);
    const first = pageSize(args.first);
    const after = decodeCursor(args.after);
    const since = new Date(this.deps.clock.now().getTime() - EVENT_LOG_DAYS * DAY_MS);
    const rows = await this.ds.getRepository(WebhookEventEntity).find({
      where: {
        createdAt: MoreThanOrEqual(since),
        ...(after ? { id: MoreThan(after) } : {}),
        ...(types ? { eventType: In([...types]) } : {}),
      },
      order: { id: 'ASC' },
      take: first + 1,
    });
    const page = rows.slice(0, first);
    const last = page[page.length - 1];
    return {
      nodes: page.map(viewEvent),
      // At the end, the cursor stays where it was: the next call from it finds what came since.
      pageInfo: {
        hasNextPage: rows.length > first,
        endCursor: last ? encodeCursor(last.id) : typeof args.after === 'string' && after ? args.after : null,
      },
    };
  }

  /** Deletes what is older than the log keeps; how many. */
  async prune(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - EVENT_LOG_DAYS * DAY_MS);
    const done = await this.ds.getRepository(WebhookEventEntity).delete({ createdAt: LessThan(before) });
    return done.affected ?? 0;
  }
}

const viewEvent = (e: WebhookEventEntity): EventLogView => {
  const body = JSON.parse(e.payload) as { data: Record<string, unknown> };
  return { id: e.id, messageId: e.messageId, type: e.eventType, timestamp: e.createdAt, data: body.data };
};

/** The log's sweep: a background job like the senders (started and stopped with them), hourly. */
export class EventLogSweeper extends PollingWorker {
  constructor(
    private readonly log: EventLogService,
    deps: { logger: Logger; everyMs?: number },
  ) {
    super({
      everyMs: deps.everyMs ?? EVENT_SWEEP_MS,
      logger: deps.logger,
      failure: 'webhooks: the event log sweep failed',
    });
  }

  /** A sweep now, then hourly. */
  override start(): void {
    super.start();
    this.kick();
  }

  override sendDue(): Promise<number> {
    return this.log.prune();
  }
}
