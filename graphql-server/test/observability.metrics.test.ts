import http from 'node:http';
import { verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { sample } from './helpers/metrics-text';
import { USE_MYSQL } from './helpers/services';
import { wsClientWith } from './helpers/ws';

function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }),
        );
      })
      .on('error', reject);
  });
}

describeApp('/metrics', () => {
  it('answers 404 on the main port when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const app = await createTestApp();
    try {
      const res = await app.agent().get('/metrics');
      expect(res.status).toBe(404);
      expect(app.server.metricsPort).toBeNull();
    } finally {
      await app.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    const TOKEN = 'metrics-token-0123456789abcdef';
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({
        env: { METRICS_TOKEN: TOKEN, DB_POOL_SIZE: '3' },
        limits: { loginFailuresPerIp: { limit: 1, windowMs: 60_000 } },
      });
    });
    afterAll(() => app?.close());

    it('refuses a missing or wrong bearer token with 401', async () => {
      const none = await app.agent().get('/metrics');
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
      expect((await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`)).status).toBe(401);
      expect((await app.agent().get('/metrics').set('Authorization', TOKEN)).status).toBe(401);
    });

    it('serves the Prometheus text format: latencies, pool, websockets, event-loop lag, throttle refusals', async () => {
      const account = await verifiedAccount(app);
      // Two wrong passwords from one address with a limit of one: the second is refused.
      await app
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: account.collegeId, password: 'wrong password one' })
        .expect(401);
      await app
        .agent()
        .post('/api/v1/auth/login')
        .send({ collegeId: account.collegeId, password: 'wrong password two' })
        .expect(429);
      await account.agent.post('/graphql').send({ query: 'query Profile { me { id } }' }).expect(200);
      await account.agent.get(`/api/v1/user/${account.id}`);

      // A live subscription, with a request id of our own on the upgrade.
      let upgradeId: string | undefined;
      const client = wsClientWith(app, {
        cookie: account.cookie,
        headers: { 'x-request-id': 'ws-metrics' },
        onUpgrade: (res) => (upgradeId = res.headers['x-request-id'] as string),
      });
      const stop = client.subscribe(
        { query: 'subscription { meUpdated { id } }' },
        { next: () => {}, error: () => {}, complete: () => {} },
      );
      try {
        let text = '';
        const deadline = Date.now() + 20_000; // idle it holds at once; a loaded machine is slower
        for (;;) {
          const res = await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
          expect(res.status).toBe(200);
          expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
          text = res.text;
          if (sample(text, 'graphql_ws_subscriptions') === 1 || Date.now() > deadline) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(upgradeId).toBe('ws-metrics');
        expect(sample(text, 'graphql_ws_connections')).toBe(1);
        expect(sample(text, 'graphql_ws_subscriptions')).toBe(1);
        expect(sample(text, 'throttle_refusals_total', { throttle: 'login:ip' })).toBe(1);
        expect(
          sample(text, 'http_request_duration_seconds_count', {
            method: 'POST',
            route: '/api/v1/auth/login',
            status: '429',
          }),
        ).toBe(1);
        expect(
          sample(text, 'http_request_duration_seconds_count', {
            method: 'GET',
            route: '/api/v1/user/:id',
            status: '200',
          }),
        ).toBe(1);
        expect(
          sample(text, 'graphql_operation_duration_seconds_count', {
            operation: 'Profile',
            type: 'query',
            outcome: 'ok',
          }),
        ).toBe(1);
        expect(sample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'db_pool_waiting_requests')).toBe(0);
        expect(sample(text, 'db_pool_connections_max')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
        // No raw path, address or account in any label.
        expect(text).not.toContain(account.id);
        expect(text).not.toContain('127.0.0.1');
        expect(text).not.toContain(account.collegeId);
      } finally {
        stop();
        await client.dispose();
      }
    });

    it('reads the connection pool: connections in use and requests waiting (SQLite: one synchronous connection)', async () => {
      const scrape = async () => (await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
      if (!USE_MYSQL) {
        const text = await scrape();
        expect([
          sample(text, 'db_pool_connections_in_use'),
          sample(text, 'db_pool_waiting_requests'),
          sample(text, 'db_pool_connections_max'),
        ]).toEqual([0, 0, 1]);
        return;
      }
      // The background jobs (webhook sender, alerts, sweeps) would wait for a connection too when
      // their tick falls in the window: stopped, the one query below is the only waiter.
      await app.services.stopBackgroundJobs();
      // Hold every pooled connection, then ask for one more: it waits.
      const held = [
        app.services.db.createQueryRunner(),
        app.services.db.createQueryRunner(),
        app.services.db.createQueryRunner(),
      ];
      for (const r of held) await r.connect();
      const waiting = app.services.db.query('SELECT 1');
      try {
        const text = await scrape();
        expect(sample(text, 'db_pool_connections_max')).toBe(3);
        expect(sample(text, 'db_pool_connections_in_use')).toBe(3);
        expect(sample(text, 'db_pool_waiting_requests')).toBe(1);
      } finally {
        for (const r of held) await r.release();
      }
      await waiting;
      const after = await scrape();
      expect(sample(after, 'db_pool_connections_in_use')).toBe(0);
      expect(sample(after, 'db_pool_waiting_requests')).toBe(0);
    });

    it("labels an operation by name only when it is one of the web app's; unnamed operations as anonymous", async () => {
      await app.agent().post('/graphql').send({ query: '{ me { id } }' }).expect(200);
      const res = await app.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(
        sample(res.text, 'graphql_operation_duration_seconds_count', { operation: 'anonymous', type: 'query' }),
      ).toBe(1);
      expect(app.services.metrics.operationLabel('Op5', true)).toBe('other');
      expect(app.services.metrics.operationLabel('BrowseProducts', true)).toBe('BrowseProducts');
      expect(app.services.metrics.operationLabel('bad name!', true)).toBe('other');
      expect(app.services.metrics.operationLabel('Anything', false)).toBe('unknown');
    });
  });

  it('with METRICS_PORT: serves them on a listener of its own (127.0.0.1) and not on the main port', async () => {
    const app = await createTestApp({ env: { METRICS_PORT: '0' } });
    try {
      const port = app.server.metricsPort;
      expect(port).toEqual(expect.any(Number));
      expect(port).not.toBe(app.port);
      const res = await get(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
      expect(res.body).toContain('nodejs_eventloop_lag_seconds');
      expect((await get(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);
      expect((await app.agent().get('/metrics')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
