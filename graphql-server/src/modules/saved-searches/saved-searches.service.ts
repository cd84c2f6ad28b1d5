import { Brackets, type DataSource, type Repository } from 'typeorm';
import { underCapLock } from '../../db/cap-lock';
import { isUniqueViolation } from '../../db/db-errors';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid';
import type { RequestContext } from '../../core/request-context';
import { requireVerified } from '../../core/guards';
import { ProductEntity } from '../products';
import { matchesList } from '../search';
import { SavedSearchEntity, SavedSearchHitEntity } from './saved-search.entity';
import { filterView, matchSpec, parseSavedSearch, searchLink } from './saved-search-filter';

export const MAX_SAVED_SEARCHES = 20;

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved',
  listed: 'Saved searches found',
  deleted: 'Saved search deleted',
  notFound: 'Saved search not found',
  full: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one first.`,
} as const;

/** A saved search as both APIs show it to its owner. */
export interface SavedSearchView {
  id: string;
  name: string;
  filter: ReturnType<typeof filterView>;
  /** Where it opens in the web app. */
  link: string;
  createdAt: Date;
}

export const viewSavedSearch = (s: SavedSearchEntity): SavedSearchView => ({
  id: s.id,
  name: s.name,
  filter: filterView(s),
  link: searchLink(s),
  createdAt: s.createdAt,
});

/**
 * docs/product.md#saved-searches: each verified user's saved searches (at most 20), and the
 * matches of newly approved listings, recorded for the alert worker (saved-search-alerts.ts).
 */
export class SavedSearchesService {
  private readonly repo: Repository<SavedSearchEntity>;

  constructor(
    private readonly ds: DataSource,
    private readonly deps: { clock: Clock; logger: Logger; onMatch?: () => void },
  ) {
    this.repo = ds.getRepository(SavedSearchEntity);
  }

  /** The caller's saved searches, newest first. */
  async list(ctx: RequestContext): Promise<SavedSearchView[]> {
    const me = requireVerified(ctx);
    const rows = await this.repo.find({ where: { userId: me.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(viewSavedSearch);
  }

  async save(ctx: RequestContext, input: { name?: unknown; filter?: unknown }): Promise<SavedSearchView> {
    const me = requireVerified(ctx);
    const parsed = parseSavedSearch(input);
    const now = this.deps.clock.now();
    const row = Object.assign(new SavedSearchEntity(), {
      id: uuidv7(now.getTime()),
      userId: me.id,
      ...parsed,
      createdAt: now,
      lastAlertAt: null,
      nextAlertAt: null,
      dueAt: null,
    });
    // Under the user's lock (db/cap-lock.ts), so two saves at once count one after the other.
    await underCapLock(this.ds, { userId: me.id }, async (m) => {
      if ((await m.countBy(SavedSearchEntity, { userId: me.id })) >= MAX_SAVED_SEARCHES)
        throw new AppError('CONFLICT', SAVED_SEARCH_MESSAGES.full);
      await m.insert(SavedSearchEntity, row);
    });
    return viewSavedSearch(row);
  }

  /** Only the owner's: another user's id is as unknown as a made-up one (404). */
  async remove(ctx: RequestContext, id: unknown): Promise<void> {
    const me = requireVerified(ctx);
    const key = typeof id === 'string' ? id.trim() : '';
    const result = UUID_PATTERN.test(key) ? await this.repo.delete({ id: key, userId: me.id }) : { affected: 0 };
    if (!result.affected) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
  }

  /**
   * A listing was approved: records it against every saved search it matches (by the list's own
   * rules, search/match.ts), but its seller's, once per search, and sets when each one's alert
   * may go. The candidates are read by their narrow columns (category, condition, price), the
   * words are compared in memory; a few thousand saved searches are one short scan.
   */
  async productApproved(productId: string): Promise<void> {
    try {
      await this.recordMatches(productId);
    } catch (err) {
      // The approval has committed: a failure here costs an alert, never the moderator's decision.
      this.deps.logger.warn('saved searches: matching an approved listing failed', { err, productId });
    }
  }

  private async recordMatches(productId: string): Promise<void> {
    const p = await this.ds.getRepository(ProductEntity).findOneBy({ id: productId });
    if (!p || p.status !== 'Approved') return;
    const candidates = await this.repo
      .createQueryBuilder('s')
      .where('s.user_id <> :seller', { seller: p.sellerId })
      .andWhere(new Brackets((q) => q.where('s.category IS NULL').orWhere('s.category = :category')))
      .andWhere(new Brackets((q) => q.where('s.item_condition IS NULL').orWhere('s.item_condition = :condition')))
      .andWhere(new Brackets((q) => q.where('s.min_paise IS NULL').orWhere('s.min_paise <= :price')))
      .andWhere(new Brackets((q) => q.where('s.max_paise IS NULL').orWhere('s.max_paise >= :price')))
      .setParameters({ category: p.category, condition: p.condition ?? '', price: p.pricePaise })
      .getMany();
    const matched = candidates.filter((s) => matchesList(p, matchSpec(s)));
    if (!matched.length) return;
    const now = this.deps.clock.now();
    const hits = this.ds.getRepository(SavedSearchHitEntity);
    // The pair is the key: a listing approved again after an edit finds its row and alerts no second time.
    const fresh: string[] = [];
    for (const s of matched) {
      try {
        await hits.insert({ savedSearchId: s.id, productId: p.id, createdAt: now, sentAt: null });
        fresh.push(s.id);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    }
    for (const id of fresh) await this.schedule(id, now);
    if (fresh.length) this.deps.onMatch?.();
  }

  /**
   * Sets when a search's waiting matches go out, unless a time is set already: at once after a
   * quiet interval, else when the interval after the last alert ends. Two conditional UPDATEs,
   * so a worker sending this search's alert at the same moment (it clears `due_at` and moves
   * `next_alert_at` in one transaction) is waited for and read after its commit.
   */
  private async schedule(id: string, now: Date): Promise<void> {
    const now1 = await this.repo
      .createQueryBuilder()
      .update()
      .set({ dueAt: now })
      .where('id = :id AND due_at IS NULL', { id })
      .andWhere(new Brackets((q) => q.where('next_alert_at IS NULL').orWhere('next_alert_at <= :now', { now })))
      .execute();
    if (now1.affected) return;
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ dueAt: () => 'next_alert_at' })
      .where('id = :id AND due_at IS NULL AND next_alert_at > :now', { id, now })
      .execute();
  }
}
