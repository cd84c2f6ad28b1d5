import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import { JobLease, type JobRow, LeaseLost } from '../../db/background-jobs';
import { dialectOf } from '../../db/data-source';
import { withoutStatementLimit } from '../../db/work-context';
import type { Logger } from '../../lib/logger';
import { type MissingFromSearch, fillPostings, fillSearchRows, missingFromSearch } from './fill';
import { SEARCH_BACKFILL_JOB } from './rows';

/** What a search may read, as this instance knows it; products.query.ts looks at it per request. */
export interface SearchIndexState {
  /** `product_search` holds every approved product: public searches may read it. */
  readonly rowsComplete: boolean;
  /** And `product_terms` every one's postings: one-word searches may read them. */
  readonly postingsComplete: boolean;
}

export const COMPLETE_SEARCH_INDEX: SearchIndexState = { rowsComplete: true, postingsComplete: true };

export interface BackfillSettings {
  /** Products a batch covers (SEARCH_BACKFILL_BATCH_SIZE). */
  batchSize: number;
  /** Pause after each batch, so requests keep their latency (SEARCH_BACKFILL_PAUSE_MS). */
  pauseMs: number;
  /** How long a holder's lease lasts unless renewed (SEARCH_BACKFILL_LEASE_MS). */
  leaseMs: number;
}

/** How often an instance that waits for another one's fill reads the job's row. */
const POLL_MS = 2000;
/** A progress line at most this often. */
const PROGRESS_MS = 10_000;
/** After a failure (the database away), waits double up to this. */
const MAX_RETRY_MS = 30_000;
/** Passes one instance makes before it leaves what is still missing to the next start. */
const MAX_PASSES = 3;
/** How long a stop waits for the batch in hand to commit (main.ts counts it in the stop's bound). */
export const BACKFILL_STOP_WAIT_MS = 2000;

/**
 * MySQL/MariaDB's search backfill: fills `product_search` and `product_terms` (migrations 9, 10)
 * in the background, whenever the start finds them incomplete: after the upgrade that added them,
 * a restore, a bulk load that bypassed the service, or postings that lost rows. Until this instance
 * knows they are complete, searches avoid them (products.query.ts): one-word searches go through
 * FULLTEXT, on `product_search` once its rows are complete, else on `products`. So every search
 * answers right during the fill, only slower.
 *
 * A start knows they are complete when the job's row says the last run finished with nothing left:
 * searches read them from the first request, and the count that verifies it (seconds at a million
 * products, during which FULLTEXT would answer a common word 30 to 200 times slower) runs in the
 * background; only when it finds something missing do searches fall back while the fill repairs.
 *
 * The fill works in batches (fill.ts), keyset on id, each in its own transaction with the
 * position it reached (`background_jobs`, db/background-jobs.ts), and pauses between them. One
 * instance at a time holds the job's lease; the others poll the row until it says complete, and
 * take the job over where it stopped when the holder dies (its lease runs out) or stops (it gives
 * the lease back). At the end of a pass the holder counts again and makes another pass if anything
 * is still missing (a write the pass had already gone by).
 *
 * SQLite has nothing to fill: its FTS5 table follows `products` by triggers.
 */
export class SearchBackfill implements SearchIndexState {
  rowsComplete: boolean;
  postingsComplete: boolean;
  /** Products still to index (`campus_search_backfill_remaining`); null until the start check counted (0 at once when the record is trusted). */
  remaining: number | null;
  /** Settles once the start's count has confirmed or refuted what searches read (or failed). */
  readonly checked: Promise<void>;
  private settleChecked!: () => void;
  private readonly lease: JobLease | null;
  private readonly stopping = new AbortController();
  private running: Promise<void> | null = null;
  /** The start took the completion the job's row records on trust, until the count confirms or refutes it. */
  private trusted = false;

