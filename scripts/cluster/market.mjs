// What the cluster test does on the market as its users would: the GraphQL documents it sends,
// signing up (the code read from the mail catcher), uploading a photo, adding and approving a product.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { EMAIL_DOMAIN, ROOT } from './stack.mjs';

const require = createRequire(path.join(ROOT, 'graphql-server', 'package.json'));
const sharp = require('sharp');

export const Q = {
  me: 'query { me { id collegeId role isVerified } }',
  addProduct: 'mutation($input: AddProductInput!) { addProduct(input: $input) { product { id status } } }',
  setStatus: 'mutation($input: SetProductStatusInput!) { setProductStatus(input: $input) { product { id status } } }',
  notified: 'subscription { notificationAdded { message link } }',
  addToWishlist: 'mutation($id: ID!) { addToWishlist(productId: $id) { message } }',
};

let colour = 0;
/** A small JPEG, a different colour each time. */
export async function photo() {
  colour = (colour + 41) % 255;
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: colour, g: 90, b: 180 } } })
    .jpeg()
    .toBuffer();
}

/** POST /api/v1/uploads as the web app does (multipart, same-origin). */
export async function upload(browser, data) {
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
/** Registers a new student in `browser` and verifies the address with the mailed code. */
export async function signUp(cluster, browser) {
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

export async function addProduct(browser, title, image) {
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

/** A moderator's approval; `base` sends it straight to one instance instead of through nginx. */
export async function approve(browser, id, base) {
  const r = await browser.gql(Q.setStatus, { input: { id, status: 'APPROVED' } }, base ? { base } : {});
  assert.ok(!r.errors && r.status === 200, `approve: ${r.status} ${JSON.stringify(r.errors)}`);
  return r;
}
