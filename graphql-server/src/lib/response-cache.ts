import { createHash, randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { Clock } from './clock';
import type { Logger } from './logger';
import type { RedisHealth } from './redis-health';

/** A stored 200 answer, replayed as it was sent. */
export interface CachedResponse {
  /**
   * Names (lower case) and values in turn, a repeated header repeated: the flat form Node's
   * writeHead takes without re-validating each header.
   */
  headers: string[];
  body: Buffer;
}

export interface Lookup {
  entry: CachedResponse | null;
  /**
   * The store's generation when the lookup ran. A store made with it is dropped when the
   * generation has moved since: the answer may have been computed from data a write replaced.
   */
  generation: string;
}

/**
 * Whole HTTP answers by key, shared by every instance that shares the store, forgotten all at once
 * by `clear` (a generation: entries of an older one are never served). In process, or in Redis.
 */
export interface ResponseCache {
  /** Synchronous in process (a hit costs no tick); a promise from Redis, rejected when it does not answer. */
  get(key: string): Lookup | Promise<Lookup>;
  /** Stores for the TTL unless the generation moved since `generation` was read. Never throws. */
  set(key: string, entry: CachedResponse, generation: string): void;
  /** Forgets every entry, for every instance sharing the store. Never throws. */
  clear(): void;
}

/** Per-entry bookkeeping beyond the bytes themselves (Map slot, objects, header strings). */
const ENTRY_OVERHEAD = 512;

/**
 * What either store holds at most: keys are bounded by normalisation (http/public-cache.ts) but a
 * client can still ask for many real lists (every page size, price, search word), so past either
 * bound the oldest entries go first.
 */
export interface CacheBounds {
  maxEntries: number;
  maxBytes: number;
}
export const CACHE_BOUNDS: CacheBounds = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024 };

/**
 * In this process. Bounded in entries and bytes; past a bound the oldest entries go first (entries
 * live only a TTL, so insertion order is close enough to least-recently-used, and a hit costs no
 * reordering).
 */
export class MemoryResponseCache implements ResponseCache {
  private readonly entries = new Map<string, { entry: CachedResponse; expiresAt: number; size: number }>();
  private bytes = 0;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly bounds: CacheBounds = CACHE_BOUNDS,
  ) {}

  /** Entries held (expired ones included until they are looked up or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  get(key: string): Lookup {
    const generation = String(this.generation);
    const stored = this.entries.get(key);
    if (!stored) return { entry: null, generation };
    if (stored.expiresAt <= this.clock.now().getTime()) {
      this.drop(key, stored.size);
      return { entry: null, generation };
    }
    return { entry: stored.entry, generation };
  }

  set(key: string, entry: CachedResponse, generation: string): void {
    if (generation !== String(this.generation)) return;
    const size = key.length + entry.body.length + ENTRY_OVERHEAD;
    const { maxEntries, maxBytes } = this.bounds;
    if (size > maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old.size);
    for (const [oldest, stored] of this.entries) {
      if (this.bytes + size <= maxBytes && this.entries.size < maxEntries) break;
      this.drop(oldest, stored.size);
    }
    this.entries.set(key, { entry, expiresAt: this.clock.now().getTime() + this.ttlMs, size });
    this.bytes += size;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(key: string, size: number) {
    this.entries.delete(key);
    this.bytes -= size;
  }
}

// KEYS: generation, entry, index (entry keys by the time they were stored, in µs), sizes (bytes by entry key), total
// bytes. ARGV: the generation the request started in, the value, TTL ms, most entries, most bytes.
// The check and the write are one step, so a clear between them cannot be missed; so are the
// bookkeeping and the eviction, so every instance sees the same bound. Entries past their TTL are
// gone already and leave the index first; then the oldest go until both bounds hold. The index
// keys expire with the newest entry: when nothing was stored for a TTL, nothing is left.
const SET_IF_GENERATION = `
if (redis.call('GET', KEYS[1]) or '') ~= ARGV[1] then return 0 end
local ttl, maxEntries, maxBytes = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local function drop(member)
  local size = redis.call('HGET', KEYS[4], member)
  if size then
    redis.call('HDEL', KEYS[4], member)
    redis.call('DECRBY', KEYS[5], size)
  end
  redis.call('ZREM', KEYS[3], member)
  redis.call('DEL', member)
end
for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', now - ttl * 1000)) do drop(member) end
drop(KEYS[2])
-- Microseconds, after the newest's: two stored in one microsecond still leave in the order they came.
local newest = redis.call('ZRANGE', KEYS[3], -1, -1, 'WITHSCORES')[2]
if newest and tonumber(newest) >= now then now = tonumber(newest) + 1 end
local size = string.len(ARGV[2])
redis.call('SET', KEYS[2], ARGV[2], 'PX', ttl)
redis.call('ZADD', KEYS[3], now, KEYS[2])
redis.call('HSET', KEYS[4], KEYS[2], size)
local total = redis.call('INCRBY', KEYS[5], size)
while redis.call('ZCARD', KEYS[3]) > maxEntries or total > maxBytes do
  local oldest = redis.call('ZRANGE', KEYS[3], 0, 0)[1]
  if not oldest then
    redis.call('SET', KEYS[5], 0)
    break
  end
  drop(oldest)
  total = tonumber(redis.call('GET', KEYS[5]) or '0')
end
for i = 3, 5 do redis.call('PEXPIRE', KEYS[i], ttl) end
return 1`;

/** A lookup slower than this counts as "Redis is not answering": the request is served uncached. */
const REDIS_LOOKUP_TIMEOUT_MS = 250;