  constructor(
    private readonly ds: DataSource,
    private readonly logger: Logger,
    private readonly settings: BackfillSettings,
  ) {
    const mysql = dialectOf(ds) === 'mysql';
    this.rowsComplete = this.postingsComplete = !mysql;
    this.remaining = mysql ? null : 0;
    this.checked = new Promise((resolve) => (this.settleChecked = resolve));
    this.lease = mysql
      ? new JobLease(
          ds,
          SEARCH_BACKFILL_JOB,
          `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
          settings.leaseMs,
        )
      : null;
    if (!mysql) this.settleChecked();
  }

  /**
   * Reads the completion the job's row records (a primary-key lookup: resolves before the server
   * listens), then checks the search tables in the background (not delaying readiness) and fills
   * them when needed.
   */
  async start(): Promise<void> {
    if (!this.lease || this.running) return;
    const lease = this.lease;
    const decided = this.trustRecord(lease);
    // Its own scope: no request's signal or statement time limit (the count takes seconds at 1M).
    this.running = decided
      .then(() => withoutStatementLimit(() => this.run(lease)))
      .catch((err) => {
        if (!this.stopped) this.logger.error(`search backfill failed: ${(err as Error)?.stack ?? err}`);
      })
      .finally(() => this.settleChecked());
    await decided;
  }

  /** Takes a finished run with nothing left on trust; a row that cannot be read leaves the tables unknown (FULLTEXT) until the count. */
  private trustRecord(lease: JobLease): Promise<void> {
    return lease.read().then(
      (row) => {
        if (!row?.finishedAt || row.remaining !== 0) return;
        this.trusted = this.rowsComplete = this.postingsComplete = true;
        this.remaining = 0;
        this.logger.info(
          `search index complete as recorded (the fill finished ${row.finishedAt.toISOString()}): one-word searches read the postings; checking in the background`,
        );
      },
      (err) => this.logger.warn(`search backfill: could not read its record: ${(err as Error)?.message ?? err}`),
    );
  }

  /** Stops after the batch in hand (waiting BACKFILL_STOP_WAIT_MS at most) and gives the lease back. */
  async stop(): Promise<void> {
    this.stopping.abort();
    if (this.running) await Promise.race([this.running, sleep(BACKFILL_STOP_WAIT_MS, undefined, { ref: false })]);
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  private async pause(ms: number): Promise<void> {
    await sleep(ms, undefined, { signal: this.stopping.signal }).catch(() => {});
  }

  private async run(lease: JobLease): Promise<void> {
    let failures = 0;
    let missing: MissingFromSearch | null = null;
    while (!this.stopped) {
      try {
        if (!missing) {
          const since = await lease.now();
          const counting = Date.now();
          missing = await this.count();
          if (!missing.rows && !missing.postings) {
            if (this.trusted)
              this.logger.info(
                `search index checked in the background: complete, as recorded (${((Date.now() - counting) / 1000).toFixed(1)} s)`,
              );
            // The next start trusts a record that says so (a database that never needed a fill has none).
            else await lease.settle(since).catch((err) => this.logger.warn(`search backfill: ${err?.message ?? err}`));
            return;
          }
          this.settleChecked();
          const recorded = this.trusted ? ', although the fill is recorded complete' : '';
          this.trusted = false;
          this.logger.info(
            `search index incomplete${recorded}: ${missing.rows} approved products lack their search row, ${missing.postings} their postings; searches use the full-text index until the backfill completes`,
          );
          await lease.want(since, this.remaining!);
        }
        const held = await lease.acquire();
        if (held && (await this.fill(lease, held, missing))) return;
        if (!held && this.learn(await lease.read())) return;
        failures = 0;
        await this.pause(POLL_MS);
      } catch (err) {
        if (this.stopped) return;
        if (err instanceof LeaseLost) {
          this.logger.info('search backfill: another instance took the job over; waiting for it');
          continue;
        }
        const wait = Math.min(1000 * 2 ** failures++, MAX_RETRY_MS);
        this.logger.warn(`search backfill: ${(err as Error)?.message ?? err}; trying again in ${wait / 1000} s`);
        await this.pause(wait);
      }
    }
  }

  /** Counts what is missing and sets what searches may read accordingly. */
  private async count(): Promise<MissingFromSearch> {
    const missing = await missingFromSearch(this.ds);
    this.rowsComplete = missing.rows === 0;
    this.postingsComplete = missing.rows === 0 && missing.postings === 0;
    this.remaining = missing.rows + missing.postings;
    return missing;
  }

  /** What a waiting instance learns from the holder's row; true once the fill is complete. */
  private learn(row: JobRow | null): boolean {
    if (!row) return false;
    if (/^(postings|end):/.test(row.position)) this.rowsComplete = true;
    if (row.remaining !== null) this.remaining = row.remaining;
    if (!row.finishedAt) return false;
    this.rowsComplete = this.postingsComplete = true;
    this.remaining = 0;
    this.logger.info('search index complete (filled by another instance): one-word searches read the postings');
    return true;
  }

  /**
   * Fills from the row's position while this instance holds the lease. True once this instance is
   * done with the job: complete, stopped (the lease given back), or MAX_PASSES that left something
   * missing; LeaseLost when another instance took it over.
   */
  private async fill(lease: JobLease, row: JobRow, missing: MissingFromSearch): Promise<boolean> {
    const { batchSize, pauseMs } = this.settings;
    const began = Date.now();
    // `rows:<id>`, `postings:<id>` (the last id done; none: from the start), or `end:` (count again).
    let position = row.position || (missing.rows ? 'rows:' : 'postings:');
    let done = 0;
    let passes = 1;
    let lastLog = began;
    this.logger.info(
      `search backfill: started${row.position ? ` (resuming after ${row.position})` : ''}: ${this.remaining} products to index, ${batchSize} a batch, ${pauseMs} ms apart`,
    );
    for (;;) {
      if (this.stopped) {
        await lease.release();
        return true;
      }
      if (position === 'end:') {
        const left = await this.count();
        if (!left.rows && !left.postings) {
          await lease.finish();
          this.logger.info(
            `search backfill: complete, ${done} products indexed in ${((Date.now() - began) / 1000).toFixed(1)} s`,
          );
          return true;
        }
        if (passes++ >= MAX_PASSES) {
          this.logger.warn(
            `search backfill: ${left.rows + left.postings} products still missing after ${MAX_PASSES} passes; run npm run search:reindex`,
          );
          await lease.release();
          return true;
        }
        this.logger.info(
          `search backfill: ${left.rows + left.postings} products written meanwhile are still missing; another pass`,
        );
        position = left.rows ? 'rows:' : 'postings:';
        await lease.record(this.ds, position, this.remaining!);
        continue;
      }
      const rows = position.startsWith('rows:');
      const after = position.slice(position.indexOf(':') + 1);
      const step = await this.ds.transaction('REPEATABLE READ', async (m) => {
        const s = rows ? await fillSearchRows(m, after, batchSize) : await fillPostings(m, after, batchSize);
        const next = s.last ? `${rows ? 'rows' : 'postings'}:${s.last}` : rows ? 'postings:' : 'end:';
        const remaining = rows ? this.remaining! : Math.max(0, this.remaining! - s.done);
        await lease.record(m, next, remaining);
        return { next, remaining, done: s.done };
      });
      position = step.next;
      this.remaining = step.remaining;
      if (!rows) done += step.done;
      if (position === 'postings:') this.rowsComplete = true;
      if (Date.now() - lastLog >= PROGRESS_MS) {
        lastLog = Date.now();
        this.logger.info(
          `search backfill: ${done} products indexed, ${this.remaining} to go (${rows ? 'search rows' : 'postings'})`,
        );
      }
      await this.pause(pauseMs);
    }
  }
}
