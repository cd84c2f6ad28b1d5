import sharp from 'sharp';
import { type TestAccount, registerAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { jpeg, fetchImage as fetchImageOf, uploadImage, uploadRow } from './helpers/images';

const ORIGIN = 'http://localhost:4000'; // PUBLIC_URL of createTestApp
const URL_PATTERN = /^\/uploads\/products\/[0-9a-f-]{36}-(1024|480|160)\.webp$/;

describeApp('image uploads', () => {
  let app: TestApp;
  let seller: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
  });
  afterAll(() => app?.close());

  const upload = uploadImage;
  const fetchImage = (url: string) => fetchImageOf(app, url);
  const row = (key: string) => uploadRow(app, key);
  const keyOf = (url: string) => url.replace(/^\/uploads\//, '').replace(/-(1024|480|160)\.webp$/, '');
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
});
