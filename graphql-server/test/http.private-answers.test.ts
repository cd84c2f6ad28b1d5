import supertest from 'supertest';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { addApproved } from './products.support';

/*
 * REST answers that depend on the session are never kept by a browser or a proxy:
 * probed on 6e6715b, after a sign-out in Chromium, fetch('/api/v1/product/get-wishlist', { cache:
 * 'force-cache' }) gave the previous user's wishlist, and /api/v1/user/:id a seller's hidden phone,
 * because REST answers carried no Cache-Control. Every /api/v1 answer now says `private, no-store`
 * (errors included), except the public product lists asked without a session, which keep theirs.
 */
const PRIVATE = 'private, no-store';

describeApp('Cache-Control of REST answers', () => {
  let app: TestApp;
  let seller: TestAccount;
  let buyer: TestAccount;
  let productId: string;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    buyer = await verifiedAccount(app);
    productId = await addApproved(app, seller.agent, seller.id, { title: 'Road bike', category: 'BOOKS' });
    const added = await buyer.agent.put('/api/v1/product/add-to-wishlist').send({ productId });
    expect(added.status).toBe(200);
  });
  afterAll(() => app?.close());

  const anonymous = () => supertest(app.url);

  type Call = [name: string, send: () => supertest.Test | Promise<supertest.Response>, status: number];
  const sessionAnswers = (): Call[] => [
    ['the wishlist', () => buyer.agent.get('/api/v1/product/get-wishlist'), 200],
    ['adding to the wishlist', () => buyer.agent.put('/api/v1/product/add-to-wishlist').send({ productId }), 200],
    ['a user by id, signed in', () => buyer.agent.get(`/api/v1/user/${seller.id}`), 200],
    ['a user by id, signed out', () => anonymous().get(`/api/v1/user/${seller.id}`), 200],
    ['notifications', () => buyer.agent.get('/api/v1/notification'), 200],
    ['the session check (me)', () => buyer.agent.post('/api/v1/manage/check'), 200],
    ['the session check without a session', () => anonymous().post('/api/v1/manage/check'), 401],
    ['the wishlist without a session', () => anonymous().get('/api/v1/product/get-wishlist'), 401],
    ['a product, signed in', () => buyer.agent.get(`/api/v1/product/${productId}`), 200],
    ['a product, signed out', () => anonymous().get(`/api/v1/product/home/${productId}`), 200],
    ["a seller's products", () => buyer.agent.get(`/api/v1/product/user/${seller.id}`), 200],
    ['a public list asked with a session', () => buyer.agent.get('/api/v1/product/all-products'), 200],
    ['a search asked with a session', () => buyer.agent.get('/api/v1/product/search?query=bike'), 200],
    [
      'a public list with a stale session cookie',
      () => anonymous().get('/api/v1/product/all-products').set('Cookie', 'cm_session=gone'),
      200,
    ],
    [
      'a login',
      () => anonymous().post('/api/v1/auth/login').send({ collegeId: seller.collegeId, password: seller.password }),
      200,
    ],
    [
      'a wrong login',
      () => anonymous().post('/api/v1/auth/login').send({ collegeId: seller.collegeId, password: 'not the password' }),
      401,
    ],
    ['a logout', () => anonymous().post('/api/v1/auth/logout'), 200],
    ['an unknown path', () => anonymous().get('/api/v1/no-such-thing'), 404],
    [
      'a cross-site write',
      () => anonymous().post('/api/v1/auth/login').set('Origin', 'https://evil.example').send({}),
      403,
    ],
    [
      'a malformed body',
      () => anonymous().post('/api/v1/auth/login').set('Content-Type', 'application/json').send('{"collegeId":'),
      400,
    ],
  ];

  it.each(sessionAnswers().map((c) => [c[0], c] as const))('%s: private, no-store', async (_name, [, send, status]) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toBe(PRIVATE);
  });

  it('the public lists asked without a session keep their public caching, from the app and from the public cache', async () => {
    const lists = [
      '/api/v1/product/all-products',
      '/api/v1/product/all-products-for-homepage?first=4',
      '/api/v1/product/category/Books',
      '/api/v1/product/search?query=bike',
      '/api/v1/product/search/bike',
    ];
    for (const path of lists) {
      // The first is answered by the app, the second from the public cache.
      for (const round of ['app', 'cache']) {
        const res = await anonymous().get(path);
        expect([path, round, res.status, res.headers['x-cache']]).toEqual([
          path,
          round,
          200,
          round === 'cache' ? 'hit' : 'miss',
        ]);
        expect(res.headers['cache-control'] ?? '(none)').not.toMatch(/private|no-store/);
      }
    }
  });
});
