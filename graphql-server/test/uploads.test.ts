import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type supertest from 'supertest';
import { AppError } from '../src/lib/errors';
import { UploadEntity } from '../src/modules/uploads/upload.entity';
import { type TestAccount, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';

const ORIGIN = 'http://localhost:4000'; // PUBLIC_URL of createTestApp
const URL_PATTERN = /^\/uploads\/products\/[0-9a-f-]{36}-(1024|480|160)\.webp$/;
const HOUR = 60 * 60 * 1000;

/** supertest reads unknown types as text; images must stay bytes. */
function binary(res: supertest.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();

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

describeApp('image uploads', () => {
  let app: TestApp;
  let seller: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
  });
  afterAll(() => app?.close());

  const upload = (
    agent: supertest.Agent,
    data: Buffer,
    filename = 'photo.jpg',
    contentType = 'image/jpeg',
    kind = 'product',
  ) =>
    agent
      .post('/api/v1/uploads')
      .set('Origin', ORIGIN)
      .field('kind', kind)
      .attach('file', data, { filename, contentType });
  const fetchImage = (url: string) => app.agent().get(url).buffer(true).parse(binary);
  const row = (key: string) => app.services.db.getRepository(UploadEntity).findOneBy({ key });
  const keyOf = (url: string) => url.replace(/^\/uploads\//, '').replace(/-(1024|480|160)\.webp$/, '');
  const filesOf = (key: string) =>
    [1024, 480, 160].map((s) => path.join(app.services.config.dataDir, 'uploads', `${key}-${s}.webp`));

  describe('POST /api/v1/uploads', () => {
    it('stores three WebP sizes and answers their URLs; they are served with long cache headers', async () => {
      const res = await upload(seller.agent, await jpeg(2000, 1500));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message: 'Image uploaded',
        url: expect.stringMatching(URL_PATTERN),
        medium: expect.stringMatching(URL_PATTERN),
        thumbnail: expect.stringMatching(URL_PATTERN),
        width: 1024,
        height: 768,
      });
      const expected: [string, number, number][] = [
        [res.body.url, 1024, 768],
        [res.body.medium, 480, 360],
        [res.body.thumbnail, 160, 120],
      ];
      for (const [url, width, height] of expected) {
        const got = await fetchImage(url);
        expect(got.status).toBe(200);
        expect(got.headers['content-type']).toBe('image/webp');
        expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(got.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(got.body as Buffer).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height });
      }
      const stored = await row(keyOf(res.body.url));
      expect(stored).toMatchObject({ ownerId: seller.id, kind: 'product', width: 1024, height: 768, attachedAt: null });
    });

    it('never upscales, takes PNG, GIF, WebP and AVIF, and defaults kind to product', async () => {
      const small = sharp({
        create: { width: 120, height: 90, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } },
      });
      for (const [buf, name, type] of [
        [await small.clone().png().toBuffer(), 'a.png', 'image/png'],
        [await small.clone().gif().toBuffer(), 'a.gif', 'image/gif'],
        [await small.clone().webp().toBuffer(), 'a.webp', 'image/webp'],
        [await small.clone().avif().toBuffer(), 'a.avif', 'image/avif'],
      ] as const) {
        const res = await seller.agent
          .post('/api/v1/uploads')
          .set('Origin', ORIGIN)
          .attach('file', buf, { filename: name, contentType: type });
        expect([name, res.status]).toEqual([name, 201]);
        expect(res.body).toMatchObject({ width: 120, height: 90 });
        const thumb = await sharp((await fetchImage(res.body.thumbnail)).body as Buffer).metadata();
        expect(thumb).toMatchObject({ width: 120, height: 90 });
      }
    });

    it('honours EXIF orientation and stores no metadata (GPS stripped)', async () => {
      const withGps = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '12/1 58/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '77/1 35/1 0/1',
          },
        })
        .toBuffer();
      const input = await sharp(withGps).metadata();
      expect(input.orientation).toBe(6);
      expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag (0x8825, little-endian)

      const res = await upload(seller.agent, withGps);
      expect(res.status).toBe(201);
      // Orientation 6 is a quarter turn: the stored picture stands upright.
      expect(res.body).toMatchObject({ width: 200, height: 300 });
      for (const url of [res.body.url, res.body.medium, res.body.thumbnail]) {
        const meta = await sharp((await fetchImage(url)).body as Buffer).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    });

    it('401 signed out, 400 unverified', async () => {
      const img = await jpeg(50, 50);
      const anonymous = await upload(app.agent(), img);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Please sign in', error: 'UNAUTHENTICATED' });
      const u = await registerAccount(app);
      const unverified = await upload(u.agent, img);
      expect(unverified.status).toBe(400);
      expect(unverified.body).toEqual({ message: 'Please verify your email', error: 'EMAIL_NOT_VERIFIED' });
    });

    it('refuses a cross-site Origin and a multipart POST without Origin (403)', async () => {
      const img = await jpeg(50, 50);
      const evil = await seller.agent
        .post('/api/v1/uploads')
        .set('Origin', 'https://evil.example')
        .attach('file', img, 'a.jpg');
      expect(evil.status).toBe(403);
      expect(evil.body.error).toBe('FORBIDDEN');
      const fetchSite = await seller.agent
        .post('/api/v1/uploads')
        .set('Origin', ORIGIN)
        .set('Sec-Fetch-Site', 'cross-site')
        .attach('file', img, 'a.jpg');
      expect(fetchSite.status).toBe(403);
      const noOrigin = await seller.agent.post('/api/v1/uploads').attach('file', img, 'a.jpg');
      expect(noOrigin.status).toBe(403);
      // Multipart stays refused everywhere else.
      const elsewhere = await seller.agent
        .post('/api/v1/auth/logout')
        .set('Origin', ORIGIN)
        .attach('file', img, 'a.jpg');
      expect(elsewhere.status).toBe(415);
    });

    it('415 for text and SVG (whatever they claim to be), 400 for a damaged image', async () => {
      const text = await upload(seller.agent, Buffer.from('just some notes\n'), 'notes.jpg', 'image/jpeg');
      expect(text.status).toBe(415);
      expect(text.body).toEqual({
        message: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded',
        error: 'BAD_USER_INPUT',
        fields: { file: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded' },
      });
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      expect((await upload(seller.agent, svg, 'x.svg', 'image/svg+xml')).status).toBe(415);
      const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
        .tiff()
        .toBuffer();
      expect((await upload(seller.agent, tiff, 'x.tiff', 'image/tiff')).status).toBe(415);

      const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
      const bad = await upload(seller.agent, damaged);
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({ file: 'This image could not be read. It may be damaged; try another file.' });
      const truncated = (await jpeg(400, 300)).subarray(0, 600);
      expect((await upload(seller.agent, truncated)).status).toBe(400);
    });

    it('400 without a file, with two files, or with an unknown kind', async () => {
      const noFile = await seller.agent.post('/api/v1/uploads').set('Origin', ORIGIN).field('kind', 'product');
      expect(noFile.status).toBe(400);
      expect(noFile.body.fields).toEqual({ file: 'Choose an image to upload' });
      const json = await seller.agent.post('/api/v1/uploads').set('Origin', ORIGIN).send({ kind: 'product' });
      expect(json.status).toBe(400);
      const img = await jpeg(40, 40);
      const two = await seller.agent
        .post('/api/v1/uploads')
        .set('Origin', ORIGIN)
        .attach('file', img, 'a.jpg')
        .attach('file', img, 'b.jpg');
      expect(two.status).toBe(400);
      const kind = await upload(seller.agent, img, 'a.jpg', 'image/jpeg', 'document');
      expect(kind.status).toBe(400);
      expect(kind.body.fields).toEqual({ kind: 'Kind must be product, avatar or banner' });
    });

    it('413 over 40 megapixels (checked before decoding) and over 10 MB', async () => {
      const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#8a3' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(1024 * 1024);
      const many = await upload(seller.agent, huge, 'big.png', 'image/png');
      expect(many.status).toBe(413);
      expect(many.body.message).toBe('The image is larger than 40 megapixels');

      const eleven = Buffer.alloc(11 * 1024 * 1024, 1);
      (await jpeg(10, 10)).copy(eleven);
      const big = await upload(seller.agent, eleven);
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('The image is larger than 10 MB');
    });

    it('avatars and banners go to users/', async () => {
      const res = await upload(seller.agent, await jpeg(64, 64), 'me.jpg', 'image/jpeg', 'Avatar');
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(/^\/uploads\/users\/[0-9a-f-]{36}-1024\.webp$/);
      expect(await row(keyOf(res.body.url))).toMatchObject({ kind: 'avatar' });
    });
  });

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
