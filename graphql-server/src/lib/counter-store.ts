import type Redis from 'ioredis';
import type { Clock } from './clock';
import type { RedisHealth } from './redis-health';

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
  /**
   * Counts one attempt only if fewer than `limit` are counted, in one atomic step, so parallel
   * callers can never together pass the limit. `slide` as for increment.
   */
  reserve(key: string, limit: number, windowMs: number, slide?: boolean): Promise<Reservation>;
  /** Takes one back (never below zero), keeping the expiry: a reserved attempt that did not count. */
  release(key: string): Promise<void>;
  get(key: string): Promise<Count | null>;
  reset(key: string): Promise<void>;
}

export interface Reservation extends Count {
  /** False when `limit` were already counted; nothing was added then. */
  reserved: boolean;
}

// In memory nothing is awaited: each method answers a settled promise, as the Redis store answers a pending one.
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  increment(key: string, windowMs: number, slide = false): Promise<Count> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const existing = this.live(key, now);
    const entry = existing ?? { count: 0, expiresAt: now + windowMs };
    entry.count += 1;
    if (slide) entry.expiresAt = now + windowMs;
    this.counters.set(key, entry);
    return Promise.resolve({ count: entry.count, resetInMs: entry.expiresAt - now });
  }

  // No await before the update: the check and the count happen in one tick, so they are atomic.
  reserve(key: string, limit: number, windowMs: number, slide = false): Promise<Reservation> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const existing = this.live(key, now);
    if (existing && existing.count >= limit)
      return Promise.resolve({ reserved: false, count: existing.count, resetInMs: existing.expiresAt - now });
    const entry = existing ?? { count: 0, expiresAt: now + windowMs };
    entry.count += 1;
    if (slide) entry.expiresAt = now + windowMs;
    this.counters.set(key, entry);
    return Promise.resolve({ reserved: true, count: entry.count, resetInMs: entry.expiresAt - now });
  }

  release(key: string): Promise<void> {
    const entry = this.live(key, this.clock.now().getTime());
    if (entry && entry.count > 0) entry.count -= 1;
    return Promise.resolve();
  }

  get(key: string): Promise<Count | null> {
    const now = this.clock.now().getTime();
    const entry = this.live(key, now);
    return Promise.resolve(entry ? { count: entry.count, resetInMs: entry.expiresAt - now } : null);
  }

  reset(key: string): Promise<void> {
    this.counters.delete(key);
    return Promise.resolve();
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

// KEYS[1] counter; ARGV limit, window ms, slide. Returns {reserved 0|1, count, ttl}.
const RESERVE = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if c >= tonumber(ARGV[1]) and ttl > 0 then return {0, c, ttl} end
c = redis.call('INCR', KEYS[1])
if c == 1 or ARGV[3] == '1' or ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, c, redis.call('PTTL', KEYS[1])}`;

// Decrements a live counter, never below zero; DECR keeps the expiry.
const RELEASE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 1`;

/**
 * Under `count:` after the connection's own key prefix (REDIS_KEY_PREFIX, services.ts). Every call
 * goes through `health`: while Redis counts as down (frozen), it throws at once instead of waiting.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly health: RedisHealth,
    private readonly prefix = 'count:',
  ) {}

  async increment(key: string, windowMs: number, slide = false): Promise<Count> {
    const [count, ttl] = (await this.health.run(() =>
      this.redis.eval(INCREMENT, 1, this.prefix + key, String(windowMs), slide ? '1' : '0'),
    )) as [number, number];
    return { count: Number(count), resetInMs: Number(ttl) };
  }

  async reserve(key: string, limit: number, windowMs: number, slide = false): Promise<Reservation> {
    const [reserved, count, ttl] = (await this.health.run(() =>
      this.redis.eval(RESERVE, 1, this.prefix + key, String(limit), String(windowMs), slide ? '1' : '0'),
    )) as [number, number, number];
    return { reserved: Number(reserved) === 1, count: Number(count), resetInMs: Number(ttl) };
  }

  async release(key: string): Promise<void> {
    await this.health.run(() => this.redis.eval(RELEASE, 1, this.prefix + key));
  }

  async get(key: string): Promise<Count | null> {
    const [value, ttl] = await this.health.run(() =>
      Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]),
    );
    if (value === null || ttl < 0) return null;
    return { count: Number(value), resetInMs: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.health.run(() => this.redis.del(this.prefix + key));
  }
}
