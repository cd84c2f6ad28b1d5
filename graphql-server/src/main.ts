import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { applyAdminCollegeIds, seedDemo } from './db/seed';
import { createAppServer } from './http/app';
import { consoleLogger as logger } from './lib/logger';
import { startOrphanSweeper } from './modules/uploads/orphan-sweeper';
import { createServices } from './services';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      logger.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  const services = await createServices(config, { logger });
  await seedDemo(services);
  await applyAdminCollegeIds(services);
  const server = await createAppServer(services);
  const port = await server.listen(config.port);
  const db = config.databaseUrl ? 'MySQL/MariaDB' : `SQLite in ${config.dataDir}`;
  const stopSweeper = startOrphanSweeper(services.uploads, logger);
  logger.info(`Campus Market listening on http://localhost:${port} (public URL ${config.publicUrl}; ${db}; ${config.env})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopSweeper();
    try {
      await server.close();
      await services.close();
      process.exit(0);
    } catch (err) {
      logger.error(`error while stopping: ${(err as Error).message}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  logger.error(`Campus Market could not start: ${(err as Error)?.stack ?? err}`);
  process.exit(1);
});
