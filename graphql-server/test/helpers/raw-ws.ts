import { type RawData, WebSocket } from 'ws';
import type { TestApp } from './app';
import { until } from './ws';

/** A message's text: one Buffer by default, an ArrayBuffer or Buffer fragments if the socket asked for them. */
export function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  return (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');
}

export interface Frame {
  type: string;
  id?: string;
  payload?: any;
}

/**
 * A bare graphql-transport-ws socket, for what a well-behaved client library never does (a
 * thousand subscribes on one socket, server-only message types): every frame is kept in order.
 */
export class RawSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(JSON.parse(frameText(data))));
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  /** Opens the socket (resolves once the upgrade succeeded). */
  static async open(app: TestApp, headers: Record<string, string> = {}): Promise<RawSocket> {
    const ws = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers });
    const socket = new RawSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  send(frame: Frame | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** connection_init; answers 'ack', or the close code when the server refused the connection. */
  async init(): Promise<'ack' | number> {
    this.send({ type: 'connection_init' });
    let outcome: 'ack' | number | undefined;
    void this.closed.then((c) => (outcome ??= c.code));
    await this.waitFor(() => {
      if (this.frames.some((f) => f.type === 'connection_ack')) outcome ??= 'ack';
      return outcome !== undefined;
    });
    return outcome!;
  }

  subscribe(id: string, query: string, variables?: Record<string, unknown>): void {
    this.send({ type: 'subscribe', id, payload: { query, ...(variables ? { variables } : {}) } });
  }

  of(type: string): Frame[] {
    return this.frames.filter((f) => f.type === type);
  }

  async waitFor(check: () => boolean): Promise<void> {
    await until(check, 10_000);
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    this.ws.close();
    await this.closed;
  }
}
