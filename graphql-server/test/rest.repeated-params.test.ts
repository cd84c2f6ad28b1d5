import supertest from 'supertest';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';

/**
 * A query parameter given twice (`?category=Books&category=Electronics`) answered the list as if
 * it were absent (or, for a search, joined the two), so a generated client that sent an array got
 * every category back without a word. It is a 400 naming the parameter, from the public cache too.
 */
describeApp('repeated query parameters', () => {
  let app: TestApp;
  let student: TestAccount;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_CACHE_TTL_SECONDS: '30' } });
    student = await verifiedAccount(app);
  });
  afterAll(() => app?.close());

  const refused = (res: supertest.Response, name: string) =>
    expect([res.status, res.body.error, res.body.fields]).toEqual([
      400,
      'BAD_USER_INPUT',
      { [name]: 'Give this parameter once' },
    ]);

  it('refuses a parameter the route reads given twice, anonymous or not, every time', async () => {
    const anonymous = () => supertest(app.url);
    // Cached once as a plain list: the repeated spelling must not be answered from that entry.
    expect((await anonymous().get('/api/v1/product/all-products')).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const res = await anonymous().get('/api/v1/product/all-products?category=Books&category=Electronics');
      refused(res, 'category');
      expect(res.headers['x-cache']).toBeUndefined();
    }
    refused(await anonymous().get('/api/v1/product/search?query=lamp&query=desk'), 'query');
    refused(await anonymous().get('/api/v1/product/category/Books?sort=newest&sort=price_asc'), 'sort');
    refused(await student.agent.get('/api/v1/notification?first=1&first=2'), 'first');
    refused(await student.agent.get('/api/v1/product/all-products?first=2&first=2'), 'first');
  });

  it('leaves parameters the route does not read alone, repeated or not', async () => {
    const res = await supertest(app.url).get('/api/v1/product/all-products?utm=a&utm=b&first=2');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.products)).toBe(true);
  });
});
