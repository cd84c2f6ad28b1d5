import type http from 'node:http';
import { type Client, type SubscribePayload, createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { notificationTopic } from '../../src/modules/notifications/notifications.service';
import { meTopic } from '../../src/modules/users/users.service';
import type { TestApp } from './app';

/** What the upgrade request of a graphql-ws client sends, and who hears its answer. */
export interface WsOptions {
  cookie?: string;
  origin?: string;
  /** More headers of the upgrade request (X-Request-Id, X-Forwarded-For...). */
  headers?: Record<string, string>;
  /** Called with the server's answer to the upgrade (its headers). */
  onUpgrade?: (res: http.IncomingMessage) => void;
}

/** A graphql-ws client that sends the browser's session cookie (and Origin) like the web app. */
export function wsClient(app: TestApp, cookie?: string, origin?: string): Client {
  return wsClientWith(app, { cookie, origin });
}

/** A graphql-ws client whose upgrade request sends what `options` says. */
export function wsClientWith(app: TestApp, options: WsOptions): Client {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  const onUpgrade = options.onUpgrade;
  class HeaderWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
      if (onUpgrade) this.on('upgrade', onUpgrade);
    }
  }
  return createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: HeaderWebSocket,
    retryAttempts: 0,
    lazy: true,
  });
}

/**
 * The graphql-ws clients of one describe block, all disposed after it. Call it before the block's
 * `afterAll` that closes the app: Jest runs a block's afterAll hooks in the order they were declared,
 * and an app closing with sockets still open waits for them.
 */
export function wsClients(app: () => TestApp): (cookie?: string, origin?: string) => Client {
  const open: Client[] = [];
  afterAll(async () => {
    for (const c of open.splice(0)) await c.dispose();
  });
  return (cookie, origin) => {
    const c = wsClient(app(), cookie, origin);
    open.push(c);
    return c;
  };
}

/** An error a subscription received (a GraphQL error, or what ended the socket). */
export interface WsError {
  message?: string;
  extensions?: Record<string, unknown>;
}

export interface Collected<T> {
  values: T[];
  errors: WsError[];
  done: Promise<void>;
  stop: () => void;
}

/** Subscribes and keeps every result in order; `done` resolves once the server ended it. */
export function collect<T = unknown>(client: Client, request: string | SubscribePayload): Collected<T> {
  const payload = typeof request === 'string' ? { query: request } : request;
  const values: T[] = [];
  const errors: WsError[] = [];
  let stop: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    stop = client.subscribe<T>(payload, {
      next: (v) => {
        if (v.errors) errors.push(...v.errors);
        if (v.data) values.push(v.data);
      },
      error: (e) => {
        errors.push(...((Array.isArray(e) ? e : [e]) as WsError[]));
        resolve();
      },
      complete: () => resolve(),
    });
  });
  return { values, errors, done, stop: () => stop() };
}

/** Waits for `check` to hold; the default deadline is sized for a loaded machine (idle, the waits it serves hold within 0.5 s). */
export async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Like `until`, for a condition that needs a round trip (a Redis answer). */
export async function untilAsync(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The live-event topic of each subscription field, by the user it follows. */
const TOPICS = { meUpdated: meTopic, notificationAdded: notificationTopic };

/**
 * Waits until `app` holds `count` subscriptions to `field` of `userId` and, when its events go
 * through Redis, until Redis has this instance on their channel: an event published after this
 * returns reaches every one of them.
 */
export async function subscribed(app: TestApp, field: keyof typeof TOPICS, userId: string, count = 1): Promise<void> {
  const topic = TOPICS[field](userId);
  await until(() => app.services.pubsub.subscriberCount(topic) >= count);
  const redis = app.services.redis;
  if (!redis) return;
  // The channel RedisPubSub listens on (channels are no keys: the connection's key prefix does not reach them).
  const channel = `${app.services.config.redisKeyPrefix}events:${topic}`;
  await untilAsync(async () => ((await redis.pubsub('NUMSUB', channel)) as [string, number])[1] >= 1);
}
