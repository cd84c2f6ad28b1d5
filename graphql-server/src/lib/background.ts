import type { Logger } from './logger';

/**
 * How long a stopping process waits for background work (a mail being sent) before it closes the
 * database under it: part of the stop bound of main.ts (README "Stopping").
 */
export const BACKGROUND_DRAIN_MS = 1000;

/**
 * Work that must not delay or shape an answer (the forgot-password mail, whose timing would tell
 * whether an email has an account). Tracked so that shutdown and the tests can wait for it.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  /** Tasks still running. */
  get size(): number {
    return this.pending.size;
  }

  run(name: string, task: () => Promise<unknown>): void {
    const p = (async () => {
      try {
        await task();
      } catch (err) {
        this.logger.error(`background task "${name}" failed: ${(err as Error).stack ?? String(err)}`);
      }
    })();
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  /**
   * Waits for the running tasks and any they start, for at most `timeoutMs` (unbounded when not
   * given: the tests wait for their mail). Answers whether everything finished.
   */
  async drain(timeoutMs = Infinity): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const expired = Number.isFinite(timeoutMs)
      ? new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
          timer.unref();
        })
      : null;
    try {
      while (this.pending.size) {
        const all = Promise.all([...this.pending]).then(() => true as const);
        if (!(await (expired ? Promise.race([all, expired]) : all))) return false;
      }
      return true;
    } finally {
      clearTimeout(timer);
    }
  }
}
