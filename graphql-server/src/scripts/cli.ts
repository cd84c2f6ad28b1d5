import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config';
import { consoleLogger } from '../lib/logger';
import { type Services, createServices } from '../services';

/** Runs an operator command against the configured database (SQLite in DATA_DIR or DATABASE_URL). */
export function runCli(usage: string, run: (services: Services, args: string[]) => Promise<number>): void {
  (async () => {
    const args = process.argv.slice(2).filter((a) => a !== '--');
    let services: Services | null = null;
    try {
      const config = loadConfig();
      services = await createServices(config, { logger: consoleLogger });
      process.exitCode = await run(services, args);
    } catch (err) {
      if (err instanceof ConfigError) console.error(`Configuration error: ${err.message}`);
      else console.error((err as Error)?.message ?? err);
      console.error(usage);
      process.exitCode = 1;
    } finally {
      await services?.close();
    }
  })();
}
