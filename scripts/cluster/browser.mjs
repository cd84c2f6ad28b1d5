// A tiny browser for the cluster test: keep-alive, one session cookie, and a loopback source
// address of its own (127.0.0.x), so that the per-address throttles see each one as a separate person.
import http from 'node:http';
import { createClient } from 'graphql-ws';
import { WebSocket } from 'ws';

let nextAddress = 2; // 127.0.0.1 is nginx's own address, which the app trusts as a proxy
const freshAddress = () => `127.0.0.${nextAddress++}`;

export class Browser {
  constructor(base, origin, address = freshAddress()) {
    this.base = base;
    this.origin = origin;
    this.address = address;
    this.agent = new http.Agent({ keepAlive: true, localAddress: address, maxSockets: 4 });
    this.cookie = null;
  }

  /** One request; resolves with status, headers, parsed body and which upstream answered (X-Upstream). */
  request(method, urlPath, { json, body, headers = {}, base = this.base } = {}) {
    const url = new URL(urlPath, base);
    const h = { origin: this.origin, ...headers };
    if (this.cookie) h.cookie = this.cookie;
    let payload = body;
    if (json !== undefined) {
      payload = Buffer.from(JSON.stringify(json));
      h['content-type'] = 'application/json';
    }
    if (payload) h['content-length'] = String(payload.length);
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method, headers: h, agent: this.agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const set = res.headers['set-cookie']?.find((c) => c.startsWith('cm_session='));
          if (set) this.cookie = set.startsWith('cm_session=;') ? null : set.split(';')[0];
          let data = null;
          if ((res.headers['content-type'] ?? '').includes('json')) {
            try {
              data = JSON.parse(raw.toString('utf8'));
            } catch {
              // A body that only claims to be JSON: `data` stays null and the caller's assertion shows `raw`.
            }
          }
          resolve({
            status: res.statusCode,
            headers: res.headers,
            data,
            raw,
            upstream: String(res.headers['x-upstream'] ?? ''),
          });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${urlPath}: no answer in 30 s`)));
      if (payload) req.write(payload);
      req.end();
    });
  }

  async gql(query, variables, opts = {}) {
    const r = await this.request('POST', '/graphql', { json: { query, variables }, ...opts });
    return { ...r, errors: r.data?.errors, result: r.data?.data };
  }

  /** graphql-ws with this browser's cookie, Origin and source address; `base` picks nginx or one instance. */
  socket(base = this.base) {
    const { cookie, origin, address } = this;
    class BrowserSocket extends WebSocket {
      constructor(url, protocols) {
        super(url, protocols, { headers: { cookie, origin }, localAddress: address });
      }
    }
    return createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: BrowserSocket,
      retryAttempts: 0,
      lazy: false,
    });
  }

  close() {
    this.agent.destroy();
  }
}
