// The cluster test's checks of one user's journey through nginx: sign up and verify, an upload stored
// in the S3 bucket, a moderator's approval on one instance reaching a socket on the other, and the
// login throttle shared by both instances.
import assert from 'node:assert/strict';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sleep } from '../lib/processes.mjs';
import { Browser } from './browser.mjs';
import { check } from './check.mjs';
import { Q, addProduct, approve, photo, signUp, upload } from './market.mjs';

/**
 * `ctx`: { cluster, admin, seller } (the admin signed in, the seller's browser); sets
 * `ctx.sellerAccount` and `ctx.image` (an uploaded photo) for the checks that follow.
 */
export async function checkJourney(ctx) {
  const { cluster, admin, seller } = ctx;
  const [A, B] = cluster.instances;
  const url = cluster.url;

  await check('sign up and verify through nginx', async () => {
    ctx.sellerAccount = await signUp(cluster, seller);
    const me = await seller.gql(Q.me);
    assert.deepEqual(me.result.me, {
      id: ctx.sellerAccount.id,
      collegeId: ctx.sellerAccount.collegeId,
      role: 'USER',
      isVerified: true,
    });
  });

  await check('an upload lands in the S3 bucket and is served back through nginx', async () => {
    ctx.image = await upload(seller, await photo());
    const image = ctx.image;
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
      const id = await addProduct(seller, 'Desk lamp from the cluster', ctx.image);
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
    const { sellerAccount } = ctx;
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
}
