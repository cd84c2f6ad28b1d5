import type { IncomingMessage } from 'node:http';
import { ConfigError, loadConfig } from '../src/config';
import { clientAddress, compileTrust, oneSpelling } from '../src/http/client-address';
import { WS_CLOSE_TOO_MANY_CONNECTIONS } from '../src/http/ws-caps';
import { newIdentity } from './helpers/accounts';
import { RawSocket } from './helpers/raw-ws';
import { type TestApp, createTestApp, describeApp } from './helpers/app';

/** Ten bad logins, each claiming another client address in X-Forwarded-For; then an eleventh. */
async function eleventhLoginStatus(app: TestApp): Promise<number> {
  const agent = app.agent();
  const attempt = (n: number) =>
    agent
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', `203.0.113.${n}`)
      .send({ collegeId: newIdentity('P').collegeId, password: 'not the password' });
  for (let n = 1; n <= 10; n++) expect((await attempt(n)).status).toBe(401);
  return (await attempt(11)).status;
}

describe('TRUST_PROXY settings', () => {
  const base = { NODE_ENV: 'test' };
  it('accepts a hop count, true/false, or a list of proxy addresses, CIDRs and names', () => {
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
  });

  it('refuses a value that is neither, naming the setting', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'nginx' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/);
  });
});

describe('one spelling per client address', () => {
  const req = (remoteAddress: string, forwardedFor?: string) =>
    ({
      socket: { remoteAddress },
      connection: { remoteAddress },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    }) as unknown as IncomingMessage;

  it('an IPv4 client on a dual-stack socket is the same address as through a proxy', () => {
    expect(clientAddress(req('::ffff:127.0.0.2'), compileTrust(false))).toBe('127.0.0.2');
    expect(clientAddress(req('::ffff:127.0.0.1', '127.0.0.2'), compileTrust(['127.0.0.1']))).toBe('127.0.0.2');
    expect(clientAddress(req('::1'), compileTrust(false))).toBe('::1');
    expect(oneSpelling(undefined)).toBe('unknown');
  });
});

describeApp('client addresses behind a proxy', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  it('with the proxy named by address, a client reaching the app directly cannot spoof X-Forwarded-For', async () => {
    // Our test client connects from 127.0.0.1, which is not the named proxy: its header is ignored,
    // so all eleven attempts count against one address.
    app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });
    expect(await eleventhLoginStatus(app)).toBe(429);
  });

  it("the websocket uses the same rule: a direct client's spoofed X-Forwarded-For is ignored", async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5', WS_MAX_SOCKETS_PER_ADDRESS: '2' } });
    const sockets = [];
    for (const spoofed of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      sockets.push(await RawSocket.open(app, { 'x-forwarded-for': spoofed }));
    try {
      // All three come from 127.0.0.1: the third is over the cap of two for that address.
      expect((await sockets[2].closed).code).toBe(WS_CLOSE_TOO_MANY_CONNECTIONS);
      expect(await sockets[0].init()).toBe('ack');
    } finally {
      for (const s of sockets) await s.close();
    }
  });

  it('requests that come through the named proxy are counted per forwarded client address', async () => {
    app = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    expect(await eleventhLoginStatus(app)).toBe(401);
  });
});

describeApp('the session cookie', () => {
  let app: TestApp;
  afterEach(() => app?.close());

  const setCookie = (res: { headers: Record<string, unknown> }) =>
    ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);

  it('over https is __Host-cm_session: Secure, Path=/, no Domain; only that name signs in', async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://market.college.edu' } });
    const res = await app.agent().post('/api/v1/auth/register').send(newIdentity());
    expect(res.status).toBe(201);
    const cookie = setCookie(res).find((c) => c.startsWith('__Host-cm_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = cookie!.split(';')[0].slice('__Host-cm_session='.length);
    expect((await app.agent().post('/api/v1/manage/check').set('Cookie', `__Host-cm_session=${token}`)).status).toBe(
      200,
    );
    // A cookie planted without the prefix (e.g. from a sibling subdomain) is not read.
    expect((await app.agent().post('/api/v1/manage/check').set('Cookie', `cm_session=${token}`)).status).toBe(401);
  });

  it('over plain http (development) keeps the name cm_session', async () => {
    app = await createTestApp();
    const res = await app.agent().post('/api/v1/auth/register').send(newIdentity());
    expect(setCookie(res).some((c) => c.startsWith('cm_session=') && !/Secure/.test(c))).toBe(true);
  });
});
