import type Redis from 'ioredis';
import type { Clock } from './clock';

export interface Count {
  count: number;
  /** Milliseconds until the counter disappears. */
  resetInMs: number;
}

/**
 * Counters with an expiry, for the throttles. In memory by default; in Redis when several
 * instances must share them. A store that cannot answer throws: callers fail closed.
 */
export interface CounterStore {
  /** Adds one. `slide` restarts the expiry at every hit (a lock-out after consecutive failures). */
  increment(key: string, windowMs: number, slide?: boolean): Promise<Count>;
  get(key: string): Promise<Count | null>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  async increment(key: string, windowMs: number, slide = false): Promise<Count> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const existing = this.live(key, now);
    const entry = existing ?? { count: 0, expiresAt: now + windowMs };
    entry.count += 1;
    if (slide) entry.expiresAt = now + windowMs;
    this.counters.set(key, entry);
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  async get(key: string): Promise<Count | null> {
    const now = this.clock.now().getTime();
    const entry = this.live(key, now);
    return entry ? { count: entry.count, resetInMs: entry.expiresAt - now } : null;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private live(key: string, now: number) {
    const entry = this.counters.get(key);
    if (entry && entry.expiresAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops expired counters now and then, so a flood of distinct keys cannot grow memory forever. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }
}

const INCREMENT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 or ARGV[2] == '1' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {c, ttl}`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cm:count:',
  ) {}

  async increment(key: string, windowMs: number, slide = false): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.prefix + key, String(windowMs), slide ? '1' : '0')) as [
      number,
      number,
    ];
    return { count: Number(count), resetInMs: Number(ttl) };
  }

  async get(key: string): Promise<Count | null> {
    const [value, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    if (value === null || ttl < 0) return null;
    return { count: Number(value), resetInMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
