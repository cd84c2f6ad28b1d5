import type Redis from 'ioredis';
import type { Clock } from './clock';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from './counter-store';
import type { Logger } from './logger';
import { MemoryPubSub, type PubSub, RedisPubSub } from './pubsub';
import { connectRedis, waitReady } from './redis-connect';
import { RedisHealth } from './redis-health';

/** Where the instances share throttle counters and live events: Redis when configured, else this process's memory. */
export interface SharedState {
  redis: Redis | null;
  /** The subscriber connection (a subscribed Redis connection can do nothing else). */
  redisSub: Redis | null;
  /** Whether `redis` counts as up (a command that timed out marks it down until a ping answers). */
  redisHealth: RedisHealth | null;
  store: CounterStore;
  pubsub: PubSub;
  /** Resolves when Redis (if configured) answers a ping; at once rejects while it counts as down. */
  ping(): Promise<void>;
  /** Ends the live events and disconnects from Redis. */
  close(): Promise<void>;
}

/** The settings of config.ts this reads (REDIS_URL, REDIS_KEY_PREFIX, REDIS_COMMAND_TIMEOUT_MS). */
export interface SharedStateSettings {
  redisUrl: string | null;
  redisKeyPrefix: string;
  redisCommandTimeoutMs: number;
}

export async function connectSharedState(
  settings: SharedStateSettings,
  logger: Logger,
  clock: Clock,
): Promise<SharedState> {
  const { redisUrl, redisKeyPrefix: keyPrefix, redisCommandTimeoutMs: commandTimeoutMs } = settings;
  if (!redisUrl) {
    const pubsub = new MemoryPubSub();
    const store = new MemoryCounterStore(clock);
    return {
      redis: null,
      redisSub: null,
      redisHealth: null,
      store,
      pubsub,
      ping: () => Promise.resolve(),
      close: () => pubsub.close(),
    };
  }
  const redis = connectRedis(redisUrl, logger, 'main', keyPrefix, commandTimeoutMs);
  const redisSub = connectRedis(redisUrl, logger, 'events', keyPrefix, commandTimeoutMs);
  const redisHealth = new RedisHealth(redis, logger, 'main', Math.max(1000, commandTimeoutMs));
  if (!(await waitReady(redis, 2000))) logger.warn('redis is not answering: sign-in calls fail with 503 until it does');
  const pubsub = new RedisPubSub(redis, redisSub, logger, `${keyPrefix}events:`, redisHealth);
  return {
    redis,
    redisSub,
    redisHealth,
    store: new RedisCounterStore(redis, redisHealth),
    pubsub,
    ping: async () => {
      await redisHealth.run(() => redis.ping());
    },
    async close() {
      await pubsub.close();
      redisHealth.close();
      for (const r of [redis, redisSub]) r.disconnect();
    },
  };
}
