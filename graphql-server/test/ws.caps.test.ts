import { ConfigError, loadConfig } from '../src/config';
import { meTopic } from '../src/modules/users/users.service';
import { WS_CLOSE_TOO_MANY_CONNECTIONS } from '../src/http/ws-caps';
import { registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { RawSocket } from './helpers/raw-ws';

const ME_UPDATED = 'subscription { meUpdated { id } }';

describeApp('graphql-ws caps: subscriptions per socket', () => {
  let app: TestApp;
  const sockets: RawSocket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    for (const s of sockets) await s.close();
    await app?.close();
  });

  it('one socket of an unverified account sending 1,000 subscribes gets 20; the rest are refused and hold nothing', async () => {
    const u = await registerAccount(app);
    const socket = await RawSocket.open(app, { cookie: u.cookie });
    sockets.push(socket);
    expect(await socket.init()).toBe('ack');

    for (let i = 1; i <= 1000; i++) socket.subscribe(`s${i}`, ME_UPDATED);
    await socket.waitFor(() => socket.of('error').length >= 980);
    const refused = socket.of('error');
    expect(refused).toHaveLength(980);
    expect(refused.map((f) => f.id)).toEqual(Array.from({ length: 980 }, (_, i) => `s${i + 21}`));
    for (const f of refused) {
      expect(f.payload).toEqual([
        {
          message: 'Too many subscriptions on this connection: at most 20 at once',
          extensions: { code: 'RATE_LIMITED' },
        },
      ]);
    }
    // Only the 20 accepted subscriptions listen; the refused ones allocated no listener.
    await socket.waitFor(() => app.services.pubsub.subscriberCount(meTopic(u.id)) === 20);

    // The 20 accepted ones are live.
    await app.services.users.publishMe(u.id);
    await socket.waitFor(() => socket.of('next').length === 20);
    expect(
      socket
        .of('next')
        .map((f) => f.id)
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `s${i + 1}`).sort());
    expect(socket.of('next')[0]?.payload).toEqual({ data: { meUpdated: { id: u.id } } });

    // Completing one frees its slot, and only one.
    socket.send({ type: 'complete', id: 's1' });
    await socket.waitFor(() => app.services.pubsub.subscriberCount(meTopic(u.id)) === 19);
    socket.subscribe('again-1', ME_UPDATED);
    socket.subscribe('again-2', ME_UPDATED);
    await socket.waitFor(() => socket.of('error').length === 981);
    expect(socket.of('error')[980]?.id).toBe('again-2');
    await socket.waitFor(() => app.services.pubsub.subscriberCount(meTopic(u.id)) === 20);
    await app.services.users.publishMe(u.id);
    await socket.waitFor(() => socket.of('next').some((f) => f.id === 'again-1'));
    expect(socket.of('next').filter((f) => f.id === 's1')).toHaveLength(1);
  });

  it('a subscription that ends on its own (refused sign-in) frees its slot', async () => {
    const socket = await RawSocket.open(app);
    sockets.push(socket);
    expect(await socket.init()).toBe('ack');
    // Anonymous: each meUpdated ends at once with UNAUTHENTICATED, so none stays open.
    for (let i = 1; i <= 25; i++) {
      socket.subscribe(`a${i}`, ME_UPDATED);
      await socket.waitFor(() => socket.of('complete').length === i);
    }
    expect(socket.of('next').every((f) => f.payload.errors[0].extensions.code === 'UNAUTHENTICATED')).toBe(true);
    expect(socket.of('error')).toEqual([]);
  });
});

