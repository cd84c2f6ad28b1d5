import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../src/lib/errors';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import {
  fetchImage as fetchImageOf,
  filesOf as filesOfUpload,
  jpeg,
  uploadImage,
  uploadRow,
  varyingJpeg,
} from './helpers/images';

const ORIGIN = 'http://localhost:4000'; // PUBLIC_URL of createTestApp
const HOUR = 60 * 60 * 1000;

/** Expects an AppError with BAD_USER_INPUT and the given per-field messages. */
async function expectBadInput(p: Promise<unknown>, fields: Record<string, string>): Promise<void> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('BAD_USER_INPUT');
  expect((err as AppError).fields).toEqual(fields);
}

describeApp('image uploads: serving and the uploads service', () => {
  let app: TestApp;
  let seller: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
  });
  afterAll(() => app?.close());

  const fetchImage = (url: string) => fetchImageOf(app, url);
  const row = (key: string) => uploadRow(app, key);
  const filesOf = (key: string) => filesOfUpload(app, key);
  describe('GET /uploads/...', () => {
    it('serves only stored .webp files: no index, no dotfiles, no other types', async () => {
      fs.mkdirSync(path.join(app.services.config.dataDir, 'uploads', 'products'), { recursive: true });
      fs.writeFileSync(
        path.join(app.services.config.dataDir, 'uploads', 'products', 'page.html'),
        '<script>alert(1)</script>',
      );
      fs.writeFileSync(path.join(app.services.config.dataDir, 'uploads', '.secret.webp'), 'x');
      for (const p of [
        '/uploads/',
        '/uploads/products',
        '/uploads/products/page.html',
        '/uploads/.secret.webp',
        '/uploads/products/nope-1024.webp',
        '/uploads/%2e%2e/campus-market.sqlite',
        '/uploads/products%2f..%2f..%2fcampus-market.sqlite',
      ]) {
        const res = await app.agent().get(p);
        expect([p, res.status]).toEqual([p, 404]);
      }
    });
  });

  describe('UploadsService', () => {
    it("resolveKeys: own URLs in order (relative or absolute, any size); refuses foreign, other users', made-up and wrong-folder URLs", async () => {
      const { uploads } = app.services;
      const a = await uploads.storeImage(seller.id, await jpeg(30, 30), 'product');
      const b = await uploads.storeImage(seller.id, await jpeg(30, 30), 'product');
      const keys = await uploads.resolveKeys([b.url, `${ORIGIN}${a.url}`, a.thumbnail], seller.id, 'product');
      expect(keys).toEqual([b.key, a.key, a.key]);
      expect(uploads.urls(a.key)).toEqual({ url: a.url, medium: a.medium, thumbnail: a.thumbnail });

      const other = await verifiedAccount(app);
      const theirs = await uploads.storeImage(other.id, await jpeg(30, 30), 'product');
      const avatar = await uploads.storeImage(seller.id, await jpeg(30, 30), 'avatar');
      const madeUp = a.url.replace(/[0-9a-f]{12}-1024/, '000000000000-1024');
      await expectBadInput(uploads.resolveKeys([a.url, theirs.url], seller.id, 'product'), {
        images: 'Image 2 was not uploaded to Campus Market',
      });
      await expectBadInput(uploads.resolveKeys(['https://example.com/cat.webp'], seller.id, 'product'), {
        images: 'Image 1 was not uploaded to Campus Market',
      });
      await expectBadInput(uploads.resolveKeys([madeUp], seller.id, 'product'), {
        images: 'Image 1 was not uploaded to Campus Market',
      });
      await expectBadInput(uploads.resolveKeys([a.url, b.url, avatar.url], seller.id, 'product', 'photos'), {
        photos: 'Image 3 was not uploaded to Campus Market',
      });
      await expectBadInput(uploads.resolveKeys(['/uploads/../products/x-1024.webp'], seller.id, 'product'), {
        images: 'Image 1 was not uploaded to Campus Market',
      });
      await expectBadInput(uploads.resolveKeys([`https://other.example${a.url}`], seller.id, 'product'), {
        images: 'Image 1 was not uploaded to Campus Market',
      });
      expect(await uploads.resolveKeys([avatar.url], seller.id, 'banner')).toEqual([avatar.key]);
      // A product that already shows someone else's image (e.g. edited by an admin) may keep it.
      expect(await uploads.resolveKeys([theirs.url, a.url], seller.id, 'product', 'images', [theirs.key])).toEqual([
        theirs.key,
        a.key,
      ]);
      // One upload, one use: once attached, only what already has it may name it again.
      await uploads.markAttached([a.key]);
      await expectBadInput(uploads.resolveKeys([b.url, a.url], seller.id, 'product'), {
        images: 'Image 2 is already used elsewhere; upload it again',
      });
      expect(await uploads.resolveKeys([b.url, a.url], seller.id, 'product', 'images', [a.key])).toEqual([
        b.key,
        a.key,
      ]);
    });

    it('remove() deletes the files and the rows', async () => {
      const { uploads } = app.services;
      const img = await uploads.storeImage(seller.id, await jpeg(30, 30), 'product');
      for (const f of filesOf(img.key)) expect(fs.existsSync(f)).toBe(true);
      await uploads.remove([img.key]);
      for (const f of filesOf(img.key)) expect(fs.existsSync(f)).toBe(false);
      expect(await row(img.key)).toBeNull();
      expect((await fetchImage(img.url)).status).toBe(404);
    });

    it('removeOrphans deletes uploads left unattached for a day and keeps attached ones', async () => {
      const { uploads } = app.services;
      const orphan = await uploads.storeImage(seller.id, await jpeg(30, 30), 'product');
      const used = await uploads.storeImage(seller.id, await jpeg(30, 30), 'product');
      await app.services.db.transaction((manager) => uploads.markAttached([used.key], manager));
      expect((await row(used.key))?.attachedAt).toBeInstanceOf(Date);

      app.clock.advance(23 * HOUR);
      await uploads.removeOrphans();
      expect(await row(orphan.key)).not.toBeNull();

      app.clock.advance(2 * HOUR);
      try {
        expect(await uploads.removeOrphans()).toBeGreaterThanOrEqual(1);
        expect(await row(orphan.key)).toBeNull();
        for (const f of filesOf(orphan.key)) expect(fs.existsSync(f)).toBe(false);
        expect(await row(used.key)).not.toBeNull();
        for (const f of filesOf(used.key)) expect(fs.existsSync(f)).toBe(true);
        expect(await uploads.removeOrphans()).toBe(0);
      } finally {
        app.clock.reset();
      }
    });
  });
});

