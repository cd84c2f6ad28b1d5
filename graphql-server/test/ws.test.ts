import { WebSocket } from 'ws';
import { collect, subscribed, until, wsClients } from './helpers/ws';
import { registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp, describeWithRedis } from './helpers/app';
import { WS_MAX_PAYLOAD } from '../src/http/graphql-ws-server';

const ME_UPDATED = 'subscription { meUpdated { id showContactDetails phoneNumber isVerified } }';

interface Me {
  id: string;
  showContactDetails: boolean;
  phoneNumber: string | null;
  isVerified: boolean;
}

function suite(redis: boolean) {
  let app: TestApp;
  const client = wsClients(() => app);
  beforeAll(async () => {
    app = await createTestApp({ redis });
  });
  afterAll(() => app?.close());

  it('connects with the session cookie and receives only its own meUpdated', async () => {
    const a = await verifiedAccount(app);
    const b = await verifiedAccount(app);
    const subA = collect<{ meUpdated: Me }>(client(a.cookie), ME_UPDATED);
    await subscribed(app, 'meUpdated', a.id);
    // Another user's change never reaches A.
    await b.agent.put('/api/v1/user/update-privacy').send({ showContractDetails: true });
    await a.agent.put('/api/v1/user/update-contact-details').send({ phoneNumber: '9876543210' });
    await until(() => subA.values.length >= 1);
    await a.agent.put('/api/v1/user/update-privacy').send({ showContractDetails: true });
    await until(() => subA.values.length >= 2);
    expect(subA.values.map((v) => v.meUpdated.id)).toEqual([a.id, a.id]);
    expect(subA.values[0].meUpdated.phoneNumber).toBe('+919876543210');
    expect(subA.values[1].meUpdated.showContactDetails).toBe(true);
    expect(subA.errors).toEqual([]);
    subA.stop();
  });

  it('an unverified session hears its verification', async () => {
    const u = await registerAccount(app);
    const sub = collect<{ meUpdated: Me }>(client(u.cookie), ME_UPDATED);
    await subscribed(app, 'meUpdated', u.id);
    const code = await app.mailbox.codeFor(u.email);
    await u.agent.post('/api/v1/auth/verify-email').send({ code });
    await until(() => sub.values.length >= 1);
    expect(sub.values[0].meUpdated).toMatchObject({ id: u.id, isVerified: true });
    sub.stop();
  });

  it('stops delivering once the session is logged out', async () => {
    const a = await verifiedAccount(app);
    const sub = collect<{ meUpdated: Me }>(client(a.cookie), ME_UPDATED);
    await subscribed(app, 'meUpdated', a.id);
    await a.agent.post('/api/v1/auth/logout');
    // An admin-side change after logout (done directly through the service) ends the stream.
    await app.services.users.publishMe(a.id);
    await sub.done;
    expect(sub.values).toEqual([]);
  });

  it('refuses a subscription without a session', async () => {
    const sub = collect(client(), ME_UPDATED);
    await sub.done;
    expect(sub.errors[0]?.message).toBe('Please sign in');
    expect(sub.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses queries and mutations over the socket', async () => {
    const a = await verifiedAccount(app);
    const q = collect(client(a.cookie), '{ me { id } }');
    await q.done;
    expect(q.values).toEqual([]);
    expect(q.errors[0]?.message).toMatch(/Only subscriptions are accepted/);
    const m = collect(client(a.cookie), 'mutation { logout { message } }');
    await m.done;
    expect(m.errors[0]?.message).toMatch(/Only subscriptions are accepted/);
    expect((await a.agent.post('/api/v1/manage/check')).status).toBe(200);
  });

  it('applies the same validation rules (aliases)', async () => {
    const a = await verifiedAccount(app);
    const many = `subscription { ${Array.from({ length: 16 }, (_, i) => `m${i}: meUpdated { id }`).join(' ')} }`;
    const sub = collect(client(a.cookie), many);
    await sub.done;
    expect(sub.errors.map((e) => e.message)).toContain('Too many aliases: 16, at most 15 allowed');
  });

  it('refuses a socket from another origin and an oversized message', async () => {
    const a = await verifiedAccount(app);
    const foreign = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { origin: 'https://evil.example', cookie: a.cookie },
    });
    const status = await new Promise<number>((resolve) => {
      foreign.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      foreign.on('open', () => resolve(101));
      foreign.on('error', () => resolve(-1));
    });
    expect(status).toBe(401);
    foreign.terminate();

    const big = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: a.cookie },
    });
    await new Promise<void>((resolve) => big.on('open', () => resolve()));
    const closed = new Promise<number>((resolve) => big.on('close', (code) => resolve(code)));
    big.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(WS_MAX_PAYLOAD + 10) } }));
    expect(await closed).toBe(1009);
  });
}

describeApp('graphql-ws (in-process events)', () => suite(false));
describeWithRedis('graphql-ws (events through Redis)', () => suite(true));
