import type Redis from 'ioredis';
import type { Clock } from './clock';
import { type CounterStore, MemoryCounterStore, RedisCounterStore } from './counter-store';
import type { Logger } from './logger';
import { MemoryPubSub, type PubSub, RedisPubSub } from './pubsub';
import { connectRedis, waitReady } from './redis-connect';

/** Where the instances share throttle counters and live events: Redis when configured, else this process's memory. */
export interface SharedState {
  redis: Redis | null;
  /** The subscriber connection (a subscribed Redis connection can do nothing else). */
  redisSub: Redis | null;
  store: CounterStore;
  pubsub: PubSub;
}

export async function connectSharedState(
  redisUrl: string | null,
  keyPrefix: string,
  logger: Logger,
  clock: Clock,
): Promise<SharedState> {
  if (!redisUrl)
    return { redis: null, redisSub: null, store: new MemoryCounterStore(clock), pubsub: new MemoryPubSub() };
  const redis = connectRedis(redisUrl, logger, 'main', keyPrefix);
  const redisSub = connectRedis(redisUrl, logger, 'events', keyPrefix);
  if (!(await waitReady(redis, 2000))) logger.warn('redis is not answering: sign-in calls fail with 503 until it does');
  return {
    redis,
    redisSub,
    store: new RedisCounterStore(redis),
    pubsub: new RedisPubSub(redis, redisSub, logger, `${keyPrefix}events:`),
  };
}
