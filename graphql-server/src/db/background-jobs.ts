import type { DataSource, EntityManager } from 'typeorm';

/** Anything that runs a statement: a DataSource, or an EntityManager inside a transaction. */
type Queryable = Pick<EntityManager, 'query'>;

/** A job's row of `background_jobs` (migration 11), as its holder or a waiting instance reads it. */
export interface JobRow {
  /** Where the job stands, in the job's own words ('' when a run starts from the beginning). */
  position: string;
  /** What was left as the holder last counted (null before anyone counted). */
  remaining: number | null;
  /** When the last run completed; null while a run is wanted or under way. */
  finishedAt: Date | null;
}

/** The lease ran out and another instance holds the job now: the batch in hand is rolled back. */
export class LeaseLost extends Error {
  constructor(job: string) {
    super(`the lease on background job "${job}" passed to another instance`);
  }
}

const affected = (result: unknown) => Number((result as { affectedRows?: number })?.affectedRows ?? 0);

/**
 * One background job's row of `background_jobs` (MySQL/MariaDB): its recorded position, so that a
 * restart or another instance resumes where it stopped, and a lease, so that one instance at a time
 * works on it. The lease is renewed with each batch, in the batch's own transaction (`record`):
 * a batch commits only while its instance still holds the lease. A holder that dies stops renewing
 * and its lease runs out after `leaseMs`; times are the database's clock (NOW(3)), so instances
 * whose clocks differ still agree on when.
 */
export class JobLease {
  constructor(
    private readonly ds: DataSource,
    readonly name: string,
    /** This instance, as the row names its holder. */
    readonly owner: string,
    private readonly leaseMs: number,
  ) {}

  private get until(): string {
    return `NOW(3) + INTERVAL ${Math.trunc(this.leaseMs) * 1000} MICROSECOND`;
  }

  /** The database's clock. */
  async now(): Promise<Date> {
    const [row] = await this.ds.query<{ now: Date }[]>('SELECT NOW(3) AS now');
    return row.now;
  }

  /**
   * Asks for a run: makes the row if there is none, and starts the job over from the beginning if
   * its last run finished before `since` (when the caller found the work undone). A run already
   * wanted or under way keeps its position.
   */
  async want(since: Date, remaining: number): Promise<void> {
    await this.ds.query(
      "INSERT IGNORE INTO background_jobs (name, position, remaining, updated_at) VALUES (?, '', ?, NOW(3))",
      [this.name, remaining],
    );
    await this.ds.query(
      "UPDATE background_jobs SET position = '', remaining = ?, finished_at = NULL, updated_at = NOW(3) WHERE name = ? AND finished_at < ?",
      [remaining, this.name, since],
    );
  }

  async read(): Promise<JobRow | null> {
    const [row] = await this.ds.query<
      { position: string; remaining: number | string | null; finished_at: Date | null }[]
    >('SELECT position, remaining, finished_at FROM background_jobs WHERE name = ?', [this.name]);
    return row
      ? {
          position: row.position,
          remaining: row.remaining === null ? null : Number(row.remaining),
          finishedAt: row.finished_at,
        }
      : null;
  }

  /** Takes the lease of an unfinished job when nobody holds it (or the holder's ran out); null when another instance has it. */
  async acquire(): Promise<JobRow | null> {
    const result = await this.ds.query(
      `UPDATE background_jobs SET lease_owner = ?, lease_until = ${this.until}, updated_at = NOW(3)
       WHERE name = ? AND finished_at IS NULL AND (lease_owner IS NULL OR lease_owner = ? OR lease_until < NOW(3))`,
      [this.owner, this.name, this.owner],
    );
    return affected(result) ? this.read() : null;
  }

  /** Records the position reached and renews the lease, inside the batch's transaction; LeaseLost when another instance holds it. */
  async record(m: Queryable, position: string, remaining: number): Promise<void> {
    const result = await m.query(
      `UPDATE background_jobs SET position = ?, remaining = ?, lease_until = ${this.until}, updated_at = NOW(3) WHERE name = ? AND lease_owner = ?`,
      [position, remaining, this.name, this.owner],
    );
    if (!affected(result)) throw new LeaseLost(this.name);
  }

  /** Marks the run complete and gives the lease up; LeaseLost when another instance holds it. */
  async finish(): Promise<void> {
    const result = await this.ds.query(
      `UPDATE background_jobs SET position = '', remaining = 0, finished_at = NOW(3), lease_owner = NULL, lease_until = NULL, updated_at = NOW(3)
       WHERE name = ? AND lease_owner = ?`,
      [this.name, this.owner],
    );
    if (!affected(result)) throw new LeaseLost(this.name);
  }

  /**
   * Records the job complete when the caller counted, from `since`, and found nothing to do (a
   * database that never needed a run has no row): the next start then trusts the record. Leaves a
   * row alone that anyone asked for or worked on after `since`, so a run wanted meanwhile stands.
   */
  async settle(since: Date): Promise<void> {
    await this.ds.query(
      "INSERT IGNORE INTO background_jobs (name, position, remaining, finished_at, updated_at) VALUES (?, '', 0, ?, NOW(3))",
      [this.name, since],
    );
    await this.ds.query(
      `UPDATE background_jobs SET position = '', remaining = 0, finished_at = ?, lease_owner = NULL, lease_until = NULL, updated_at = NOW(3)
       WHERE name = ? AND finished_at IS NULL AND updated_at < ? AND (lease_owner IS NULL OR lease_until < NOW(3))`,
      [since, this.name, since],
    );
  }

  /** Gives the lease up (a stopping instance), so another one takes over at once instead of after it runs out. */
  async release(): Promise<void> {
    await this.ds.query(
      'UPDATE background_jobs SET lease_owner = NULL, lease_until = NULL, updated_at = NOW(3) WHERE name = ? AND lease_owner = ?',
      [this.name, this.owner],
    );
  }
}

/**
 * Records a job as complete whoever holds it (an operator command that did the whole work in the
 * foreground, such as `npm run search:reindex`): waiting instances learn it from the row, and a
 * holder's next batch finds its lease gone.
 */
export async function markJobFinished(q: Queryable, name: string): Promise<void> {
  await q.query(
    `INSERT INTO background_jobs (name, position, remaining, finished_at, updated_at) VALUES (?, '', 0, NOW(3), NOW(3))
     ON DUPLICATE KEY UPDATE position = '', remaining = 0, finished_at = NOW(3), lease_owner = NULL, lease_until = NULL, updated_at = NOW(3)`,
    [name],
  );
}
