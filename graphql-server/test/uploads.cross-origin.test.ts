import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { fetchImage, uploadImage, varyingJpeg } from './helpers/images';
import { gql } from './helpers/graphql';
import { ORIGIN, PRODUCT_OPS, addApproved, keyOf } from './products.support';

// A web build of one page: the server adds the listing's link preview to it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-cross-origin-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Campus Market</title></head><body><div id="root"></div></body></html>',
);

const HTML = { Accept: 'text/html' };

/**
 * Listing pictures another campus app can show (Cross-Origin-Resource-Policy: cross-origin), while
 * members' avatars and banners stay this site's (same-origin); and the JPEG link previews name.
 */
describeApp('listing pictures for other sites and link previews', () => {
  let app: TestApp;
  let seller: TestAccount;
  beforeAll(async () => {
    app = await createTestApp({ env: { WEB_DIST: dist } });
    seller = await verifiedAccount(app);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a product picture says cross-origin at every size; an avatar and a banner say same-origin', async () => {
    const product = await uploadImage(seller.agent, await varyingJpeg(300, 200));
    expect(product.status).toBe(201);
    for (const url of [product.body.url, product.body.medium, product.body.thumbnail]) {
      const res = await fetchImage(app, url);
      expect(res.status).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    for (const kind of ['avatar', 'banner']) {
      const picture = await uploadImage(seller.agent, await varyingJpeg(300, 200), 'me.jpg', 'image/jpeg', kind);
      expect(picture.status).toBe(201);
      const res = await fetchImage(app, picture.body.url);
      expect(res.status).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it("a listing's preview is a JPEG of its first photo, stored once, its size in the tags; removed with the photo", async () => {
    const big = await uploadImage(seller.agent, await varyingJpeg(2000, 1500));
    const id = await addApproved(app, seller.agent, seller.id, { images: [big.body.url] });
    const page = await app.agent().get(`/product/${id}`).set(HTML);
    expect(page.status).toBe(200);
    const jpg = `/uploads/${keyOf(big.body.url)}-preview.jpg`;
    expect(page.text).toContain(`<meta property="og:image" content="${ORIGIN}${jpg}" />`);
    expect(page.text).toContain('<meta property="og:image:width" content="1024" />');
    expect(page.text).toContain('<meta property="og:image:height" content="768" />');
    expect(page.text).toContain('<meta property="og:image:type" content="image/jpeg" />');

    const file = await fetchImage(app, jpg);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(file.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    // The WebP files are untouched.
    expect((await fetchImage(app, big.body.url)).headers['content-type']).toBe('image/webp');

    // The photo goes with its listing: its JPEG too.
    const r = await gql(seller.agent, PRODUCT_OPS.del, { id });
    expect(r.errors).toBeUndefined();
    expect((await fetchImage(app, jpg)).status).toBe(404);
  });

  it('a listing whose JPEG was never made (from before previews) gets it made on its first preview', async () => {
    const id = await addApproved(app, seller.agent, seller.id);
    const url = (await gql(app.agent(), PRODUCT_OPS.product, { id })).data!.product.images[0].url as string;
    const jpg = `/uploads/${keyOf(url)}-preview.jpg`;
    expect((await fetchImage(app, jpg)).status).toBe(404);
    const preview = await app.services.linkPreviews.product(id);
    expect(preview).toMatchObject({
      image: `${ORIGIN}${jpg}`,
      imageInfo: { width: 64, height: 48, type: 'image/jpeg' },
    });
    expect((await fetchImage(app, jpg)).status).toBe(200);
  });
});
