// The cluster test's checks of failover: instance A is SIGKILLed while 20 clients read and write
// (no acknowledged write is lost, the only 5xx are requests that were in flight on A, B keeps
// serving), then restarted, after which nginx sends it requests again and its sockets get B's events.
import assert from 'node:assert/strict';
import { sleep } from '../lib/processes.mjs';
import { Browser } from './browser.mjs';
import { check } from './check.mjs';
import { Q, addProduct, approve, photo, signUp, upload } from './market.mjs';

const LOAD_CLIENTS = 20;
const LOAD_PRODUCTS = 24;

/** "3 × 502 to a GraphQL write, 1 × …", or "none". */
function summarise(list) {
  const counts = new Map();
  for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([what, n]) => `${n} × ${what}`).join(', ') || 'none';
}

/** `run` over `items`, at most `width` at a time; the results in the items' order. */
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

/**
 * `ctx`: { cluster, admin, seller } as for checkJourney. Returns the load's client browsers (the
 * caller closes them).
 */
export async function checkFailover(ctx) {
  const { cluster, admin, seller } = ctx;
  const [A, B] = cluster.instances;
  const url = cluster.url;

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

  return clients;
}
