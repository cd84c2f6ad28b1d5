import 'reflect-metadata';
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { signedHeaders } from '../src/modules/webhooks/webhook-signing';
import { type TestAccount, accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { until } from './helpers/ws';
import { ORIGIN, PRODUCT_OPS, addApproved, addProduct } from './products.support';
import { createToken } from './tokens.support';
import { WEBHOOK_OPS, createWebhook, deliveryStatus } from './webhooks.support';

/**
 * The runnable examples of docs/integrations.md (examples/*.mjs), run as another campus app runs
 * them: their own Node process, talking to the server over HTTP only.
 */
const EXAMPLES = path.join(__dirname, '..', '..', 'examples');
/** Low, so that the listing script meets its 429 after a few runs with one token. */
const RATE = 3;

/** One example script as a child process, its output kept line by line. */
class Script {
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;
  private out = '';
  private err = '';

  constructor(name: string, args: string[], env: Record<string, string>) {
    this.child = spawn(process.execPath, [path.join(EXAMPLES, name), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (c: Buffer) => (this.out += String(c)));
    this.child.stderr!.on('data', (c: Buffer) => (this.err += String(c)));
    this.exited = new Promise((resolve) => this.child.once('close', (code) => resolve(code)));
  }

  get lines(): string[] {
    return this.out.split('\n').filter(Boolean);
  }

  get stderr(): string {
    return this.err;
  }

  /** Waits for a line of its output matching `re` (the server and the script run side by side). */
  async line(re: RegExp): Promise<string> {
    await until(() => this.lines.some((l) => re.test(l)) || this.child.exitCode !== null);
    const found = this.lines.find((l) => re.test(l));
    if (!found) throw new Error(`no line ${re}: ${this.out}${this.err}`);
    return found;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
    await this.exited;
  }
}

/** Runs a script to its end (asynchronously: the server answering it lives in this process). */
async function run(name: string, args: string[], env: Record<string, string>) {
  const script = new Script(name, args, env);
  const code = await script.exited;
  return { code, lines: script.lines, stderr: script.stderr };
}

/** A port nothing listens on now: the webhook's URL is registered before its receiver starts (it needs the secret). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeApp('examples/ (docs/integrations.md)', () => {
  let app: TestApp;
  let seller: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  const scripts: Script[] = [];
  const listing = (title: string) => addApproved(app, seller.agent, seller.id, { title });
  const list = (token: string, ...args: string[]) =>
    run('list-new-listings.mjs', args, { CAMPUS_URL: app.url, CAMPUS_TOKEN: token });

  beforeAll(async () => {
    app = await createTestApp({
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', API_TOKEN_RATE_PER_MINUTE: String(RATE) },
    });
    seller = await verifiedAccount(app);
    moderator = await accountWithRole(app, 'moderator');
    admin = await accountWithRole(app, 'admin');
  });
  afterAll(async () => {
    for (const s of scripts) await s.stop();
    await app?.close();
  });

  it('list-new-listings.mjs prints the approved listings, newest first, after --since or the newest --limit', async () => {
    await listing('Drafting board');
    app.clock.advance(2000);
    const since = app.clock.now().toISOString();
    app.clock.advance(1000);
    await listing('Desk lamp');
    await addProduct(app, seller.agent, seller.id, { title: 'Kettle under review' });
    const { token } = await createToken(seller, ['read:products']);

    const all = await list(token);
    expect({ code: all.code, stderr: all.stderr }).toEqual({ code: 0, stderr: '' });
    expect(all.lines.map((l) => l.split('  ')[2])).toEqual(['Desk lamp', 'Drafting board']);
    expect(all.lines[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z {2}₹1200 {2}Desk lamp {2}\(ELECTRONICS, [0-9a-f-]{36}\)$/);
    const recent = await list(token, '--since', since);
    expect(recent.lines.map((l) => l.split('  ')[2])).toEqual(['Desk lamp']);
    expect((await list(token, '--limit', '1')).lines).toEqual([all.lines[0]]);

    // The token's RATE calls this minute are spent: 429, told with its wait.
    const limited = await list(token);
    expect({ code: limited.code, lines: limited.lines }).toEqual({ code: 5, lines: [] });
    expect(limited.stderr).toMatch(/^list-new-listings: rate limited \(429\): try again in \d+ seconds\n$/);
  });

  it("list-new-listings.mjs reads with an admin's app token too", async () => {
    const res = await admin.agent
      .post('/api/v1/admin/app-tokens')
      .set('Origin', ORIGIN)
      .send({ name: 'Notice-board bot' });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^cma_/);
    const out = await list(res.body.token as string, '--limit', '2');
    expect({ code: out.code, titles: out.lines.map((l) => l.split('  ')[2]) }).toEqual({
      code: 0,
      titles: ['Desk lamp', 'Drafting board'],
    });
  });

  it('list-new-listings.mjs fails cleanly: a revoked token (401), a token without read:products (403), no settings', async () => {
    const { token, apiToken } = await createToken(seller, ['read:products']);
    const revoke = await seller.agent.delete(`/api/v1/tokens/${apiToken._id}`).set('Origin', ORIGIN);
    expect(revoke.status).toBe(200);
    const revoked = await list(token);
    expect({ code: revoked.code, lines: revoked.lines, stderr: revoked.stderr }).toEqual({
      code: 3,
      lines: [],
      stderr: 'list-new-listings: the token was refused (401): This API token is invalid, expired or revoked\n',
    });

    const wishlistOnly = await createToken(seller, ['read:wishlist']);
    const refused = await list(wishlistOnly.token);
    expect({ code: refused.code, lines: refused.lines }).toEqual({ code: 4, lines: [] });
    expect(refused.stderr).toMatch(/^list-new-listings: the token lacks the scope read:products \(403\)/);

    const unset = await run('list-new-listings.mjs', [], { CAMPUS_URL: '', CAMPUS_TOKEN: '' });
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain('set CAMPUS_URL');
  });

  it.each(['standardwebhooks', 'hmac'])(
    'webhook-receiver.mjs (verifying with %s) accepts a real signed delivery with 204 and refuses tampering with 400',
    async (verifier) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}/hooks/market`;
      const hook = await createWebhook(admin, url, ['PRODUCT_APPROVED']);
      const receiver = new Script('webhook-receiver.mjs', [], {
        PORT: String(port),
        WEBHOOK_SECRET: hook.secret,
        WEBHOOK_VERIFY: verifier,
      });
      scripts.push(receiver);
      await receiver.line(
        new RegExp(`^listening on .* \\(verifying with ${verifier === 'hmac' ? 'node:crypto' : verifier}`),
      );

      const title = `Kettle told by ${verifier}`;
      const id = await addProduct(app, seller.agent, seller.id, { title });
      const approved = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
      expect(approved.errors).toBeUndefined();
      await receiver.line(new RegExp(`^verified msg_[0-9a-f]+ product\\.approved "${title}"$`));
      const delivery = await deliveryStatus(admin, hook.id, 'DELIVERED');
      expect(delivery.attempts.map((a) => a.statusCode)).toEqual([204]);

      // The same message re-sent by hand: signed right it passes (once handled, it is a duplicate);
      // a changed body, a wrong signature or no signature at all is refused.
      const send = (body: string, headers: Record<string, string>) =>
        fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
      const headers = signedHeaders(hook.secret, delivery.messageId, new Date(), delivery.payload);
      expect((await send(delivery.payload, headers)).status).toBe(204);
      await receiver.line(new RegExp(`^duplicate ${delivery.messageId} product\\.approved`));
      const tampered = delivery.payload.replace(title, `${title} (free!)`);
      expect(tampered).not.toBe(delivery.payload);
      expect((await send(tampered, headers)).status).toBe(400);
      await receiver.line(new RegExp(`^rejected ${delivery.messageId}: No matching signature found$`));
      const forged = { ...headers, 'webhook-signature': `v1,${Buffer.alloc(32).toString('base64')}` };
      expect((await send(delivery.payload, forged)).status).toBe(400);
      expect((await send(delivery.payload, {})).status).toBe(400);
      await receiver.line(/^rejected \(no id\): Missing required headers$/);

      // Deleted, so the next case's approval is not sent here too.
      expect((await gql(admin.agent, WEBHOOK_OPS.del, { id: hook.id })).errors).toBeUndefined();
      await receiver.stop();
    },
  );
});
