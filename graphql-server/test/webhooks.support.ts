import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { TestAccount } from './helpers/accounts';
import { gql } from './helpers/graphql';
import { untilAsync } from './helpers/ws';

const DELIVERY = `id messageId event status nextRetryAt payload
  attempts { attemptedAt statusCode error durationMs nextRetryAt }`;
export const WEBHOOK_OPS = {
  create: `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id url events enabled createdAt } } }`,
  list: `query { webhooks { id url events enabled disabledReason } }`,
  del: `mutation($id: ID!) { deleteWebhook(id: $id) { message } }`,
  deliveries: `query($id: ID!, $first: Int, $after: String) { webhookDeliveries(webhookId: $id, first: $first, after: $after) {
    pageInfo { hasNextPage endCursor } nodes { ${DELIVERY} } } }`,
  redeliver: `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { message delivery { ${DELIVERY} } } }`,
};

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A webhook endpoint on loopback: records every POST and answers the status queued for its path
 * (200 once the queue is empty).
 */
export class Receiver {
  readonly received: Received[] = [];
  private readonly answers = new Map<string, number[]>();
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        this.received.push({ path, headers, body: Buffer.concat(chunks).toString() });
        res.statusCode = this.answers.get(path)?.shift() ?? 200;
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The next answers of `path`, in order. */
  answer(path: string, ...statuses: number[]): void {
    this.answers.set(path, [...(this.answers.get(path) ?? []), ...statuses]);
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Waits until `path` got `n` POSTs (the sender looks twice a second); answers them. */
  async waitFor(path: string, n: number): Promise<Received[]> {
    await untilAsync(() => Promise.resolve(this.at(path).length >= n), 15_000);
    return this.at(path);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** The body, verified as a receiver would with the `standardwebhooks` package (throws when the signature is wrong). */
export function verified(secret: string, r: Received): { type: string; timestamp: string; data: Record<string, any> } {
  return new Webhook(secret).verify(r.body, r.headers) as {
    type: string;
    timestamp: string;
    data: Record<string, any>;
  };
}

/** Registers an endpoint over GraphQL as `admin`; its id and secret. */
export async function createWebhook(admin: TestAccount, url: string, events: string[]) {
  const r = await gql(admin.agent, WEBHOOK_OPS.create, { input: { url, events } });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return { id: r.data!.createWebhook.webhook.id as string, secret: r.data!.createWebhook.secret as string };
}

/** An endpoint's deliveries, newest first. */
export async function deliveriesOf(admin: TestAccount, id: string) {
  const r = await gql(admin.agent, WEBHOOK_OPS.deliveries, { id, first: 50 });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.webhookDeliveries.nodes as {
    id: string;
    messageId: string;
    event: string;
    status: string;
    nextRetryAt: string | null;
    payload: string;
    attempts: {
      attemptedAt: string;
      statusCode: number | null;
      error: string | null;
      durationMs: number;
      nextRetryAt: string | null;
    }[];
  }[];
}

/** Waits until the newest delivery of an endpoint has `status`. */
export async function deliveryStatus(admin: TestAccount, id: string, status: string) {
  await untilAsync(async () => (await deliveriesOf(admin, id))[0]?.status === status, 15_000);
  return (await deliveriesOf(admin, id))[0];
}
