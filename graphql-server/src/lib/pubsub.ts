import { EventEmitter } from 'node:events';
import type Redis from 'ioredis';
import type { Logger } from './logger';
import type { RedisHealth } from './redis-health';

/**
 * Live events. In process by default; through Redis pub/sub when REDIS_URL is set, so every
 * instance delivers to its own sockets. Payloads are JSON values.
 */
export interface PubSub {
  /**
   * Best effort and never rejects: a live push goes out after the change it reports is committed,
   * so a failure to push must not fail that change (the client still has the committed answer).
   */
  publish(topic: string, payload: unknown): Promise<void>;
  /** Ends when the consumer calls `return()` (graphql-ws does when the client unsubscribes). */
  subscribe(topic: string): AsyncIterableIterator<unknown>;
  /** How many subscriptions of this process listen on `topic` (what a socket's subscriptions hold). */
  subscriberCount(topic: string): number;
  close(): Promise<void>;
}

/** Fans events of a local emitter out to async iterators, each with its own queue. */
abstract class FanOut implements PubSub {
  protected readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  abstract publish(topic: string, payload: unknown): Promise<void>;
  protected abstract listen(topic: string): void;
  protected abstract unlisten(topic: string): void;
  abstract close(): Promise<void>;

  subscriberCount(topic: string): number {
    return this.emitter.listenerCount(topic);
  }

  subscribe(topic: string): AsyncIterableIterator<unknown> {
    const queue: unknown[] = [];
    let waiting: ((r: IteratorResult<unknown>) => void) | null = null;
    let done = false;
    const onEvent = (payload: unknown) => {
      if (waiting) {
        const w = waiting;
        waiting = null;
        w({ value: payload, done: false });
      } else queue.push(payload);
    };
    if (this.emitter.listenerCount(topic) === 0) this.listen(topic);
    this.emitter.on(topic, onEvent);
    const finish = (): Promise<IteratorResult<unknown>> => {
      if (!done) {
        done = true;
        this.emitter.off(topic, onEvent);
        if (this.emitter.listenerCount(topic) === 0) this.unlisten(topic);
        queue.length = 0;
        if (waiting) waiting({ value: undefined, done: true });
      }
      return Promise.resolve({ value: undefined, done: true });
    };
    return {
      next: () => {
        if (queue.length) return Promise.resolve({ value: queue.shift(), done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return: finish,
      throw: async (err) => {
        await finish();
        throw err;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}

export class MemoryPubSub extends FanOut {
  publish(topic: string, payload: unknown): Promise<void> {
    // In an executor: a payload JSON cannot write rejects the promise instead of throwing.
    return new Promise((resolve) => {
      // Through JSON, like Redis, so that no subscriber depends on an object identity.
      this.emitter.emit(topic, JSON.parse(JSON.stringify(payload ?? null)));
      resolve();
    });
  }
  protected listen(): void {}
  protected unlisten(): void {}
  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}

/**
 * Through Redis, on channels named `prefix` + topic (the deployment's REDIS_KEY_PREFIX and
 * `events:`: channels are no keys, so the connection's key prefix does not reach them). While
 * Redis is down, pushes are dropped and subscriptions wait for it; each side logs the outage once
 * (not once per call) and says when it is over. A push goes through the publisher's `health`, so
 * while Redis counts as down (frozen) it is dropped at once instead of holding its write's answer.
 */
export class RedisPubSub extends FanOut {
  private publishDown = false;
  private subscribeDown = false;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly logger: Logger,
    private readonly prefix: string,
    private readonly health: RedisHealth,
  ) {
    super();
    subscriber.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(prefix)) return;
      try {
        this.emitter.emit(channel.slice(prefix.length), JSON.parse(message));
      } catch (err) {
        this.logger.warn(`dropped a malformed event on ${channel}: ${(err as Error).message}`);
      }
    });
    // ioredis re-subscribes only the channels it had; topics first asked for while Redis was down
    // are subscribed here, once it answers.
    subscriber.on('ready', () => {
      for (const topic of this.emitter.eventNames()) if (typeof topic === 'string') this.listen(topic);
    });
  }

  async publish(topic: string, payload: unknown): Promise<void> {
    try {
      const message = JSON.stringify(payload ?? null);
      await this.health.run(() => this.publisher.publish(this.prefix + topic, message));
      if (this.publishDown) this.logger.info('live updates: Redis answers again; pushing events');
      this.publishDown = false;
    } catch (err) {
      if (!this.publishDown)
        this.logger.warn(
          `live updates: Redis is not answering (${(err as Error).message}); pushes are dropped until it does`,
        );
      this.publishDown = true;
    }
  }
  protected listen(topic: string): void {
    this.subscriber.subscribe(this.prefix + topic).then(
      () => {
        if (this.subscribeDown) this.logger.info('live updates: Redis answers again; listening for events');
        this.subscribeDown = false;
      },
      (err: Error) => {
        if (!this.subscribeDown)
          this.logger.warn(
            `live updates: cannot listen on Redis (${err.message}); subscriptions wait until it answers`,
          );
        this.subscribeDown = true;
      },
    );
  }
  protected unlisten(topic: string): void {
    this.subscriber.unsubscribe(this.prefix + topic).catch(() => {});
  }
  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
