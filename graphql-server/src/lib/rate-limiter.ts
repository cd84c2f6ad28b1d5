import { AppError, rateLimited, unavailable } from './errors';
import type { Logger } from './logger';
import type { Count, CounterStore } from './counter-store';

/**
 * The Retry-After of a refusal because the store does not answer: about when a stopped Redis is
 * reconnected to, or a frozen one pinged again (lib/redis-health.ts).
 */
export const STORE_DOWN_RETRY_AFTER_SECONDS = 2;

export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Throttles counted per operation (a GraphQL request with twenty aliased logins counts twenty).
 * When the store cannot answer, every limited call fails with 503 and a Retry-After: a limit is never skipped.
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly logger: Logger,
    /** Told of every refusal (the throttle_refusals_total metric). */
    private readonly onRefused: (key: string) => void = () => {},
  ) {}

  /** Counts one use and refuses once `limit` uses were made in the window; else the count so far. */
  async consume(key: string, { limit, windowMs }: Limit, message?: string): Promise<Count> {
    const c = await this.safe(() => this.store.increment(key, windowMs));
    if (c.count > limit) {
      this.onRefused(key);
      throw rateLimited(c.resetInMs / 1000, message);
    }
    return c;
  }

  /**
   * Counts this attempt before its expensive part runs (a password check), and refuses without
   * counting once `limit` are counted: check and count are one atomic step in the store, so
   * however many arrive at once, at most `limit` get through. Give the attempt back with
   * `release` when it turns out not to count (a correct password, a refusal before the check).
   */
  async reserve(
    key: string,
    { limit, windowMs }: Limit,
    options: { slide?: boolean; message?: string } = {},
  ): Promise<void> {
    const r = await this.safe(() => this.store.reserve(key, limit, windowMs, options.slide));
    if (!r.reserved) {
      this.onRefused(key);
      throw rateLimited(r.resetInMs / 1000, options.message);
    }
  }

  async release(key: string): Promise<void> {
    await this.safe(() => this.store.release(key));
  }

  async reset(key: string): Promise<void> {
    await this.safe(() => this.store.reset(key));
  }

  private async safe<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.logger.error(`rate limit store unavailable: ${(err as Error).message}`);
      throw unavailable(STORE_DOWN_RETRY_AFTER_SECONDS);
    }
  }
}
