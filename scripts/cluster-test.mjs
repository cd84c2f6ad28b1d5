#!/usr/bin/env node
// `npm run cluster:test`: starts the production-like cluster of scripts/cluster/stack.mjs in a
// temporary directory and drives it through nginx the way browsers would, each simulated client
// from its own loopback address (127.0.0.x) so that the per-address throttles see separate people:
//   1. sign up and verify (the code read from the mail catcher);
//   2. an image upload lands in the S3 bucket and is served back through nginx;
//   3. a moderator's approval handled by instance B reaches the seller's socket held by instance A
//      (and a socket opened through nginx);
//   4. the login throttle is shared: 10 bad logins spread over both instances, the 11th refused;
//   5. instance A is SIGKILLed while 20 clients read and write: no acknowledged write is lost, the
//      only 5xx are requests that were in flight on A, and B keeps serving;
//   6. A is restarted and nginx sends it requests again.
// Prints "N passed, N failed" and exits non-zero on any failure. A missing program (nginx,
// MariaDB, Redis) fails it at once, before anything is created. On every way out (done, failed,
// thrown, SIGINT/SIGTERM) it stops everything it started and removes its temporary directory;
// after a failure the services' logs are kept in test-artifacts/cluster-test-logs/.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { onStopSignal } from './lib/processes.mjs';
import { EMAIL_DOMAIN, ROOT, createCluster, tail } from './cluster/stack.mjs';

const require = createRequire(path.join(ROOT, 'graphql-server', 'package.json'));
const sharp = require('sharp');
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const LOAD_CLIENTS = 20;
const LOAD_PRODUCTS = 24;
const started = Date.now();
const results = [];
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- A tiny browser: keep-alive, one cookie, a loopback source address of its own ----------------

let nextAddress = 2; // 127.0.0.1 is nginx's own address, which the app trusts as a proxy
const freshAddress = () => `127.0.0.${nextAddress++}`;

class Browser {
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
            } catch {}
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

const Q = {
  me: 'query { me { id collegeId role isVerified } }',
  addProduct: 'mutation($input: AddProductInput!) { addProduct(input: $input) { product { id status } } }',
  setStatus: 'mutation($input: SetProductStatusInput!) { setProductStatus(input: $input) { product { id status } } }',
  notified: 'subscription { notificationAdded { message link } }',
  addToWishlist: 'mutation($id: ID!) { addToWishlist(productId: $id) { message } }',
};

let colour = 0;
async function photo() {
  colour = (colour + 41) % 255;
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: colour, g: 90, b: 180 } } })
    .jpeg()
    .toBuffer();
}

/** POST /api/v1/uploads as the web app does (multipart, same-origin). */
async function upload(browser, data) {
  const boundary = `----cluster${crypto.randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nproduct\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const r = await browser.request('POST', '/api/v1/uploads', {
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  assert.equal(r.status, 201, `upload: ${r.status} ${r.raw}`);
  return r.data.url;
}

let people = 0;
async function signUp(cluster, browser) {
  people += 1;
  const n = `${Date.now() % 100000}${people}`;
  const identity = {
    collegeId: `CL${n}`,
    name: `Cluster Student ${people}`,
    email: `student${n}@${EMAIL_DOMAIN}`,
    password: `cluster test ${n} password`,
  };
  const reg = await browser.request('POST', '/api/v1/auth/register', { json: identity });
  assert.equal(reg.status, 201, `register: ${reg.status} ${reg.raw}`);
  const code = await cluster.codeFor(identity.email);
  const ver = await browser.request('POST', '/api/v1/auth/verify-email', { json: { code } });
  assert.equal(ver.status, 200, `verify: ${ver.status} ${ver.raw}`);
  return { ...identity, id: ver.data.user._id };
}

async function addProduct(browser, title, image) {
  const r = await browser.gql(Q.addProduct, {
    input: {
      title,
      description: 'Sold from the cluster test.',
      price: 500,
      category: 'ELECTRONICS',
      condition: 'LIKE_NEW',
      images: [image],
    },
  });
  assert.ok(!r.errors && r.status === 200, `addProduct: ${r.status} ${JSON.stringify(r.errors)}`);
  return r.result.addProduct.product.id;
}

async function approve(browser, id, base) {
  const r = await browser.gql(Q.setStatus, { input: { id, status: 'APPROVED' } }, base ? { base } : {});
  assert.ok(!r.errors && r.status === 200, `approve: ${r.status} ${JSON.stringify(r.errors)}`);
  return r;
}

/** "3 × 502 to a GraphQL write, 1 × …", or "none". */
function summarise(list) {
  const counts = new Map();
  for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([what, n]) => `${n} × ${what}`).join(', ') || 'none';
}

async function pool(items, width, run) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await run(items[i], i);
      }
    }),
  );
  return out;
}

async function check(name, run) {
  const t = Date.now();
  try {
    await run();
    results.push({ name, ok: true });
    console.log(`  ✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  } catch (err) {
    results.push({ name, ok: false });
    console.log(
      `  ✗ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)\n      ${String(err?.stack ?? err)
        .split('\n')
        .slice(0, 6)
        .join('\n      ')}`,
    );
  }
}

