import type { Logger } from '../../lib/logger';
import type { UploadsService } from './uploads.service';

const HOUR = 60 * 60 * 1000;

/**
 * Removes uploads nobody attached, now and every hour, in the real server only (tests call
 * removeOrphans themselves). Returns a stop function. The timer never keeps the process alive.
 */
export function startOrphanSweeper(uploads: UploadsService, logger: Logger, everyMs = HOUR): () => void {
  const sweep = () => {
    uploads
      .removeOrphans()
      .then((n) => {
        if (n) logger.info(`removed ${n} unused upload${n === 1 ? '' : 's'}`);
      })
      .catch((err: unknown) => logger.warn(`upload cleanup failed: ${(err as Error)?.message ?? err}`));
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
