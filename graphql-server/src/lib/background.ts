import type { Logger } from './logger';

/**
 * Work that must not delay or shape an answer (the forgot-password mail, whose timing would tell
 * whether an email has an account). Tracked so that shutdown and the tests can wait for it.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const p = (async () => {
      try {
        await task();
      } catch (err) {
        this.logger.error(`background task "${name}" failed: ${(err as Error).stack ?? err}`);
      }
    })();
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
