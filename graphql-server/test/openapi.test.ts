import 'reflect-metadata';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { declaredRoutes } from '../src/lib/route-labels';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { AnswerChecker } from './helpers/openapi-answers';
import { documentedRoutes, normalize } from './helpers/rest-doc';
import { addProduct } from './products.support';
import { call, createToken } from './tokens.support';

/**
 * The OpenAPI document of /api/v1 as another campus app reads it: served, valid OpenAPI 3.1, naming
 * exactly the routes the server mounts, with the reference page beside it. That every answer matches
 * its documented schema is checked in every test file (helpers/openapi-answers.ts); here, that the
 * check can fail.
 */

type Json = Record<string, any>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

describeApp('OpenAPI document of the REST bridge', () => {
  let app: TestApp;
  let doc: Json;
  let seller: TestAccount;
  beforeAll(async () => {
    app = await createTestApp();
    seller = await verifiedAccount(app);
    const res = await call(app, 'GET', '/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    doc = res.body;
  });
  afterAll(() => app?.close());

  it('validates as OpenAPI 3.1 (the schema validator other tools use)', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
    // The validator is an ES module: run it as its own process, as a CI step would.
    const { stdout } = await promisify(execFile)(process.execPath, [cli, file]);
    expect(JSON.parse(stdout)).toEqual({ valid: true });
  });

  it('documents every route mounted under /api/v1, and nothing else', () => {
    const mounted = declaredRoutes(app.server.app)
      .filter((r) => r.split(' ')[1].startsWith('/api/v1/'))
      // `/notification` + `/` is the path `/notification`.
      .map((r) =>
        r
          .replace(' /api/v1', ' ')
          .replace(/:(\w+)/g, '{$1}')
          .replace(/(.)\/$/, '$1'),
      );
    const documented = Object.entries(doc.paths as Json).flatMap(([p, item]) =>
      Object.keys(item as Json)
        .filter((m) => METHODS.includes(m))
        .map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(mounted.length).toBeGreaterThan(50);
    expect([...new Set(documented)].sort()).toEqual([...new Set(mounted)].sort());
  });

  it('docs/rest.md has one section for each operation of the document, and none other', () => {
    const operations = Object.entries(doc.paths as Json).flatMap(([p, item]) =>
      Object.keys(item as Json).map((m) => normalize(`${m.toUpperCase()} /api/v1${p}`)),
    );
    const sections = documentedRoutes().map(normalize);
    expect(sections.length).toBe(new Set(sections).size);
    expect([...sections].sort()).toEqual([...operations].sort());
  });

  it('gives each operation a summary, its security, a success answer and the error schema', () => {
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const ids = new Set<string>();
    for (const [p, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json)) {
        const where = `${method} ${p}`;
        expect([where, typeof op.summary]).toEqual([where, 'string']);
        expect([where, op.security.length > 0]).toEqual([where, true]);
        const success = Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s));
        expect([where, success.length]).toEqual([where, 1]);
        expect([where, op.responses.default.content['application/json'].schema]).toEqual([
          where,
          { $ref: '#/components/schemas/Error' },
        ]);
        ids.add(op.operationId);
      }
    }
    expect(doc.paths['/product/add-product'].post.security).toEqual([
      { bearerAuth: ['write:products'] },
      { cookieAuth: [] },
    ]);
    // A public list: anybody, or a token with read:products.
    expect(doc.paths['/product/all-products'].get.security).toContainEqual({});
    expect(doc.paths['/product/all-products'].get.parameters.map((p: Json) => p.name)).toEqual(
      expect.arrayContaining(['first', 'after', 'sort', 'category']),
    );
  });

  it('serves the reference page at /api/docs from this server alone, under its own CSP', async () => {
    const page = await fetch(`${app.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // No inline script and nothing from another host: it works offline.
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toMatch(/(src|href)="https?:/);
    for (const src of [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1])) {
      const res = await fetch(`${app.url}${src}`);
      expect([src, res.status]).toEqual([src, 200]);
    }
    expect(await (await fetch(`${app.url}/api/docs/start.js`)).text()).toContain("url: '/api/v1/openapi.json'");
    // Only the files the page loads, not the whole package.
    expect((await fetch(`${app.url}/api/docs/package.json`)).status).toBe(404);
  });

  it('checks REST answers against the document, and names one that does not match', async () => {
    const before = app.answers.checked;
    expect((await call(app, 'GET', '/api/v1/product/all-products')).status).toBe(200);
    expect(app.answers.checked).toBe(before + 1);
    const checker = new AnswerChecker();
    checker.load(doc);
    const ok = { message: 'Deleted' };
    checker.observe({ method: 'DELETE', route: '/api/v1/product/delete-product/:id', status: 200, body: ok });
    checker.observe({
      method: 'GET',
      route: '/api/v1/product/:id',
      status: 404,
      body: { message: 'No', error: 'NOT_FOUND' },
    });
    expect(checker.violations).toEqual([]);
    checker.observe({ method: 'DELETE', route: '/api/v1/product/delete-product/:id', status: 200, body: {} });
    checker.observe({
      method: 'DELETE',
      route: '/api/v1/product/delete-product/:id',
      status: 200,
      body: { ...ok, x: 1 },
    });
    checker.observe({ method: 'POST', route: '/api/v1/product/add-product', status: 200, body: ok });
    checker.observe({ method: 'GET', route: '/api/v1/product/:id', status: 500, body: { message: 'No' } });
    // A code the server does not send (the Error schema lists the real ones).
    checker.observe({
      method: 'GET',
      route: '/api/v1/product/:id',
      status: 429,
      body: { message: 'No', error: 'TOO_MANY_REQUESTS' },
    });
    expect(checker.violations).toHaveLength(5);
    expect(checker.violations[2]).toBe('POST /api/v1/product/add-product 200: status not documented');
  });

  it('refuses a value of the wrong type per field, in the shape of the services’ own errors', async () => {
    const id = await addProduct(app, seller.agent, seller.id);
    const { token } = await createToken(seller, ['write:products']);
    const res = await call(app, 'PUT', '/api/v1/product/edit-product', {
      token,
      body: { _id: id, title: 5, price: true, paymentMethods: 'UPI,Cash', location: null },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Please correct the highlighted fields',
      error: 'BAD_USER_INPUT',
      fields: { title: 'Title must be text', price: 'Price must be a number' },
    });
    // The same call with text in both: accepted, the comma-separated list and the cleared location too.
    const fixed = await call(app, 'PUT', '/api/v1/product/edit-product', {
      token,
      body: { _id: id, title: 'A desk lamp, barely used', price: '450', paymentMethods: 'UPI,Cash', location: null },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.product).toMatchObject({ price: 450, paymentMethods: ['UPI', 'Cash'], location: null });
  });

  it('checks a token’s scope before its body, so a call outside the scopes always names the scope', async () => {
    const { token } = await createToken(seller, ['read:products']);
    const res = await call(app, 'PUT', '/api/v1/product/edit-product', { token, body: { title: 5 } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'This token lacks the scope write:products' });
  });
});
