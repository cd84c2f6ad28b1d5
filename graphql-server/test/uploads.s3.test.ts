import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ConfigError, loadConfig } from '../src/config';
import { UploadEntity } from '../src/modules/uploads/upload.entity';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { fetchImage, varyingJpeg } from './helpers/images';
import { type TestS3, startS3 } from './helpers/s3';
import { ORIGIN, PRODUCT_OPS, productInput } from './products.support';

const HOUR = 60 * 60 * 1000;
const SIZES = [1024, 480, 160] as const;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const upload = (who: TestAccount, data: Buffer, kind = 'product') =>
  who.agent
    .post('/api/v1/uploads')
    .set('Origin', ORIGIN)
    .field('kind', kind)
    .attach('file', data, { filename: 'photo.jpg', contentType: 'image/jpeg' });
/** `products/<uuid>` from any of its URLs. */
const keyOf = (url: string) => url.replace(/^\/uploads\//, '').replace(/-(1024|480|160)\.webp$/, '');
const objectsOf = (key: string) => SIZES.map((s) => `${key}-${s}.webp`).sort();

describe('S3 settings', () => {
  const base = { NODE_ENV: 'test', S3_BUCKET: 'campus-images' };
  const configError = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('expected a ConfigError');
  };

  it('no S3_BUCKET: images stay on local disk', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeNull();
  });

  it('S3_BUCKET chooses the bucket; region defaults to us-east-1; no keys means the SDK default credential chain', () => {
    expect(loadConfig(base).s3).toEqual({
      bucket: 'campus-images',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
    });
    expect(
      loadConfig({
        ...base,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'campus-images',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
  });

  it('refuses a bad endpoint, half a key pair, a bad bucket name or path-style flag, and S3 settings without a bucket', () => {
    expect(configError({ ...base, S3_ENDPOINT: 'minio:9000' })).toMatch(/^S3_ENDPOINT /);
    expect(configError({ ...base, S3_ENDPOINT: 'ftp://minio:9000' })).toMatch(
      /^S3_ENDPOINT must start with http:\/\/ or https:\/\//,
    );
    expect(configError({ ...base, S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' })).toBe(
      'S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID',
    );
    expect(configError({ ...base, S3_SECRET_ACCESS_KEY: 'secret' })).toBe(
      'S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY',
    );
    expect(configError({ ...base, S3_BUCKET: 'Campus_Images' })).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(configError({ ...base, S3_FORCE_PATH_STYLE: 'yes' })).toBe(
      'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
    );
    expect(configError({ NODE_ENV: 'test', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toMatch(
      /^S3_ENDPOINT is set but S3_BUCKET is not/,
    );
  });
});

describeApp('images in an S3 bucket (s3rver on loopback)', () => {
  let s3: TestS3;
  let app: TestApp;
  let seller: TestAccount;
  beforeAll(async () => {
    s3 = await startS3();
    app = await createTestApp({ env: s3.env });
    seller = await verifiedAccount(app);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.stop();
  });

  const uploadRow = (key: string) => app.services.db.getRepository(UploadEntity).findOneBy({ key });

  it('an upload lands in the bucket as three WebP objects with their type and cache header; nothing on local disk', async () => {
    const res = await upload(seller, await varyingJpeg(2000, 1500));
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}-1024\.webp$/);
    const key = keyOf(res.body.url);
    expect(await s3.keys(key)).toEqual(objectsOf(key));
    for (const [size, width, height] of [
      [1024, 1024, 768],
      [480, 480, 360],
      [160, 160, 120],
    ]) {
      const object = await s3.object(`${key}-${size}.webp`);
      expect(object).toMatchObject({ contentType: 'image/webp', cacheControl: CACHE_CONTROL });
      // The object is the image itself (no aws-chunked framing around it).
      expect(await sharp(object!.body).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    expect(await uploadRow(key)).toMatchObject({ ownerId: seller.id, kind: 'product' });
    expect(fs.existsSync(path.join(app.dataDir, 'uploads'))).toBe(false);
  });

  it('GET /uploads/<key> streams the object with the long cache headers; ETag revalidates to 304; HEAD has no body', async () => {
    const res = await upload(seller, await varyingJpeg(600, 400));
    for (const url of [res.body.url, res.body.medium, res.body.thumbnail] as string[]) {
      const object = (await s3.object(url.replace(/^\/uploads\//, '')))!;
      const got = await fetchImage(app, url);
      expect(got.status).toBe(200);
      expect(got.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': CACHE_CONTROL,
        'x-content-type-options': 'nosniff',
        'content-length': String(object.body.length),
        etag: object.etag,
      });
      expect(Date.parse(got.headers['last-modified'])).not.toBeNaN();
      expect(Buffer.compare(got.body as Buffer, object.body)).toBe(0);

      const again = await fetchImage(app, url, { 'If-None-Match': object.etag! });
      expect(again.status).toBe(304);
      expect((again.body as Buffer).length).toBe(0);

      const head = await app.agent().head(url);
      expect(head.status).toBe(200);
      expect(head.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(object.body.length),
        etag: object.etag,
      });
    }
  });

  it('404 JSON for a missing key, another type, and any object whose name this server never writes', async () => {
    const res = await upload(seller, await varyingJpeg(50, 50));
    const missing = res.body.url.replace(/[0-9a-f]{12}-1024/, '000000000000-1024');
    await s3.put('products/page.html', '<script>alert(1)</script>', 'text/html');
    await s3.put('products/notes-1024.webp', '<script>alert(1)</script>', 'image/webp');
    await s3.put('backups/dump-1024.webp', 'secret', 'image/webp');
    for (const p of [
      missing,
      '/uploads/products/',
      '/uploads/products/page.html',
      '/uploads/products/notes-1024.webp',
      '/uploads/backups/dump-1024.webp',
      '/uploads/products%2fx-1024.webp',
      res.body.url.replace('.webp', '.png'),
    ]) {
      const got = await app.agent().get(p);
      expect([p, got.status, got.body]).toEqual([p, 404, { message: 'Not found', error: 'NOT_FOUND' }]);
    }
  });

  it('a second instance sharing the bucket (and database, not the disk) serves an image uploaded through the first', async () => {
    const res = await upload(seller, await varyingJpeg(300, 200));
    const otherDisk = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-test-other-'));
    const other = await createTestApp({ env: { ...s3.env, DATA_DIR: otherDisk }, sameDatabaseAs: app });
    try {
      const fromFirst = await fetchImage(app, res.body.url);
      const fromSecond = await fetchImage(other, res.body.url);
      expect(fromSecond.status).toBe(200);
      expect(fromSecond.headers.etag).toBe(fromFirst.headers.etag);
      expect(Buffer.compare(fromSecond.body as Buffer, fromFirst.body as Buffer)).toBe(0);
    } finally {
      await other.close();
      fs.rmSync(otherDisk, { recursive: true, force: true });
    }
  });

  it('deleting a product deletes its objects from the bucket', async () => {
    const a = await upload(seller, await varyingJpeg(200, 200));
    const b = await upload(seller, await varyingJpeg(200, 200));
    const added = await gql(seller.agent, PRODUCT_OPS.add, { input: productInput([a.body.url, b.body.url]) });
    expect(added.errors).toBeUndefined();
    const keys = [keyOf(a.body.url), keyOf(b.body.url)];
    for (const key of keys) expect(await s3.keys(key)).toEqual(objectsOf(key));
    // The first photo's link-preview JPEG, made in the bucket when a preview first names it.
    const preview = await app.services.uploads.previewImage(keys[0]);
    expect(preview).toEqual({ url: `/uploads/${keys[0]}-preview.jpg`, width: 200, height: 200, type: 'image/jpeg' });
    expect((await s3.object(`${keys[0]}-preview.jpg`))?.contentType).toBe('image/jpeg');
    const jpg = await fetchImage(app, preview!.url);
    expect(jpg.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cross-origin-resource-policy': 'cross-origin' });

    const deleted = await gql(seller.agent, PRODUCT_OPS.del, { id: added.data!.addProduct.product.id });
    expect(deleted.errors).toBeUndefined();
    for (const key of keys) {
      expect(await s3.keys(key)).toEqual([]);
      expect(await uploadRow(key)).toBeNull();
    }
    expect((await fetchImage(app, a.body.url)).status).toBe(404);
    expect((await fetchImage(app, preview!.url)).status).toBe(404);
  });

  it("replacing the profile picture deletes the previous picture's objects and keeps the new one", async () => {
    const first = await upload(seller, await varyingJpeg(256, 256), 'avatar');
    expect((await seller.agent.put('/api/v1/user/update-profile-pic').send({ url: first.body.url })).status).toBe(200);
    const second = await upload(seller, await varyingJpeg(256, 256), 'avatar');
    const replaced = await seller.agent.put('/api/v1/user/update-profile-pic').send({ url: second.body.url });
    expect(replaced.status).toBe(200);
    expect(keyOf(replaced.body.user.profilePic)).toBe(keyOf(second.body.url));

    expect(await s3.keys(keyOf(first.body.url))).toEqual([]);
    expect(await s3.keys(keyOf(second.body.url))).toEqual(objectsOf(keyOf(second.body.url)));
    expect((await fetchImage(app, first.body.url)).status).toBe(404);
    expect((await fetchImage(app, second.body.url)).status).toBe(200);
  });

  it('the orphan sweep removes uploads left unattached for a day from the bucket and keeps attached ones', async () => {
    const { uploads } = app.services;
    const orphan = await uploads.storeImage(seller.id, await varyingJpeg(40, 40), 'product');
    const used = await uploads.storeImage(seller.id, await varyingJpeg(40, 40), 'product');
    await uploads.markAttached([used.key]);
    expect(await s3.keys(orphan.key)).toEqual(objectsOf(orphan.key));

    app.clock.advance(25 * HOUR);
    try {
      expect(await uploads.removeOrphans()).toBeGreaterThanOrEqual(1);
    } finally {
      app.clock.reset();
    }
    expect(await s3.keys(orphan.key)).toEqual([]);
    expect(await uploadRow(orphan.key)).toBeNull();
    expect(await s3.keys(used.key)).toEqual(objectsOf(used.key));
    // Every image left in the bucket belongs to an upload row: nothing leaked. (The other names are
    // the objects the 404 test put there behind the app's back.)
    const rows = await app.services.db.getRepository(UploadEntity).find({ select: { key: true } });
    const images = (await s3.keys()).filter((k) => /^(products|users)\/[0-9a-f-]{36}-(1024|480|160)\.webp$/.test(k));
    expect(images).toEqual(rows.flatMap((r) => objectsOf(r.key)).sort());
  });

  it('a bucket that does not exist is a server fault: the upload answers 500 and leaves no row; images answer 500, not 404', async () => {
    const res = await upload(seller, await varyingJpeg(64, 64));
    const broken = await createTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' }, sameDatabaseAs: app });
    try {
      const before = await app.services.db.getRepository(UploadEntity).count();
      // The same seller, signed in on the misconfigured instance.
      const agent = broken.agent();
      const login = await agent
        .post('/api/v1/auth/login')
        .set('Origin', ORIGIN)
        .send({ collegeId: seller.collegeId, password: seller.password });
      expect(login.status).toBe(200);
      const failed = await agent
        .post('/api/v1/uploads')
        .set('Origin', ORIGIN)
        .attach('file', await varyingJpeg(64, 64), { filename: 'a.jpg', contentType: 'image/jpeg' });
      expect(failed.status).toBe(500);
      expect(failed.body.error).toBe('INTERNAL_SERVER_ERROR');
      expect(await app.services.db.getRepository(UploadEntity).count()).toBe(before);
      expect((await fetchImage(broken, res.body.url)).status).toBe(500);
    } finally {
      await broken.close();
    }
  });
});
