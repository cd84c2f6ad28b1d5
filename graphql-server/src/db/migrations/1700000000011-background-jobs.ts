import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * MySQL/MariaDB: `background_jobs`, one row per long job the app runs in the background (today the search backfill, search-backfill.ts), so that the work survives a restart and runs on
 * one instance at a time:
 *
 * - `position`: where the job stands, in the job's own words (the search backfill: `rows:<id>`,
 *   `postings:<id>`, the last id done); the next holder resumes after it;
 * - `remaining`: what is left to do as the holder last counted it (for `/metrics` on every instance);
 * - `finished_at`: set when a run completed; null while one is wanted or under way;
 * - `lease_owner` / `lease_until`: the instance working on it, and until when (the database's own
 *   clock), renewed with every batch; a dead holder's lease runs out and another instance takes over.
 *
 * One statement (`IF NOT EXISTS`), so a start killed anywhere re-runs it whole. SQLite has no
 * background jobs (its FTS5 table follows products by triggers).
 */
export class BackgroundJobs1700000000011 implements MigrationInterface {
  name = 'BackgroundJobs1700000000011';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql') return;
    await q.query(
      `CREATE TABLE IF NOT EXISTS background_jobs (
         name varchar(64) NOT NULL PRIMARY KEY,
         position varchar(255) NOT NULL DEFAULT '',
         remaining bigint NULL,
         finished_at datetime(3) NULL,
         lease_owner varchar(128) NULL,
         lease_until datetime(3) NULL,
         updated_at datetime(3) NOT NULL
       ) ENGINE=InnoDB`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type === 'mysql') await q.query('DROP TABLE IF EXISTS background_jobs');
  }
}
