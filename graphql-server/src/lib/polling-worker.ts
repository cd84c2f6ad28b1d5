import type { Logger } from './logger';

/**
 * A worker that sends what is due (saved-search alerts, webhook deliveries): sendDue() every
 * `everyMs`, and at once on kick(), never two at a time: a kick during a look runs one more right
 * after it (so nothing written meanwhile waits a whole period). A failed look is logged and the
 * next one comes as usual.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: { everyMs: number; logger: Logger; failure: string }) {}

  /** One look: sends what is due now (and this instance claims); how many. */
  abstract sendDue(): Promise<number>;

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
    this.running = this.sendDue()
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
