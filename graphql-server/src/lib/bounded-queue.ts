import { unavailable } from './errors';

export interface BoundedQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs allowed to wait for a free slot; one more is refused at once. */
  waiting: number;
  /** The Retry-After of the refusal. */
  retryAfterSeconds: number;
}

/**
 * A semaphore with a short wait list, for expensive work (password hashing): at most
 * `concurrency` jobs run and `waiting` wait; any further job is refused at once with 503 and
 * Retry-After instead of joining an unbounded line. So a burst costs its senders a quick refusal
 * rather than making every other caller wait behind it.
 */
export class BoundedQueue {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly options: BoundedQueueOptions) {
    if (options.concurrency < 1) throw new Error('BoundedQueue: concurrency must be at least 1');
  }

  /** Jobs running and waiting (for tests and health output). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.queue.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.options.concurrency) {
      if (this.queue.length >= this.options.waiting) throw unavailable(this.options.retryAfterSeconds);
      // The slot is handed over by the job that finishes (`active` stays counted), so a newcomer
      // can never overtake a waiting job.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
