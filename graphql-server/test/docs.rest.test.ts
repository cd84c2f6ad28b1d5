import 'reflect-metadata';
import { type TestAccount, accountWithRole, newIdentity, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import {
  docObjects,
  docSections,
  documentedFieldKeys,
  documentedRoutes,
  sectionExamples,
  shapeDrift,
} from './helpers/rest-doc';
import { ORIGIN, imageUrl, productInput } from './products.support';

/**
 * Keeps docs/rest.md honest: every section there names a route the running server answers, and
 * its example answers are the server's. (That every route has its section: openapi.test.ts, against
 * the OpenAPI document.)
 */

describeApp('docs/rest.md against the running server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  // The bridge's answer to a path it does not have; a real route answers anything else.
  const UNKNOWN_PATH = { message: 'Not found', error: 'NOT_FOUND' };
  const ID = '0191f5c2-0000-7000-8000-000000000000';
  const sample: Record<string, string> = { token: 'no-such-token', query: 'lamp', category: 'books' };

  it('answers every documented route (signed out, so nothing changes)', async () => {
    const missing: string[] = [];
    for (const route of documentedRoutes()) {
      const [method, template] = route.split(' ') as [string, string];
      const url = template.replace(/:(\w+)/g, (_m, name: string) => sample[name] ?? ID);
      const agent = app.agent();
      const res = await agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](url)
        .set('Content-Type', 'application/json')
        .send('{}');
      if (res.status === 404 && res.body?.message === UNKNOWN_PATH.message && res.body?.error === UNKNOWN_PATH.error)
        missing.push(route);
    }
    expect(missing).toEqual([]);
  });

  /*
   * The example answers of docs/rest.md against real ones: for each call of ANSWERS, the documented
   * status and every field name of its example (the objects of "Objects in answers" included,
   * nested ones too) must be what the server answers; for each of FIELD_ERRORS, the `fields.X` keys
   * its section documents must be the keys the server answers. The other calls are checked for
   * their routes only (above). Same app as above: a second test app in one file fails its first
   * registration on MariaDB (500), which the other test files, one app each, never meet.
   */
  let seller: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  let buyer: TestAccount;
  beforeAll(async () => {
    [seller, moderator, admin, buyer] = [
      await verifiedAccount(app),
      await accountWithRole(app, 'moderator'),
      await accountWithRole(app, 'admin'),
      await verifiedAccount(app),
    ];
  });

  let wished = '';
  const sections = docSections();
  const objects = docObjects();
  const json = (agent: TestAccount['agent']) => ({
    get: (url: string) => agent.get(url),
    send: (method: 'post' | 'put' | 'delete', url: string, body: unknown = {}) =>
      agent[method](url)
        .set('Origin', ORIGIN)
        .send(body as object),
  });
  const addProduct = async () => {
    const res = await json(seller.agent).send(
      'post',
      '/api/v1/product/add-product',
      productInput([await imageUrl(app, seller.id)], { category: 'Electronics', condition: 'Like New' }),
    );
    expect(res.status).toBe(201);
    return res.body.product._id as string;
  };

  /** A real call per documented route, in an order where each finds what it needs. */
  const ANSWERS: [route: string, call: () => Promise<{ status: number; body: unknown }>][] = [
    ['POST /api/v1/auth/register', async () => app.agent().post('/api/v1/auth/register').send(newIdentity('D'))],
    [
      'POST /api/v1/auth/login',
      async () => app.agent().post('/api/v1/auth/login').send({ collegeId: buyer.collegeId, password: buyer.password }),
    ],
    [
      'POST /api/v1/auth/forgot-password',
      async () => app.agent().post('/api/v1/auth/forgot-password').send({ email: buyer.email }),
    ],
    ['POST /api/v1/manage/check', async () => json(seller.agent).send('post', '/api/v1/manage/check')],
    [
      'PUT /api/v1/user/update-privacy',
      async () => json(seller.agent).send('put', '/api/v1/user/update-privacy', { showContractDetails: true }),
    ],
    [
      'PUT /api/v1/user/update-contact-details',
      async () =>
        json(seller.agent).send('put', '/api/v1/user/update-contact-details', { instagramHandle: 'doc.reader' }),
    ],
    [
      'POST /api/v1/product/add-product',
      async () =>
        json(seller.agent).send('post', '/api/v1/product/add-product', productInput([await imageUrl(app, seller.id)])),
    ],
    [
      'PUT /api/v1/product/update-product-status/:id',
      async () =>
        json(moderator.agent).send('put', `/api/v1/product/update-product-status/${await addProduct()}`, {
          status: 'Approved',
        }),
    ],
    [
      'PUT /api/v1/product/add-to-wishlist',
      async () => {
        wished = await addProduct();
        await json(moderator.agent).send('put', `/api/v1/product/update-product-status/${wished}`, {
          status: 'Approved',
        });
        return json(buyer.agent).send('put', '/api/v1/product/add-to-wishlist', { productId: wished });
      },
    ],
    [
      'PUT /api/v1/product/remove-from-wishlist',
      async () => json(buyer.agent).send('put', '/api/v1/product/remove-from-wishlist', { productId: wished }),
    ],
    ['GET /api/v1/product/history/:id', async () => json(seller.agent).get(`/api/v1/product/history/${wished}`)],
    [
      'GET /api/v1/moderation/decisions/:moderatorId',
      async () => json(admin.agent).get(`/api/v1/moderation/decisions/${moderator.id}`),
    ],
    [
      'DELETE /api/v1/product/delete-product/:id',
      async () => json(seller.agent).send('delete', `/api/v1/product/delete-product/${await addProduct()}`),
    ],
    ['GET /api/v1/notification', async () => json(seller.agent).get('/api/v1/notification')],
    [
      'PUT /api/v1/notification/mark-as-read',
      async () => {
        const list = await json(seller.agent).get('/api/v1/notification');
        return json(seller.agent).send('put', '/api/v1/notification/mark-as-read', {
          id: list.body.notifications[0]._id,
        });
      },
    ],
    [
      'PUT /api/v1/notification/mark-all-as-read',
      async () => json(seller.agent).send('put', '/api/v1/notification/mark-all-as-read'),
    ],
    [
      'POST /api/v1/moderation/request-role',
      async () => json(seller.agent).send('post', '/api/v1/moderation/request-role'),
    ],
    ['GET /api/v1/moderation/my-request', async () => json(seller.agent).get('/api/v1/moderation/my-request')],
    [
      'GET /api/v1/moderation/moderator-request',
      async () => json(admin.agent).get('/api/v1/moderation/moderator-request'),
    ],
    [
      'PUT /api/v1/moderation/accept-moderator-request',
      async () =>
        json(admin.agent).send('put', '/api/v1/moderation/accept-moderator-request', {
          userId: seller.id,
          action: 'reject',
        }),
    ],
    [
      'PUT /api/v1/moderation/update-role/:userId',
      async () => json(admin.agent).send('put', `/api/v1/moderation/update-role/${buyer.id}`, { role: 'user' }),
    ],
  ];

  it('answers each documented example with its status and its field names', async () => {
    const drift: string[] = [];
    let checked = 0;
    for (const [route, call] of ANSWERS) {
      const section = sections.get(route);
      if (!section) throw new Error(`${route}: no such section in docs/rest.md`);
      const examples = sectionExamples(section, objects);
      if (!examples.length) throw new Error(`${route}: the section has no **status** \`{ … }\` example`);
      const res = await call();
      // A section may document two answers (my-request: a request or none); the real one matches one.
      const same = examples.filter((e) => e.status === res.status);
      if (!same.length)
        drift.push(
          `${route}: documented ${examples.map((e) => e.status).join('/')}, answered ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
        );
      else if (same.every((e) => shapeDrift(e.body, res.body).length))
        drift.push(...shapeDrift(same[0].body, res.body).map((d) => `${route} ${d}`));
      checked += 1;
    }
    // The list shape every list call shares ("Product list").
    const list = await app.agent().get('/api/v1/product/all-products');
    drift.push(
      ...(list.status === 200
        ? shapeDrift(objects.productList, list.body).map((d) => `GET /api/v1/product/all-products ${d}`)
        : [`all-products answered ${list.status}`]),
    );
    expect(drift).toEqual([]);
    expect(checked + 1).toBeGreaterThanOrEqual(20);
  });

  /** Input errors: the `fields.X` keys a section documents are the keys the server answers. */
  const FIELD_ERRORS: [
    route: string,
    call: () => Promise<{ status: number; body: { fields?: Record<string, string> } }>,
  ][] = [
    [
      'PUT /api/v1/user/update-privacy',
      async () => json(buyer.agent).send('put', '/api/v1/user/update-privacy', { showContactDetails: 'maybe' }),
    ],
    [
      'PUT /api/v1/moderation/accept-moderator-request',
      async () =>
        json(admin.agent).send('put', '/api/v1/moderation/accept-moderator-request', {
          userId: buyer.id,
          action: 'perhaps',
        }),
    ],
    [
      'PUT /api/v1/moderation/update-role/:userId',
      async () => json(admin.agent).send('put', `/api/v1/moderation/update-role/${buyer.id}`, { role: 'owner' }),
    ],
    // One's own listing (the seller's, approved above).
    [
      'PUT /api/v1/product/add-to-wishlist',
      async () => json(seller.agent).send('put', '/api/v1/product/add-to-wishlist', { productId: wished }),
    ],
  ];

  it.each(FIELD_ERRORS)('%s: its documented field-error keys are the answered ones', async (route, call) => {
    const documented = documentedFieldKeys(sections.get(route) ?? '');
    expect(documented.length).toBeGreaterThan(0);
    const res = await call();
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields ?? {}).filter((k) => !documented.includes(k))).toEqual([]);
  });

  it('request-role: a foreign id is refused with the documented 403', async () => {
    const user = await verifiedAccount(app);
    const res = await json(user.agent).send('post', '/api/v1/moderation/request-role', { id: buyer.id });
    const section = sections.get('POST /api/v1/moderation/request-role') ?? '';
    expect(res.status).toBe(403);
    expect(section.replace(/\s+/g, ' ')).toContain(`403 "${String(res.body.message)}"`);
  });
});
