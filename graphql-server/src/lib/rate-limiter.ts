import { AppError, rateLimited, unavailable } from './errors';
import type { Logger } from './logger';
import type { CounterStore, Count } from './counter-store';

export interface Limit {
  limit: number;
  windowMs: number;
}

/**
 * Throttles counted per operation (a GraphQL request with twenty aliased logins counts twenty).
 * When the store cannot answer, every limited call fails with 503: a limit is never skipped.
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly logger: Logger,
  ) {}

  /** Counts one use and refuses once `limit` uses were made in the window. */
  async consume(key: string, { limit, windowMs }: Limit, message?: string): Promise<void> {
    const c = await this.safe(() => this.store.increment(key, windowMs));
    if (c.count > limit) throw rateLimited(c.resetInMs / 1000, message);
  }

  /** Refuses when `limit` failures were already counted, without counting this attempt. */
  async check(key: string, { limit }: Limit, message?: string): Promise<void> {
    const c = await this.safe(() => this.store.get(key));
    if (c && c.count >= limit) throw rateLimited(c.resetInMs / 1000, message);
  }

  async fail(key: string, { windowMs }: Limit, slide = false): Promise<Count> {
    return this.safe(() => this.store.increment(key, windowMs, slide));
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
      throw unavailable();
    }
  }
}
