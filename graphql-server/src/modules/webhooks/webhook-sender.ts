import { type DataSource, LessThanOrEqual } from 'typeorm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { PollingWorker } from '../../lib/polling-worker';
import { uuidv7 } from '../../lib/uuid';
import { RETRY_SCHEDULE_MS, TEST_EVENT } from './webhook-events';
import { signedHeaders, signingSecrets } from './webhook-signing';
import { type SendOutcome, SEND_TIMEOUT_MS, postWebhook } from './webhook-transport';
import { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookEntity } from './webhook.entity';

/** How often the sender looks for due deliveries (and at once when one is written here). */
export const SEND_POLL_MS = 500;
/** Due deliveries claimed per look; sent together. */
const BATCH = 10;
/**
 * A claim moves the delivery's due time this far ahead: no other instance takes it while it is
 * being sent, and if this instance dies mid-send another one tries again once it passes.
 */
const CLAIM_MS = SEND_TIMEOUT_MS + 50_000;

/**
 * Sends due webhook deliveries (docs/product.md#webhooks). Every state is in the database, so any
 * number of instances may run it: each claims a delivery with a conditional UPDATE of the due time
 * it read, and only the instance whose UPDATE still finds it sends.
 */
export class WebhookSender extends PollingWorker {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: {
      clock: Clock;
      logger: Logger;
      allowPrivate: boolean;
      pollMs?: number;
      /** The waits before each retry (RETRY_SCHEDULE_MS). */
      retryScheduleMs?: readonly number[];
    },
  ) {
    super({
      everyMs: deps.pollMs ?? SEND_POLL_MS,
      logger: deps.logger,
      failure: 'webhooks: a look for due deliveries failed',
    });
  }

  /** One look: sends what is due now and this instance claims; how many were tried. */
  override async sendDue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.ds.getRepository(WebhookDeliveryEntity).find({
      where: { dueAt: LessThanOrEqual(now) },
      order: { dueAt: 'ASC' },
      take: BATCH,
    });
    const tried = await Promise.all(due.map((d) => this.claimAndSend(d, now)));
    return tried.filter(Boolean).length;
  }

  private async claimAndSend(d: WebhookDeliveryEntity, now: Date): Promise<boolean> {
    const lease = new Date(now.getTime() + CLAIM_MS);
    const claim = await this.ds
      .createQueryBuilder()
      .update(WebhookDeliveryEntity)
      .set({ dueAt: lease })
      .where('id = :id AND due_at = :due', { id: d.id, due: d.dueAt })
      .execute();
    if (!claim.affected) return false;
    const hook = await this.ds.getRepository(WebhookEntity).findOneBy({ id: d.webhookId });
    // The test event is sent even to a disabled endpoint: it is how an admin sees whether it is back.
    if (!hook || (!hook.enabled && d.eventType !== TEST_EVENT)) {
      await this.ds.getRepository(WebhookDeliveryEntity).update({ id: d.id }, { status: 'failed', dueAt: null });
      return false;
    }
    const at = this.deps.clock.now();
    const started = Date.now();
    let outcome: SendOutcome;
    try {
      const headers = signedHeaders(signingSecrets(hook, at), d.messageId, at, d.payload);
      outcome = await postWebhook(hook.url, headers, d.payload, { allowPrivate: this.deps.allowPrivate });
    } catch (err) {
      outcome = { status: null, error: (err as Error).message };
    }
    await this.record(d, hook, lease, at, Date.now() - started, outcome);
    return true;
  }

  /** The attempt, and what follows from it: delivered, a retry, given up, or the endpoint disabled (410). */
  private async record(
    d: WebhookDeliveryEntity,
    hook: WebhookEntity,
    lease: Date,
    at: Date,
    durationMs: number,
    outcome: SendOutcome,
  ): Promise<void> {
    const schedule = this.deps.retryScheduleMs ?? RETRY_SCHEDULE_MS;
    const attempts = d.attemptCount + 1;
    const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const gone = outcome.status === 410;
    const wait = ok || gone ? undefined : schedule[attempts - 1];
    const next = wait === undefined ? null : new Date(this.deps.clock.now().getTime() + wait);
    await this.ds.transaction(async (m) => {
      await m.insert(
        WebhookAttemptEntity,
        Object.assign(new WebhookAttemptEntity(), {
          id: uuidv7(at.getTime()),
          deliveryId: d.id,
          attemptedAt: at,
          statusCode: outcome.status,
          error: outcome.error?.slice(0, 300) ?? null,
          durationMs: Math.min(durationMs, 2 ** 31 - 1),
          nextRetryAt: next,
        }),
      );
      // Only while the claim holds: a delivery another instance took over (the lease ran out) is its.
      await m
        .createQueryBuilder()
        .update(WebhookDeliveryEntity)
        .set({ status: ok ? 'delivered' : next ? 'pending' : 'failed', attemptCount: attempts, dueAt: next })
        .where('id = :id AND due_at = :lease', { id: d.id, lease })
        .execute();
      if (gone) {
        // 410 Gone: the receiver says the endpoint is no more; nothing else goes there.
        await m.update(
          WebhookEntity,
          { id: hook.id },
          { enabled: false, disabledReason: 'The endpoint answered 410 Gone' },
        );
        await m.update(
          WebhookDeliveryEntity,
          { webhookId: hook.id, status: 'pending' },
          { status: 'failed', dueAt: null },
        );
      }
    });
  }
}
