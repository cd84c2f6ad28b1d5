import Database from 'better-sqlite3';
import type { DataSource } from 'typeorm';

/** How long a starting instance waits for another one's migrations before giving up. */
const WAIT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (the migrations) while holding a lock that every instance of this database takes
 * first, so instances started together migrate one after the other: the second waits, then finds
 * nothing left to do. Without it two instances on an empty database both create `users` and one
 * dies. The lock dies with its holder's connection or process, so a crash never leaves it stuck.
 */
export async function withMigrationLock<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  if (process.env.NOLOCK) return work();
  return ds.options.type === 'mysql' ? withMysqlLock(ds, work) : withSqliteLock(ds, work);
}

/** MariaDB/MySQL: a named lock (GET_LOCK) held on a connection of its own, per database. */
async function withMysqlLock<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    // Lock names are server-wide: the database's name goes into it (hashed, as names are capped at 64).
    const [row] = await runner.query("SELECT GET_LOCK(CONCAT('cm_migrations_', SHA1(DATABASE())), ?) AS got", [
      WAIT_MS / 1000,
    ]);
    if (Number(row?.got) !== 1)
      throw new Error(`another instance held the migration lock for over ${WAIT_MS / 1000} s`);
    try {
      return await work();
    } finally {
      await runner.query("SELECT RELEASE_LOCK(CONCAT('cm_migrations_', SHA1(DATABASE())))").catch(() => {});
    }
  } finally {
    await runner.release();
  }
}

/**
 * SQLite: an exclusive transaction on a small lock database beside the data file. (On the data
 * file itself it would block this instance's own migration connection.) Polled without blocking,
 * so instances in one process (the tests) can wait for each other too.
 */
async function withSqliteLock<T>(ds: DataSource, work: () => Promise<T>): Promise<T> {
  const file = String(ds.options.database);
  if (file === ':memory:') return work();
  const lock = new Database(`${file}.migration-lock`, { timeout: 0 });
  try {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw err;
        await sleep(50);
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}
