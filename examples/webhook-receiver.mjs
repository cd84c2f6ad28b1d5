#!/usr/bin/env node
// A Campus Market webhook endpoint: verifies each delivery's Standard Webhooks signature, answers
// 204 when it holds and 400 when it does not, and logs the event. Node 20. A guide: docs/integrations.md.
//
//   WEBHOOK_SECRET=whsec_… PORT=3000 node examples/webhook-receiver.mjs
//
// It verifies with the `standardwebhooks` npm package (npm install standardwebhooks; this repository
// has it). WEBHOOK_VERIFY=hmac, or the package missing, verifies by hand with node:crypto instead:
// both accept exactly the same deliveries. PORT=0 picks a free port (printed on start).
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

const secret = process.env.WEBHOOK_SECRET;
if (!secret?.startsWith('whsec_')) {
  console.error('webhook-receiver: set WEBHOOK_SECRET to the whsec_… secret answered when the webhook was created');
  process.exit(2);
}
/** A delivery older or newer than this is refused: a replayed old one cannot pass. */
const TOLERANCE_SECONDS = 5 * 60;

/** By hand: HMAC-SHA256 of "id.timestamp.body", keyed with the secret's base64 part decoded. */
function verifyByHand(body, headers) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new Error('Missing required headers');
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(Date.now() / 1000 - seconds) > TOLERANCE_SECONDS)
    throw new Error('Timestamp missing or out of range');
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  // The header may carry several signatures ("v1,abc v1,def") while a secret is rotated.
  const ok = signatures.split(' ').some((s) => {
    const [version, value] = s.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new Error('No matching signature found');
  return JSON.parse(body);
}

/** The package's verifier when it is installed (and not turned off), else the one above. */
async function verifier() {
  if (process.env.WEBHOOK_VERIFY !== 'hmac') {
    try {
      const { Webhook } = await import('standardwebhooks');
      const wh = new Webhook(secret);
      return { name: 'standardwebhooks', verify: (body, headers) => wh.verify(body, headers) };
    } catch {
      // not installed: verify by hand
    }
  }
  return { name: 'node:crypto HMAC', verify: verifyByHand };
}

const { name, verify } = await verifier();
/** webhook-id is the same on every retry and redelivery of one event: handle each event once. */
const seen = new Set();

const server = http.createServer((req, res) => {
  if (req.method !== 'POST') return res.writeHead(405, { allow: 'POST' }).end();
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > 1_000_000)
      req.destroy(); // no event is this big
    else chunks.push(chunk);
  });
  req.on('end', () => {
    // Verify the raw bytes as they came: parsing and re-serialising the JSON would change them.
    const body = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      event = verify(body, req.headers);
    } catch (err) {
      console.log(`rejected ${req.headers['webhook-id'] ?? '(no id)'}: ${err.message}`);
      return res.writeHead(400).end();
    }
    const id = req.headers['webhook-id'];
    // Answer fast (the sender waits 10 s at most); do slow work after answering, or in a queue.
    res.writeHead(204).end();
    if (seen.has(id)) return console.log(`duplicate ${id} ${event.type}: already handled`);
    seen.add(id);
    const what = event.data.product?.title ?? event.data.user?.name ?? '';
    console.log(`verified ${id} ${event.type} ${JSON.stringify(what)}`);
  });
});

server.listen(Number(process.env.PORT ?? 3000), () => {
  console.log(`listening on http://localhost:${server.address().port}/ (verifying with ${name})`);
});
