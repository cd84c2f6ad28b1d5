import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Config } from '../config';
import { migrations } from './migrations';
import { withMigrationLock } from './migration-lock';
import { guardedMysql2 } from './mysql-guard';
import { withoutStatementLimit } from './work-context';

export type Dialect = 'sqlite' | 'mysql';

export function dialectOf(ds: DataSource): Dialect {
  return ds.options.type === 'mysql' ? 'mysql' : 'sqlite';
}

/** The embedded database's file in DATA_DIR. */
export const sqliteFile = (dataDir: string): string => path.join(dataDir, 'campus-market.sqlite');

/**
 * better-sqlite3 in DATA_DIR by default; MySQL/MariaDB through mysql2 when DATABASE_URL says mysql://.
 * On MySQL/MariaDB a statement may run `dbStatementTimeoutMs` and a request waits at most
 * `dbAcquireTimeoutMs` for a pooled connection (mysql-guard.ts); past either the client gets 503.
 * SQLite runs statements synchronously and cannot interrupt one: there the setting is only the busy
 * timeout, how long a write waits for another connection's lock. The entities are the wiring's
 * (app/database.ts passes every module's): db/ knows no module.
 */
export function dataSourceFor(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbStatementTimeoutMs' | 'dbAcquireTimeoutMs' | 'dbPoolSize'>,
  entities: NonNullable<DataSourceOptions['entities']>,
): DataSource {
  if (config.databaseUrl) {
    return new DataSource({
      type: 'mysql',
      url: config.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      entities,
      migrations,
      migrationsRun: false,
      synchronize: false,
      logging: false,
      driver: guardedMysql2({
        statementTimeoutMs: config.dbStatementTimeoutMs,
        acquireTimeoutMs: config.dbAcquireTimeoutMs,
      }),
      // A server that does not finish the handshake in time counts as not answering.
      connectTimeout: config.dbAcquireTimeoutMs,
      // mysql2 captures a stack trace for every statement by default (TypeORM uses its promise
      // API), about 4% of the CPU of a product page. TypeORM wraps a failed statement in its own
      // QueryFailedError with the caller's stack anyway.
      trace: false,
      extra: { connectionLimit: config.dbPoolSize },
    });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new DataSource({
    type: 'better-sqlite3',
    database: sqliteFile(config.dataDir),
    enableWAL: true,
    timeout: config.dbStatementTimeoutMs,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
  });
}

/** Connects and brings the schema up to date (migrations run at every start; they are idempotent). */
export async function openDatabase(ds: DataSource): Promise<DataSource> {
  if (!ds.isInitialized) await ds.initialize();
  // An index build on a big table may take minutes: migrations run without the statement limit.
  // Several instances may start at once on one database: they migrate one after the other.
  await withoutStatementLimit(() => withMigrationLock(ds, () => ds.runMigrations({ transaction: 'each' })));
  return ds;
}