// --- The run -----------------------------------------------------------------------------------

const LOGS_KEPT = path.join(ROOT, 'test-artifacts', 'cluster-test-logs');
let dir = null;
let cluster = null;
let signalled = false;
try {
  // Before the temporary directory: a missing program leaves nothing behind.
  const name = `cm-cluster-test-${crypto.randomBytes(6).toString('hex')}`;
  cluster = createCluster({ dir: path.join(os.tmpdir(), name), log: (line) => console.log(`  ${line}`) });
} catch (err) {
  console.error(`cluster:test: ${err.message}`);
  process.exit(1);
}
dir = cluster.dir;
const removeDir = () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
// Last resort for any exit (a throw outside the checks, a second signal): kill and remove.
process.on('exit', () => {
  cluster.killAll();
  removeDir();
});
onStopSignal(async (signal) => {
  signalled = true;
  console.log(`\ncluster:test: ${signal}: stopping the cluster…`);
  await cluster.stop();
  removeDir();
});

let failed = false;
try {
  console.log(`cluster:test: starting the cluster in ${dir}`);
  await cluster.start();
  console.log(`cluster up in ${elapsed()}; nginx on ${cluster.url}`);
  await runChecks(cluster);
} catch (err) {
  results.push({ name: 'cluster start', ok: false });
  console.log(`  ✗ ${err.stack ?? err}`);
} finally {
  // Interrupted: the signal handler stops, removes and exits; the checks' failures are its echo.
  if (signalled) await new Promise(() => {});
  failed = results.some((r) => !r.ok) || results.length === 0;
  if (failed) {
    for (const name of ['app-a', 'app-b', 'nginx-error', 'mariadb']) {
      const t = tail(path.join(dir, 'logs', `${name}.log`), 12);
      if (t.trim()) console.log(`--- ${name}.log (last lines)\n${t}`);
    }
  }
  await cluster.stop();
  if (failed && fs.existsSync(cluster.logs)) {
    // The logs only (the database and bucket are a hundred megabytes and useless once stopped).
    fs.rmSync(LOGS_KEPT, { recursive: true, force: true });
    fs.cpSync(cluster.logs, LOGS_KEPT, { recursive: true });
    console.log(`(the services' logs are kept in ${path.relative(ROOT, LOGS_KEPT)})`);
  }
  removeDir();
  const passed = results.filter((r) => r.ok).length;
  console.log(`\ncluster:test: ${passed} passed, ${results.length - passed} failed (${elapsed()})`);
  process.exit(failed ? 1 : 0);
}

