import { constants } from 'node:os';
import type { Logger } from './logger';

export type StopSignal = 'SIGINT' | 'SIGTERM';

/**
 * The same signal again within this long is the same request to stop, not a second one: Ctrl-C
 * in a terminal reaches the server directly and once more through each `npm run` above it
 * (npm forwards SIGINT and SIGTERM to its child).
 */
export const REPEAT_WINDOW_MS = 500;

export interface StopOnSignalsOptions {
  logger: Logger;
  /** Last resort: still stopping after this long, the process exits 1. */
  forceAfterMs: number;
}

/**
 * The process's one stop path (README "Stopping"). The first SIGTERM or SIGINT runs `stop` and
 * exits 0 when it finishes (1 if it throws); a second signal (not a repeat, above) exits at once
 * with 128 + the signal's number (130 for SIGINT, 143 for SIGTERM), as a shell reports a process
 * the signal killed; and a stop still running after `forceAfterMs` exits 1.
 */
export function stopOnSignals(stop: () => Promise<void>, options: StopOnSignalsOptions): void {
  const { logger, forceAfterMs } = options;
  let stopping: { signal: StopSignal; at: number } | null = null;

  const onSignal = (signal: StopSignal) => {
    if (stopping) {
      if (signal === stopping.signal && Date.now() - stopping.at < REPEAT_WINDOW_MS) return;
      logger.warn(`${signal} again: exiting at once`);
      process.exit(128 + constants.signals[signal]);
      return;
    }
    stopping = { signal, at: Date.now() };
    logger.info(`${signal}: stopping (send it again to exit at once)`);
    const force = setTimeout(() => {
      logger.error(`still stopping after ${forceAfterMs / 1000} s: exiting`);
      process.exit(1);
    }, forceAfterMs);
    force.unref();
    stop().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (err: unknown) => {
        clearTimeout(force);
        logger.error(`error while stopping: ${(err as Error)?.stack ?? String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}
