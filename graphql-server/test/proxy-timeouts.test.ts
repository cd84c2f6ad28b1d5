import http from 'node:http';
import { SERVER_TIMEOUTS } from '../src/http/server-timeouts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';

/**
 * Behind a reverse proxy (README "Behind a reverse proxy"): the proxy keeps idle connections to
 * the app and reuses them, so the app must keep an idle connection open longer than the proxy
 * does (nginx's upstream keepalive_timeout, 60 s). Node's own default is 5 s.
 */
describeApp('HTTP keep-alive behind a reverse proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('announces a 65 s idle timeout, longer than the proxy’s 60 s, with headers and request timeouts above it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(`${app.url}/healthz`, agent);
    expect(first.headers['keep-alive']).toBe('timeout=65');
    expect(SERVER_TIMEOUTS.headersTimeout).toBeGreaterThan(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersTimeout);
    agent.destroy();
  });

  it('keeps an idle connection open past Node’s 5 s default, so the proxy can reuse it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(`${app.url}/healthz`, agent);
    expect(first.reused).toBe(false);
    // Past Node's 5 s default: a wait for time itself, as the rule under test is a timeout.
    await new Promise((r) => setTimeout(r, 6000));
    const second = await get(`${app.url}/healthz`, agent);
    expect(second.status).toBe(200);
    expect(second.reused).toBe(true);
    agent.destroy();
  }, 15_000);
});

function get(
  url: string,
  agent: http.Agent,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}
