import 'reflect-metadata';
import fs from 'node:fs';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config';
import { createDataSource } from './app/database';
import { sqliteFile } from './db/data-source';
import { withoutStatementLimit } from './db/work-context';
import { consoleLogger } from './lib/logger';
import { type Services, createServices } from './services';

/** Says why a command failed (a bad setting, the database), with its usage; exit status 1. */
function fail(err: unknown, usage: string): void {
  if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
  else console.error((err as Error)?.message ?? err);
  console.error(usage);
  process.exitCode = 1;
}

/** Runs a command's body; what escapes its own handling (a failed close) is printed, exit status 1. */
function start(body: () => Promise<void>): void {
  body().catch((err: unknown) => {
    console.error((err as Error)?.stack ?? err);
    process.exitCode = 1;
  });
}

/** Runs an operator command against the configured database (SQLite in DATA_DIR or DATABASE_URL). */
export function runCli(usage: string, run: (services: Services, args: string[]) => Promise<number>): void {
  start(async () => {
    const args = process.argv.slice(2).filter((a) => a !== '--');
    let services: Services | null = null;
    try {
      const config = loadConfig();
      services = await createServices(config, { logger: consoleLogger });
      process.exitCode = await run(services, args);
    } catch (err) {
      fail(err, usage);
    } finally {
      await services?.close();
    }
  });
}

/**
 * Runs an operator command on the bare database: connected, never migrated, and with none of
 * the app's services (nothing starts in the background). For a command that must work on a
 * database whose newest migrations have not run yet, such as `search:check`. Its statements run
 * without the request time limit.
 */
export function runCliWithoutMigrating(usage: string, run: (db: DataSource, args: string[]) => Promise<number>): void {
  start(async () => {
    const args = process.argv.slice(2).filter((a) => a !== '--');
    let db: DataSource | null = null;
    try {
      const config = loadConfig();
      // An embedded database that is not there is a mistaken DATA_DIR: say so rather than create one.
      const file = config.databaseUrl ? null : sqliteFile(config.dataDir);
      if (file && !fs.existsSync(file)) throw new Error(`No database at ${file}: is DATA_DIR right?`);
      db = createDataSource(config);
      await db.initialize();
      const open = db;
      process.exitCode = await withoutStatementLimit(() => run(open, args));
    } catch (err) {
      fail(err, usage);
    } finally {
      if (db?.isInitialized) await db.destroy();
    }
  });
}
