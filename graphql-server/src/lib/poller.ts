import type { Logger } from './logger';

/**
 * A background look repeated every `everyMs`, and at once on kick(), never two at a time: a kick
 * during a look runs one more right after it (so nothing written meanwhile waits a whole period).
 * A failed look is logged and the next one comes as usual. Used by the workers that send what is
 * due (saved-search alerts, webhook deliveries).
 */
export class Poller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly look: () => Promise<unknown>,
    private readonly options: { everyMs: number; logger: Logger; failure: string },
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.everyMs);
    this.timer.unref();
  }

  /** Looks now, or once more after the look under way; nothing before start() or after stop(). */
  kick(): void {
    if (!this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.look()
      .then(() => undefined)
      .catch((err: unknown) => this.options.logger.warn(this.options.failure, { err }))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops looking, after the look under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.again = false;
    await this.running;
  }
}