describeApp('image upload quota', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ limits: { uploadsPerUser: { limit: 2, windowMs: HOUR } } });
  });
  afterAll(() => app?.close());

  it('429 with retryAfterSeconds once a user used up the quota; other users are not affected', async () => {
    const a = await verifiedAccount(app);
    const img = await jpeg(20, 20);
    const send = (who: TestAccount) =>
      who.agent.post('/api/v1/uploads').set('Origin', ORIGIN).attach('file', img, 'a.jpg');
    expect((await send(a)).status).toBe(201);
    expect((await send(a)).status).toBe(201);
    const refused = await send(a);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      message: 'You have uploaded too many images. Try again later.',
      error: 'RATE_LIMITED',
    });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const b = await verifiedAccount(app);
    expect((await send(b)).status).toBe(201);
  });
});

describeApp('GET /uploads from local disk: the same validators', () => {
  let app: TestApp;
  let seller: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
  });
  afterAll(() => app?.close());

  it('ETag and Last-Modified, 304 on If-None-Match, HEAD without a body', async () => {
    const res = await uploadImage(seller.agent, await varyingJpeg(300, 300));
    const got = await fetchImageOf(app, res.body.url);
    expect(got.status).toBe(200);
    expect(got.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const file = fs.readFileSync(path.join(app.dataDir, 'uploads', res.body.url.replace(/^\/uploads\//, '')));
    expect(Buffer.compare(got.body as Buffer, file)).toBe(0);
    expect(got.headers['content-length']).toBe(String(file.length));
    expect(got.headers.etag).toMatch(/^W\/".+"$/);
    expect(Date.parse(got.headers['last-modified'])).not.toBeNaN();
    expect((await fetchImageOf(app, res.body.url, { 'If-None-Match': got.headers.etag })).status).toBe(304);
    const head = await app.agent().head(res.body.url);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(file.length));
  });
});
