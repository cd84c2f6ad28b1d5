import 'reflect-metadata';
import { type Client, createClient } from 'graphql-ws';
import { WebSocket } from 'ws';
import { ApiTokenEntity } from '../src/modules/tokens/api-token.entity';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { collect, subscribed, until } from './helpers/ws';
import { ORIGIN } from './products.support';
import { createToken } from './tokens.support';
import { accountChangeCalls } from './users.account-changes.support';

const SUBSCRIPTION = 'subscription { notificationAdded { message } }';

/** A token socket with a live subscription on `app`; `closed` is when and how the server ended it. */
function tokenSockets(clients: Client[]) {
  return async (app: TestApp, owner: TestAccount, token: string) => {
    let closed: { code: number; at: number } | null = null;
    const client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: true,
      on: { closed: (e) => void (closed = { code: (e as { code: number }).code, at: Date.now() }) },
    });
    clients.push(client);
    const live = collect(client, SUBSCRIPTION);
    await subscribed(app, 'notificationAdded', owner.id);
    return {
      live,
      closedWithin: async (since: number) => {
        await until(() => closed !== null, 5000);
        return { code: closed!.code, ms: closed!.at - since };
      },
      isOpen: () => closed === null,
    };
  };
}

/** A revoked or expired token's subscriptions end within a second (docs/product.md#api-tokens). */
describeApp('API token sockets end with their token', () => {
  let app: TestApp;
  let student: TestAccount;
  const clients: Client[] = [];
  const open = tokenSockets(clients);
  beforeAll(async () => {
    app = await createTestApp();
    student = await verifiedAccount(app);
  });
  afterAll(async () => {
    for (const c of clients.splice(0)) await c.dispose();
  });
  afterAll(() => app?.close());
  const { put } = accountChangeCalls(() => app);

  it('closes a revoked token’s sockets (4401) at once, and no other token’s', async () => {
    const revoked = await createToken(student, ['read:notifications']);
    const kept = await createToken(student, ['read:notifications']);
    const gone = await open(app, student, revoked.token);
    const stays = await open(app, student, kept.token);
    const del = await student.agent.delete(`/api/v1/tokens/${revoked.apiToken._id}`).set('Origin', ORIGIN);
    expect(del.status).toBe(200);
    const end = await gone.closedWithin(Date.now());
    expect(end.code).toBe(4401);
    expect(end.ms).toBeLessThan(1000);
    await gone.live.done;
    expect(stays.isOpen()).toBe(true);
  });

  it('closes every socket of the account’s tokens when its password changes', async () => {
    const a = await verifiedAccount(app);
    const { token } = await createToken(a, ['read:notifications']);
    const socket = await open(app, a, token);
    const changed = await put(a, { password: 'another fine passphrase', currentPassword: a.password });
    expect(changed.status).toBe(200);
    const end = await socket.closedWithin(Date.now());
    expect(end).toEqual({ code: 4401, ms: expect.any(Number) });
    expect(end.ms).toBeLessThan(1000);
  });

  it('closes a token’s sockets when it expires', async () => {
    const a = await verifiedAccount(app);
    const { token, apiToken } = await createToken(a, ['read:notifications'], { expiresInDays: 1 });
    const expiresAt = Date.now() + 1500;
    await app.services.db
      .getRepository(ApiTokenEntity)
      .update({ id: apiToken._id }, { expiresAt: new Date(expiresAt) });
    const socket = await open(app, a, token);
    expect(socket.isOpen()).toBe(true);
    const end = await socket.closedWithin(expiresAt);
    expect(end.code).toBe(4401);
    expect(end.ms).toBeGreaterThanOrEqual(-50);
    expect(end.ms).toBeLessThan(1000);
  });
});

describeWithRedis('API token sockets end on every instance', () => {
  let first: TestApp;
  let second: TestApp;
  let student: TestAccount;
  const clients: Client[] = [];
  const open = tokenSockets(clients);
  beforeAll(async () => {
    first = await createTestApp({ redis: true });
    second = await createTestApp({ redis: true, sameDatabaseAs: first });
    student = await verifiedAccount(first);
  });
  afterAll(async () => {
    for (const c of clients.splice(0)) await c.dispose();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a token revoked on one instance closes its sockets on the other within a second', async () => {
    const { token, apiToken } = await createToken(student, ['read:notifications']);
    const socket = await open(second, student, token);
    const del = await student.agent.delete(`/api/v1/tokens/${apiToken._id}`).set('Origin', ORIGIN);
    expect(del.status).toBe(200);
    const end = await socket.closedWithin(Date.now());
    expect(end.code).toBe(4401);
    expect(end.ms).toBeLessThan(1000);
  });
});
