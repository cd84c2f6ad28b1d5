import 'reflect-metadata';
import { ConfigError, loadConfig } from './config';
import { applyAdminCollegeIds, seedDemo } from './app/seed';
import { createAppServer } from './http/app';
import { type Logger, consoleLogger, createLogger } from './lib/logger';
import { startOrphanSweeper } from './modules/uploads';
import { createServices } from './services';
import { productionWarnings } from './startup-warnings';
import { stopOnSignals } from './lib/shutdown';
import { BACKGROUND_DRAIN_MS } from './lib/background';
import { STOP_CANCEL_WAIT_MS, WS_CLOSE_WAIT_MS } from './http/server-timeouts';
import { BACKFILL_STOP_WAIT_MS } from './modules/search';

/** Closing the database pool and Redis after the bounded waits: the force timer's margin for it. */
const CLOSE_MARGIN_MS = 2000;

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
  // In the background: MariaDB's search backfill checks the search tables and fills what they lack.
  // Awaited only for the fill's record, so the first search after /readyz reads the tables it says are complete.
  await services.startBackgroundJobs();
  await seedDemo(services);
  await applyAdminCollegeIds(services);
  for (const warning of await productionWarnings(services)) logger.warn(`Production setting: ${warning}`);
  const server = await createAppServer(services);
  const port = await server.listen(config.port);
  const db = config.databaseUrl ? 'MySQL/MariaDB' : `SQLite in ${config.dataDir}`;
  const stopSweeper = startOrphanSweeper(services.uploads, logger);
  logger.info(
    `Campus Market listening on http://localhost:${port} (public URL ${config.publicUrl}; ${db}; ${config.env})`,
  );
  // Loading the 5 MB bundle takes a moment: now, rather than inside the first visitor's SSR_TIMEOUT_MS.
  void server.warmPages();
  if (server.metricsPort !== null)
    logger.info(`Prometheus metrics on http://${config.metricsHost}:${server.metricsPort}/metrics`);

  // Stopping (README "Stopping"): graphql-ws clients hear 1001 (at most WS_CLOSE_WAIT_MS); requests
  // in flight, the work of clients gone and background work get STOP_GRACE_MS, what still runs is
  // cancelled and gets STOP_CANCEL_WAIT_MS, while the search backfill commits its batch in hand
  // (BACKFILL_STOP_WAIT_MS); background work left gets BACKGROUND_DRAIN_MS, then the pool and Redis
  // close: 5 s at worst with the default grace. The force timer is a last resort above the sum of
  // those bounds (7 s by default, below the 10 s after which `docker stop` kills).
  const drainMs = Math.max(WS_CLOSE_WAIT_MS, config.stopGraceMs + STOP_CANCEL_WAIT_MS, BACKFILL_STOP_WAIT_MS);
  const forceAfterMs = drainMs + BACKGROUND_DRAIN_MS + CLOSE_MARGIN_MS;
  stopOnSignals(
    async () => {
      const began = Date.now();
      stopSweeper();
      // The backfill stops beside the drain, not after it, so its wait adds nothing to the stop.
      await Promise.all([server.close(), services.stopBackgroundJobs()]);
      await services.close();
      logger.info(
        `stopped: connections drained, database closed${config.redisUrl ? ', Redis disconnected' : ''} (${Date.now() - began} ms)`,
      );
    },
    { logger, forceAfterMs },
  );
}

main().catch((err) => {
  logger.error(`Campus Market could not start: ${(err as Error)?.stack ?? err}`);
  process.exit(1);
});
