import { type DataSource, IsNull, LessThanOrEqual } from 'typeorm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { PollingWorker } from '../../lib/polling-worker';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { ListingDirectory } from '../../core/listing-directory';
import { SavedSearchEntity, SavedSearchHitEntity } from './saved-search.entity';
import { rupees, searchLink } from './saved-search-filter';

/** How often the worker looks for due alerts: at least once a second (docs/product.md#saved-searches). */
export const ALERT_POLL_MS = 500;
/** Due searches sent per look; the next look takes the rest. */
const BATCH = 50;

/** "2 new listings for 'bicycle' under ₹3,000"; one names its listing. */
export function alertNotice(
  s: SavedSearchEntity,
  count: number,
  firstTitle: string,
): { message: string; link: string } {
  const under = s.maxPaise === null ? '' : ` under ${rupees(s.maxPaise)}`;
  const what =
    count === 1
      ? `1 new listing for '${s.name}'${under}: '${firstTitle}'`
      : `${count} new listings for '${s.name}'${under}`;
  return { message: what, link: searchLink(s) };
}

/**
 * Sends saved searches' alerts when they are due (saved_searches.due_at, set by
 * SavedSearchesService.productApproved): every state is in the database, so the batching survives
 * a restart, and an instance claims a search's alert with a conditional UPDATE of its `due_at`
 * in the transaction that writes the notification, so two instances never send the same one.
 */
export class SavedSearchAlerts extends PollingWorker {
  constructor(
    private readonly ds: DataSource,
    private readonly deps: {
      clock: Clock;
      logger: Logger;
      uow: UnitOfWork;
      /** Which matches are still public (the products module). */
      listings: ListingDirectory;
      /** SAVED_SEARCH_ALERT_INTERVAL_SECONDS, in ms: at most one alert per saved search in it. */
      intervalMs: number;
      pollMs?: number;
    },
  ) {
    super({
      everyMs: deps.pollMs ?? ALERT_POLL_MS,
      logger: deps.logger,
      failure: 'saved-search alerts: a look failed',
    });
  }

  /** One look: sends every alert due now (by this instance's claim); how many went out. */
  override async sendDue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.ds.getRepository(SavedSearchEntity).find({
      where: { dueAt: LessThanOrEqual(now) },
      order: { dueAt: 'ASC' },
      take: BATCH,
    });
    let sent = 0;
    for (const s of due) if (await this.send(s, now)) sent++;
    return sent;
  }

  private async send(s: SavedSearchEntity, now: Date): Promise<boolean> {
    return this.deps.uow.run(async (tx) => {
      const m = tx.manager;
      // The claim: only the instance whose UPDATE still finds the due time it read goes on.
      const claim = await m
        .createQueryBuilder()
        .update(SavedSearchEntity)
        .set({ dueAt: null })
        .where('id = :id AND due_at = :due', { id: s.id, due: s.dueAt })
        .execute();
      if (!claim.affected) return false;
      const hits = await m.find(SavedSearchHitEntity, {
        where: { savedSearchId: s.id, sentAt: IsNull() },
        select: { productId: true },
        order: { createdAt: 'ASC' },
      });
      const titles = await this.deps.listings.publicTitles(
        m,
        hits.map((h) => h.productId),
      );
      const waiting = hits.flatMap((h) => (titles.has(h.productId) ? [{ title: titles.get(h.productId)! }] : []));
      await m.update(SavedSearchHitEntity, { savedSearchId: s.id, sentAt: IsNull() }, { sentAt: now });
      // Matches that left the public lists since (back in review, deleted) are no news.
      if (!waiting.length) return false;
      await m.update(
        SavedSearchEntity,
        { id: s.id },
        { lastAlertAt: now, nextAlertAt: new Date(now.getTime() + this.deps.intervalMs) },
      );
      await tx.publish('savedSearch.alerted', {
        userId: s.userId,
        ...alertNotice(s, waiting.length, waiting[0].title),
      });
      return true;
    });
  }
}
