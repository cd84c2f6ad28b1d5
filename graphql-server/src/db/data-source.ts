import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { Config } from '../config';
import { entities } from './entities';
import { migrations } from './migrations';

export type Dialect = 'sqlite' | 'mysql';

export function dialectOf(ds: DataSource): Dialect {
  return ds.options.type === 'mysql' ? 'mysql' : 'sqlite';
}

/** better-sqlite3 in DATA_DIR by default; MySQL/MariaDB through mysql2 when DATABASE_URL says mysql://. */
export function createDataSource(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DataSource {
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
      extra: { connectionLimit: 10 },
    });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new DataSource({
    type: 'better-sqlite3',
    database: path.join(config.dataDir, 'campus-market.sqlite'),
    enableWAL: true,
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
  await ds.runMigrations({ transaction: 'each' });
  return ds;
}