/**
 * In Redis, shared by every instance: an entry is `<generation>\n<headers JSON>\n<body>` under a
 * hash of its key, and `clear` writes a new random generation, so one write forgets every entry of
 * every instance at once (old ones linger unused until their TTL or until newer ones push them
 * out). A random generation rather than a counter: if the key is lost (eviction, restart), no old
 * entry can match again. Keys are `pcache:…` after the connection's prefix (REDIS_KEY_PREFIX).
 */
export class RedisResponseCache implements ResponseCache {
  private down = false;

  constructor(
    private readonly redis: Redis,
    private readonly ttlMs: number,
    private readonly logger: Logger,
    private readonly prefix = 'pcache:',
    private readonly bounds: CacheBounds = CACHE_BOUNDS,
    /** The connection's health: while Redis counts as down (frozen), lookups and writes fail at once. */
    private readonly health: RedisHealth | null = null,
  ) {}

  private send<T>(op: () => Promise<T>): Promise<T> {
    return this.health ? this.health.run(op) : op();
  }

  private entryKey(key: string): string {
    return `${this.prefix}e:${createHash('sha256').update(key).digest('base64url')}`;
  }

  async get(key: string): Promise<Lookup> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${REDIS_LOOKUP_TIMEOUT_MS} ms`)),
        REDIS_LOOKUP_TIMEOUT_MS,
      );
    });
    try {
      const [gen, value] = await Promise.race([
        this.send(() => this.redis.mgetBuffer(`${this.prefix}gen`, this.entryKey(key))),
        timeout,
      ]);
      this.answered();
      const generation = gen ? gen.toString() : '';
      return { entry: value ? decode(value, generation) : null, generation };
    } catch (err) {
      this.failed(err as Error);
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  set(key: string, entry: CachedResponse, generation: string): void {
    const head = Buffer.from(`${generation}\n${JSON.stringify(entry.headers)}\n`);
    this.send(() =>
      this.redis.eval(
        SET_IF_GENERATION,
        5,
        `${this.prefix}gen`,
        this.entryKey(key),
        `${this.prefix}index`,
        `${this.prefix}sizes`,
        `${this.prefix}bytes`,
        generation,
        Buffer.concat([head, entry.body]),
        String(this.ttlMs),
        String(this.bounds.maxEntries),
        String(this.bounds.maxBytes),
      ),
    ).then(
      () => this.answered(),
      (err: Error) => this.failed(err),
    );
  }

  clear(): void {
    this.send(() => this.redis.set(`${this.prefix}gen`, randomUUID())).then(
      () => this.answered(),
      // Entries then stay valid until their TTL, which bounds the staleness.
      (err: Error) =>
        this.logger.warn(
          `public cache: could not clear it in Redis (${err.message}); lists may be stale for up to the cache's TTL`,
        ),
    );
  }

  /** Logged once per outage: requests are served uncached meanwhile. */
  private failed(err: Error) {
    if (!this.down)
      this.logger.warn(`public cache: Redis is not answering (${err.message}); serving uncached until it does`);
    this.down = true;
  }

  private answered() {
    if (this.down) this.logger.info('public cache: Redis answers again');
    this.down = false;
  }
}

/** The entry of `value`, or null when it belongs to another generation (or is not one of ours). */
function decode(value: Buffer, generation: string): CachedResponse | null {
  const first = value.indexOf(10);
  if (first < 0 || value.toString('utf8', 0, first) !== generation) return null;
  const second = value.indexOf(10, first + 1);
  if (second < 0) return null;
  try {
    return { headers: JSON.parse(value.toString('utf8', first + 1, second)), body: value.subarray(second + 1) };
  } catch {
    return null;
  }
}

/** A small least-recently-used map (e.g. memoised verdicts about GraphQL documents). */
export class LruMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }
}
