import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './app';

/** A graphql-ws client that sends the browser's session cookie (and Origin) like the web app. */
export function wsClient(app: TestApp, cookie?: string, origin?: string): Client {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: `${app.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: true,
  });
}

export interface Collected {
  values: any[];
  errors: any[];
  done: Promise<void>;
  stop: () => void;
}

export function collect(client: Client, query: string): Collected {
  const values: any[] = [];
  const errors: any[] = [];
  let stop: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    stop = client.subscribe(
      { query },
      {
        next: (v) => {
          if (v.errors) errors.push(...v.errors);
          if (v.data) values.push(v.data);
        },
        error: (e) => {
          errors.push(...(Array.isArray(e) ? e : [e]));
          resolve();
        },
        complete: () => resolve(),
      },
    );
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

/** Waits until the server has the subscription registered (the first message proves the socket is up). */
export async function settle(): Promise<void> {
  await new Promise((r) => setTimeout(r, 150));
}