async function runChecks(cluster) {
  const [A, B] = cluster.instances;
  const url = cluster.url;
  const admin = new Browser(url, url);
  const login = await admin.request('POST', '/api/v1/auth/login', {
    json: { collegeId: cluster.admin.collegeId, password: cluster.admin.password },
  });
  assert.equal(login.status, 200, `the admin cannot sign in: ${login.status} ${login.raw}`);

  const seller = new Browser(url, url);
  let sellerAccount;
  let image;

  await check('sign up and verify through nginx', async () => {
    sellerAccount = await signUp(cluster, seller);
    const me = await seller.gql(Q.me);
    assert.deepEqual(me.result.me, {
      id: sellerAccount.id,
      collegeId: sellerAccount.collegeId,
      role: 'USER',
      isVerified: true,
    });
  });

  await check('an upload lands in the S3 bucket and is served back through nginx', async () => {
    image = await upload(seller, await photo());
    const key = image.replace(/^\/uploads\//, '').replace(/-(1024|480|160)\.webp$/, '');
    const s3 = new S3Client({
      endpoint: cluster.s3Endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: cluster.bucket, Prefix: key }));
    s3.destroy();
    assert.deepEqual(
      (listed.Contents ?? []).map((o) => o.Key).sort(),
      [1024, 160, 480].map((s) => `${key}-${s}.webp`).sort(),
    );
    // Served by either instance from the bucket (no instance has it on its disk).
    const seen = new Set();
    for (let i = 0; i < 4; i++) {
      const r = await seller.request('GET', image);
      assert.equal(r.status, 200);
      assert.equal(r.headers['content-type'], 'image/webp');
      seen.add(r.upstream);
    }
    assert.equal(seen.size, 2, `expected both instances to serve the image, got ${[...seen]}`);
  });

  await check("a moderator's approval on instance B reaches the seller's socket on instance A", async () => {
    const onA = seller.socket(A.url);
    const viaNginx = seller.socket(url);
    const got = { a: [], nginx: [] };
    const unsubs = [
      onA.subscribe(
        { query: Q.notified },
        { next: (v) => got.a.push(v), error: (e) => got.a.push({ error: e }), complete: () => {} },
      ),
      viaNginx.subscribe(
        { query: Q.notified },
        { next: (v) => got.nginx.push(v), error: (e) => got.nginx.push({ error: e }), complete: () => {} },
      ),
    ];
    try {
      await sleep(500); // both subscriptions registered
      const id = await addProduct(seller, 'Desk lamp from the cluster', image);
      const answer = await approve(admin, id, B.url); // straight to B, past nginx
      assert.equal(answer.result.setProductStatus.product.status, 'APPROVED');
      const expected = {
        data: {
          notificationAdded: {
            message: 'Your product "Desk lamp from the cluster" was approved.',
            link: `/product/${id}`,
          },
        },
      };
      const end = Date.now() + 5000;
      while ((got.a.length === 0 || got.nginx.length === 0) && Date.now() < end) await sleep(50);
      assert.deepEqual(got.a, [expected], 'the socket on instance A');
      assert.deepEqual(got.nginx, [expected], 'the socket through nginx (WebSocket upgrade)');
    } finally {
      unsubs.forEach((u) => u());
      await Promise.all([onA.dispose(), viaNginx.dispose()]);
    }
  });

  await check('the login throttle is shared by both instances (10 bad logins, the 11th refused)', async () => {
    const guesser = new Browser(url, url);
    const served = new Set();
    for (let i = 0; i < 10; i++) {
      const r = await guesser.request('POST', '/api/v1/auth/login', {
        json: { collegeId: sellerAccount.collegeId, password: `wrong guess ${i}` },
      });
      assert.equal(r.status, 401, `bad login ${i + 1}: ${r.status} ${r.raw}`);
      served.add(r.upstream);
    }
    assert.deepEqual(
      [...served].sort(),
      [A, B].map((i) => `127.0.0.1:${i.port}`).sort(),
      'both instances counted failures',
    );
    // The 11th and 12th: refused, by each instance in turn (nginx alternates them).
    const refusedBy = new Set();
    for (let i = 11; i <= 12; i++) {
      const r = await guesser.request('POST', '/api/v1/auth/login', {
        json: { collegeId: sellerAccount.collegeId, password: `wrong guess ${i}` },
      });
      assert.equal(r.status, 429, `bad login ${i}: ${r.status} ${r.raw}`);
      assert.equal(r.data.error, 'RATE_LIMITED');
      refusedBy.add(r.upstream);
    }
    assert.equal(refusedBy.size, 2, `expected both instances to refuse, got ${[...refusedBy]}`);
    // Another address is not affected.
    const other = new Browser(url, url);
    const ok = await other.request('POST', '/api/v1/auth/login', {
      json: { collegeId: sellerAccount.collegeId, password: sellerAccount.password },
    });
    assert.equal(ok.status, 200);
    guesser.close();
    other.close();
  });

  // --- SIGKILL under load ----------------------------------------------------------------------
  let productIds = [];
  const clients = [];
  await check(`setup: ${LOAD_CLIENTS} signed-up clients and ${LOAD_PRODUCTS} approved products`, async () => {
    productIds = await pool(
      Array.from({ length: LOAD_PRODUCTS }, (_, i) => i),
      4,
      async (i) => {
        const id = await addProduct(seller, `Cluster product ${i}`, await upload(seller, await photo()));
        await approve(admin, id);
        return id;
      },
    );
    // Password hashing is the production cost (and throttled per instance): a few at a time.
    await pool(Array.from({ length: LOAD_CLIENTS }), 4, async () => {
      const b = new Browser(url, url);
      b.account = await signUp(cluster, b);
      clients.push(b);
    });
  });

  const aAddr = `127.0.0.1:${A.port}`;
  const bAddr = `127.0.0.1:${B.port}`;
  await check(
    'SIGKILL of instance A under load: no acknowledged write lost, 5xx only for requests in flight on A, B keeps serving',
    async () => {
      assert.equal(clients.length, LOAD_CLIENTS, 'setup failed');
      const log = []; // every request: { start, end, status, upstream, kind }
      const acked = new Map(clients.map((c) => [c, new Set()]));
      let killCalledAt = Infinity;
      let goneAt = Infinity;
      // In flight on A when it died: sent before it was gone, still unanswered when the kill was sent.
      const inFlightAtDeath = (e) => e.start <= goneAt && (e.end ?? Infinity) >= killCalledAt;

      const timed = async (kind, run) => {
        const entry = { kind, start: Date.now(), end: null, status: null, upstream: '' };
        log.push(entry);
        try {
          const r = await run();
          entry.status = r.status;
          entry.upstream = r.upstream;
          return r;
        } catch (err) {
          entry.status = `network error: ${err.message}`;
          return null;
        } finally {
          entry.end = Date.now();
        }
      };

      // A dies once a third of the planned requests are answered; the clients go on until nginx has
      // probed the dead instance again after fail_timeout (5 s), which must be retried on B too.
      const planned = LOAD_CLIENTS * LOAD_PRODUCTS * 2;
      const loadStart = Date.now();
      const loadEnds = () => Date.now() > goneAt + 7000 || Date.now() - loadStart > 90_000;
      const killer = (async () => {
        while (log.filter((e) => e.end).length < planned / 3) await sleep(5);
        killCalledAt = Date.now();
        await cluster.kill(A);
        goneAt = Date.now();
      })();

      await Promise.all(
        clients.map(async (c, ci) => {
          const order = [...productIds].sort(() => Math.random() - 0.5);
          // Each product once, then again (adding twice keeps one entry) until the load ends.
          for (let k = 0; k < order.length || !loadEnds(); k++) {
            const id = order[k % order.length];
            // Half the clients write through GraphQL (POST: never retried by nginx once sent), the
            // other half through the REST bridge's PUT (idempotent: nginx may retry it on B).
            const w =
              ci % 2 === 0
                ? await timed('GraphQL write', async () => {
                    const r = await c.gql(Q.addToWishlist, { id });
                    return {
                      ...r,
                      status: r.status === 200 && r.errors ? `graphql error ${JSON.stringify(r.errors)}` : r.status,
                    };
                  })
                : await timed('REST PUT write', () =>
                    c.request('PUT', '/api/v1/product/add-to-wishlist', { json: { productId: id } }),
                  );
            if (w && w.status === 200) acked.get(c).add(id);
            await timed('REST GET read', () => c.request('GET', '/api/v1/product/get-wishlist'));
          }
        }),
      );
      await killer;
      assert.ok(Number.isFinite(goneAt), 'instance A was never killed (the load ended too early)');

      // Every acknowledged write is there (read back through the survivor).
      let lost = 0;
      for (const c of clients) {
        const r = await c.request('GET', '/api/v1/product/get-wishlist');
        assert.equal(r.status, 200);
        assert.ok(r.upstream.endsWith(bAddr), `read-back served by ${r.upstream}`);
        const have = new Set(r.data.wishlist.map((p) => p._id ?? p.id));
        for (const id of acked.get(c)) if (!have.has(id)) lost++;
      }
      const ackedCount = [...acked.values()].reduce((n, s) => n + s.size, 0);

      const bad = log.filter((e) => typeof e.status !== 'number' || e.status >= 500);
      const onA = (e) => e.upstream.split(', ').includes(aAddr);
      const inFlightCount = log.filter((e) => inFlightAtDeath(e) && onA(e)).length;
      const unexplained = bad.filter((e) => !inFlightAtDeath(e) || !onA(e));
      const afterDeath = log.filter((e) => e.start > goneAt);
      const servedAfter = afterDeath.filter((e) => e.status === 200);
      const otherFailures = log.filter((e) => typeof e.status === 'number' && e.status !== 200 && e.status < 500);
      console.log(
        `      ${log.length} requests by ${LOAD_CLIENTS} clients; ${ackedCount} writes acknowledged, ${lost} lost; ` +
          `${inFlightCount} in flight on A when it died, ${bad.length} answered 5xx (${summarise(bad.map((e) => `${e.status} to a ${e.kind}`))}); ` +
          `${afterDeath.length} started after A died, ${servedAfter.length} answered 200 ` +
          `(${afterDeath.filter((e) => e.upstream === `${aAddr}, ${bAddr}`).length} of them refused by A's port and retried on B)`,
      );
      assert.equal(lost, 0, 'acknowledged writes lost');
      assert.deepEqual(
        unexplained.map((e) => ({
          kind: e.kind,
          status: e.status,
          upstream: e.upstream,
          start: e.start - killCalledAt,
        })),
        [],
        '5xx or errors beyond the requests in flight on A',
      );
      assert.ok(bad.length <= inFlightCount);
      assert.deepEqual(
        otherFailures.map((e) => e.status),
        [],
        'no other failures',
      );
      assert.ok(
        afterDeath.length > 0 && servedAfter.length === afterDeath.length,
        'the survivor answers everything after the kill',
      );
      assert.ok(
        afterDeath.every((e) => e.upstream.split(', ').at(-1) === bAddr),
        'only B answers after the kill',
      );
      // Reads are never lost: nginx retries an idempotent request on B, even one A had received.
      assert.deepEqual(
        bad.filter((e) => e.kind.includes('GET')).map((e) => e.status),
        [],
        'reads answered 5xx',
      );
      // nginx probed the dead A again (after fail_timeout) and retried those requests on B.
      assert.ok(
        afterDeath.some((e) => e.upstream === `${aAddr}, ${bAddr}`),
        'nginx never retried a refused request on B',
      );
    },
  );

  await check('instance A restarted rejoins: nginx sends it requests again', async () => {
    await cluster.restart(A);
    const probe = clients[0] ?? seller;
    const end = Date.now() + 20_000; // fail_timeout is 5 s
    let servedByA = 0;
    let failures = 0;
    while (Date.now() < end && servedByA < 3) {
      const r = await probe.request('GET', '/api/v1/product/get-wishlist');
      if (r.status !== 200) failures++;
      if (r.upstream.split(', ').at(-1) === aAddr && r.status === 200) servedByA++;
      await sleep(100);
    }
    assert.equal(failures, 0, 'requests failed while A rejoined');
    assert.ok(servedByA >= 3, 'no request reached the restarted instance A within 20 s');
    // And it is a full member: its sockets get events published by B.
    const onA = seller.socket(A.url);
    const got = [];
    const unsub = onA.subscribe(
      { query: Q.notified },
      { next: (v) => got.push(v), error: (e) => got.push({ error: e }), complete: () => {} },
    );
    try {
      await sleep(500);
      const id = await addProduct(seller, 'Lamp after the restart', await upload(seller, await photo()));
      await approve(admin, id, B.url);
      const until = Date.now() + 5000;
      while (got.length === 0 && Date.now() < until) await sleep(50);
      assert.equal(got[0]?.data?.notificationAdded?.message, 'Your product "Lamp after the restart" was approved.');
    } finally {
      unsub();
      await onA.dispose();
    }
  });

  for (const c of [admin, seller, ...clients]) c.close();
}
