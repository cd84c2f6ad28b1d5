import Redis from 'ioredis';
import type { Logger } from './logger';

/**
 * `keyPrefix` (REDIS_KEY_PREFIX) goes before every key of every command, scripts' KEYS included, so
 * no code can write outside this deployment's keys. Pub/sub channels are no keys: RedisPubSub puts
 * the prefix before them itself.
 */
export function connectRedis(
  url: string,
  logger: Logger,
  name: string,
  keyPrefix: string,
  commandTimeoutMs: number,
): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    // A frozen Redis keeps the connection open and answers nothing: no command waits past this
    // (REDIS_COMMAND_TIMEOUT_MS). RedisHealth then counts Redis as down, so later calls do not wait.
    commandTimeout: commandTimeoutMs,
    // Fail fast instead of queueing: a throttle that cannot count must refuse at once (503).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 250, 2000),
    connectionName: `campus-market-${name}`,
  });
  let lastError = '';
  redis.on('error', (err: Error) => {
    if (err.message !== lastError) logger.warn(`redis (${name}): ${err.message}`);
    lastError = err.message;
  });
  redis.on('ready', () => {
    if (lastError) logger.info(`redis (${name}) connected again`);
    lastError = '';
  });
  return redis;
}

/** Whether the connection is ready within `ms`. */
export async function waitReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const t = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, ms);
    const onReady = () => {
      clearTimeout(t);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
