import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { applyAdminCollegeIds, seedDemo } from './db/seed';
import { createAppServer } from './http/app';
import { type Logger, consoleLogger, createLogger } from './lib/logger';
import { startOrphanSweeper } from './modules/uploads/orphan-sweeper';
import { createServices } from './services';
import { productionWarnings } from './startup-warnings';
import { stopOnSignals } from './lib/shutdown';

/** Until the configuration is read: JSON lines (readable on a development terminal) at info. */
let logger: Logger = consoleLogger;

async function main() {
  let config;
  try {
    config = loadConfig();
    logger = createLogger({ level: config.logLevel, format: config.logFormat });
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
  for (const warning of await productionWarnings(services)) logger.warn(`Production setting: ${warning}`);
  const server = await createAppServer(services);
  const port = await server.listen(config.port);
  const db = config.databaseUrl ? 'MySQL/MariaDB' : `SQLite in ${config.dataDir}`;
  const stopSweeper = startOrphanSweeper(services.uploads, logger);
  logger.info(`Campus Market listening on http://localhost:${port} (public URL ${config.publicUrl}; ${db}; ${config.env})`);
  if (server.metricsPort !== null) logger.info(`Prometheus metrics on http://${config.metricsHost}:${server.metricsPort}/metrics`);

  // Stopping (README "Stopping"): graphql-ws clients hear 1001, requests in flight get
  // STOP_GRACE_MS, background work BACKGROUND_DRAIN_MS, then the pool and Redis close: about 4 s
  // at worst, under the 5 s a deployment allows. The force timer is a last resort below the 10 s
  // after which `docker stop` kills.
  stopOnSignals(
    async () => {
      const began = Date.now();
      stopSweeper();
      await server.close();
      await services.close();
      logger.info(`stopped: connections drained, database closed${config.redisUrl ? ', Redis disconnected' : ''} (${Date.now() - began} ms)`);
    },
    { logger, forceAfterMs: 7000 },
  );
}

main().catch((err) => {
  logger.error(`Campus Market could not start: ${(err as Error)?.stack ?? err}`);
  process.exit(1);
});
