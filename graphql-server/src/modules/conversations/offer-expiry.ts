import { type DataSource, LessThanOrEqual } from 'typeorm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { PollingWorker } from '../../lib/polling-worker';
import type { UnitOfWork } from '../../core/unit-of-work';
import { ConversationEntity } from './conversation.entity';
import { OfferEntity } from './offer.entity';
import { OFFER_LINES } from './offer-rules';
import { settle, writeLine } from './offers.service';

/** Expired offers handled per look; the next look takes the rest. */
const BATCH = 50;

/**
 * How often the worker looks: a tenth of the expiry, between 1 s and 60 s, so an offer expires within
 * a few seconds of its time when the expiry is short (tests, demos) and the database is not polled
 * every second for a 48-hour expiry.
 */
export const expiryPollMs = (expiryMs: number): number => Math.min(60_000, Math.max(1000, Math.round(expiryMs / 10)));

/**
 * Marks pending offers past their `expires_at` EXPIRED, with a system line in their conversation.
 * Every state is in the database, so a restart loses none; an instance claims an offer with the
 * status-guarded UPDATE in the transaction that writes the line, so with several instances each
 * offer expires once, and an answer racing the expiry either wins or finds it expired.
 */
export class OfferExpiry extends PollingWorker {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: { clock: Clock; logger: Logger; uow: UnitOfWork; expiryMs: number; pollMs?: number },
  ) {
    super({
      everyMs: deps.pollMs ?? expiryPollMs(deps.expiryMs),
      logger: deps.logger,
      failure: 'offer expiry: a look failed',
    });
  }

  /** One look: expires every pending offer past its time (by this instance's claim); how many. */
  override async sendDue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.ds.getRepository(OfferEntity).find({
      where: { status: 'PENDING', expiresAt: LessThanOrEqual(now) },
      order: { expiresAt: 'ASC' },
      take: BATCH,
    });
    let expired = 0;
    for (const offer of due) if (await this.expire(offer, now)) expired++;
    return expired;
  }

  private expire(offer: OfferEntity, now: Date): Promise<boolean> {
    return this.deps.uow.run(async (tx) => {
      const m = tx.manager;
      if (!(await settle(m, offer.id, 'EXPIRED', now, false))) return false;
      const c = await m.findOneBy(ConversationEntity, { id: offer.conversationId });
      if (c) await writeLine(m, c, 'SYSTEM', null, OFFER_LINES.expired(offer.amountPaise), offer.id, now);
      return true;
    });
  }
}