describeApp('graphql-ws caps: sockets per user', () => {
  let app: TestApp;
  const sockets: RawSocket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    for (const s of sockets) await s.close();
    await app?.close();
  });
  const open = async (cookie?: string) => {
    const s = await RawSocket.open(app, cookie ? { cookie } : {});
    sockets.push(s);
    return s;
  };

  it('allows 10 open sockets per user, refuses the 11th with 4429, and frees a slot on close', async () => {
    const a = await verifiedAccount(app);
    const b = await verifiedAccount(app);
    const mine: RawSocket[] = [];
    for (let i = 0; i < 10; i++) {
      const s = await open(a.cookie);
      expect(await s.init()).toBe('ack');
      mine.push(s);
    }
    const eleventh = await open(a.cookie);
    expect(await eleventh.init()).toBe(WS_CLOSE_TOO_MANY_CONNECTIONS);
    expect((await eleventh.closed).reason).toBe('Too many open connections for this account');

    // Another user, and anonymous sockets, are not counted against A.
    expect(await (await open(b.cookie)).init()).toBe('ack');
    expect(await (await open()).init()).toBe('ack');

    await mine[0].close();
    // The server frees the slot when it sees the close (a moment after the client does).
    let outcome: 'ack' | number = WS_CLOSE_TOO_MANY_CONNECTIONS;
    for (let tries = 0; tries < 50 && outcome !== 'ack'; tries++) outcome = await (await open(a.cookie)).init();
    expect(outcome).toBe('ack');
    expect(await (await open(a.cookie)).init()).toBe(WS_CLOSE_TOO_MANY_CONNECTIONS);
  });
});

describeApp('graphql-ws caps: sockets per address', () => {
  let app: TestApp;
  const sockets: RawSocket[] = [];
  beforeAll(async () => {
    // A small cap keeps the test quick; behind a trusted proxy the address is X-Forwarded-For's.
    app = await createTestApp({ env: { WS_MAX_SOCKETS_PER_ADDRESS: '3', TRUST_PROXY: 'loopback' } });
  });
  afterAll(async () => {
    for (const s of sockets) await s.close();
    await app?.close();
  });
  const open = async (forwardedFor?: string, cookie?: string) => {
    const headers: Record<string, string> = {};
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (cookie) headers.cookie = cookie;
    const s = await RawSocket.open(app, headers);
    sockets.push(s);
    return s;
  };

  it('refuses the socket past the cap from one client address with 4429, before any message', async () => {
    const hostel: RawSocket[] = [];
    for (let i = 0; i < 3; i++) hostel.push(await open('203.0.113.7'));
    const fourth = await open('203.0.113.7');
    // Refused on arrival: no connection_init needed, nothing of graphql-ws set up for it.
    expect(await fourth.closed).toEqual({
      code: WS_CLOSE_TOO_MANY_CONNECTIONS,
      reason: 'Too many open connections from this address',
    });
    // Signing in does not get around it.
    const a = await verifiedAccount(app);
    expect((await (await open('203.0.113.7', a.cookie)).closed).code).toBe(WS_CLOSE_TOO_MANY_CONNECTIONS);

    // Other addresses (the proxy's own included) have their own count: the same rule as req.ip.
    expect(await (await open('203.0.113.8')).init()).toBe('ack');
    expect(await (await open()).init()).toBe('ack');

    // The sockets that are in work normally, and a closed one frees its slot.
    expect(await hostel[0].init()).toBe('ack');
    await hostel[1].close();
    let outcome: 'ack' | number = WS_CLOSE_TOO_MANY_CONNECTIONS;
    for (let tries = 0; tries < 50 && outcome !== 'ack'; tries++) outcome = await (await open('203.0.113.7')).init();
    expect(outcome).toBe('ack');
  });
});

describe('graphql-ws cap settings', () => {
  it('default to 20 subscriptions a socket, 10 sockets a user and 500 an address', () => {
    const c = loadConfig({});
    expect([c.wsMaxSubscriptionsPerSocket, c.wsMaxSocketsPerUser, c.wsMaxSocketsPerAddress]).toEqual([20, 10, 500]);
    const set = loadConfig({
      WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '5',
      WS_MAX_SOCKETS_PER_USER: '3',
      WS_MAX_SOCKETS_PER_ADDRESS: '2000',
    });
    expect([set.wsMaxSubscriptionsPerSocket, set.wsMaxSocketsPerUser, set.wsMaxSocketsPerAddress]).toEqual([
      5, 3, 2000,
    ]);
  });

  it('refuse to start on a value that is not a whole number in range', () => {
    expect(() => loadConfig({ WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_USER: 'ten' })).toThrow(
      'WS_MAX_SOCKETS_PER_USER must be a whole number from 1 to 1000 (got "ten")',
    );
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_ADDRESS: '-1' })).toThrow(ConfigError);
  });
});
