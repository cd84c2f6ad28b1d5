import 'reflect-metadata';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { HTTP_STATUS, REST_ERROR_CODES } from '../src/lib/errors';
import { CATEGORIES, CONDITIONS } from '../src/core/listing-categories';
import { DELIVERY_EVENTS, WEBHOOK_EVENTS } from '../src/modules/webhooks/webhook-events';
import { accountWithRole, verifiedAccount } from './helpers/accounts';
import { type TestApp, createTestApp, describeApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { closed } from './helpers/openapi-answers';
import { PRODUCT_OPS, addProduct } from './products.support';
import { ROLE_OPS } from './roles.support';
import { createWebhook, deliveriesOf } from './webhooks.support';
import { call } from './tokens.support';

/**
 * What another app's tools read in the OpenAPI document beyond the shapes of the answers: typed
 * parameters, the 4xx each operation may answer with the codes the server really sends, the
 * webhooks' bodies, and Redocly's recommended rules passing (as the CI step runs them).
 */

type Json = Record<string, any>;
const ERROR_REF = { $ref: '#/components/schemas/Error' };
const root = path.resolve(__dirname, '..', '..');

describeApp('OpenAPI document: what client generators and linters read', () => {
  let app: TestApp;
  let doc: Json;
  const operations = () =>
    Object.entries(doc.paths as Json).flatMap(([p, item]) =>
      Object.entries(item as Json).map(([method, op]) => ({ where: `${method} ${p}`, op: op as Json })),
    );
  beforeAll(async () => {
    app = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
    doc = (await call(app, 'GET', '/api/v1/openapi.json')).body;
  });
  afterAll(() => app?.close());

  it("states a product title's length as the server checks it: 3 to 120 characters", () => {
    const body = doc.paths['/product/add-product'].post.requestBody.content['application/json'].schema;
    expect(body).toEqual({ $ref: '#/components/schemas/NewProduct' });
    expect(doc.components.schemas.NewProduct.properties.title).toMatchObject({ minLength: 3, maxLength: 120 });
  });

  it('types the parameters: ids are UUIDs, paging is an integer range, lists take enums', () => {
    const params = operations().flatMap(({ where, op }) => (op.parameters ?? []).map((p: Json) => ({ where, ...p })));
    const ids = params.filter((p) => p.in === 'path' && /^id$|Id$/.test(p.name));
    expect(ids.length).toBeGreaterThan(15);
    for (const p of ids)
      expect([p.where, p.name, p.schema]).toEqual([p.where, p.name, { type: 'string', format: 'uuid' }]);
    const firsts = params.filter((p) => p.in === 'query' && p.name === 'first');
    expect(firsts.length).toBeGreaterThan(5);
    for (const p of firsts)
      expect([p.where, p.schema]).toMatchObject([p.where, { type: 'integer', minimum: 1, maximum: 100 }]);
    const list = (name: string) =>
      doc.paths['/product/all-products'].get.parameters.find((p: Json) => p.name === name).schema;
    expect(list('sort').enum).toEqual(['newest', 'price_asc', 'price_desc', 'relevance']);
    expect(list('category').enum).toEqual([...CATEGORIES]);
    expect(list('condition').enum).toEqual([...CONDITIONS]);
    expect(list('minPrice')).toMatchObject({ type: 'number', minimum: 0 });
    const seller = doc.paths['/product/user/{userId}'].get.parameters.find((p: Json) => p.name === 'availability');
    expect(seller.schema.enum).toEqual(['available', 'reserved', 'sold']);
    expect(doc.paths['/product/category/{category}'].get.parameters[0].schema.enum).toEqual([...CATEGORIES]);
    // One value each: a repeated parameter is not a list.
    expect(params.filter((p) => p.in === 'query' && (p.schema.anyOf || p.schema.type === 'array'))).toEqual([]);
  });

  it("lists in the Error schema exactly the codes the server sends, RATE_LIMITED and the bridge's own", () => {
    const codes = doc.components.schemas.Error.properties.error.enum;
    expect(codes).toEqual([...REST_ERROR_CODES]);
    expect(codes).toEqual(expect.arrayContaining(Object.keys(HTTP_STATUS)));
    expect(codes).toEqual(
      expect.arrayContaining(['RATE_LIMITED', 'EMAIL_NOT_VERIFIED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']),
    );
    expect(codes).toContain('SERVICE_UNAVAILABLE');
    expect(codes).not.toContain('TOO_MANY_REQUESTS');
  });

  it('declares the 4xx each operation may answer, with the Error schema', () => {
    for (const { where, op } of operations()) {
      const statuses = Object.keys(op.responses).filter((s) => /^[45]\d\d$/.test(s));
      const expected = ['401', '503'];
      if (op.requestBody) expected.push('400', '413', '415');
      if ((op.parameters ?? []).some((p: Json) => p.in === 'path')) expected.push('404');
      if (op.security.some((s: Json) => s.bearerAuth?.length)) expected.push('403', '429');
      expect([where, statuses]).toEqual([where, expect.arrayContaining(expected)]);
      for (const status of statuses)
        expect([where, status, op.responses[status].content['application/json'].schema]).toEqual([
          where,
          status,
          ERROR_REF,
        ]);
    }
    const add = doc.paths['/product/add-product'].post.responses;
    expect(Object.keys(add)).toEqual(['201', '400', '401', '403', '413', '415', '429', '503', 'default']);
    // A route that says when it answers 409 declares it, with its reason.
    const register = doc.paths['/auth/register'].post.responses['409'];
    expect(register.description).toMatch(/^`CONFLICT`: The registration id or the email is already in use/);
    expect(register.content['application/json'].schema).toEqual(ERROR_REF);
    expect(doc.paths['/webhooks'].post.responses['409']).toBeDefined();
  });

  it("describes each webhook event's POST: its signed headers, and a body the real events match", async () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...DELIVERY_EVENTS].sort());
    const removed = doc.webhooks['product.removed'].post;
    const names = removed.parameters.map((p: Json) => `${p.in} ${p.name}`);
    expect(names).toEqual(['header webhook-id', 'header webhook-timestamp', 'header webhook-signature']);
    expect(removed.requestBody.content['application/json'].schema.properties.data.properties.reason.enum).toEqual([
      'deleted',
      'taken-down',
      'hidden',
    ]);
    // Real events, as their deliveries carry them, against the document's body of their type.
    const [admin, moderator, seller] = [
      await accountWithRole(app, 'admin'),
      await accountWithRole(app, 'moderator'),
      await verifiedAccount(app),
    ];
    const hook = await createWebhook(
      admin,
      'http://127.0.0.1:9/campus',
      WEBHOOK_EVENTS.map((e) => e.toUpperCase().replace('.', '_')),
    );
    const id = await addProduct(app, seller.agent, seller.id, { title: 'Webhook documented lamp' });
    expect(
      (await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } })).errors,
    ).toBeUndefined();
    expect((await gql(seller.agent, PRODUCT_OPS.del, { id })).errors).toBeUndefined();
    const role = { input: { userId: seller.id, role: 'MODERATOR' } };
    expect((await gql(admin.agent, ROLE_OPS.updateRole, role)).errors).toBeUndefined();
    const bodies = (await deliveriesOf(admin, hook.id)).map((d) => JSON.parse(d.payload) as Json);
    expect(bodies.map((b) => b.type).sort()).toEqual(['product.approved', 'product.removed', 'role.changed']);
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    // Closed objects, as helpers/openapi-answers.ts checks answers: nothing undocumented either.
    ajv.addSchema({ ...(closed(doc) as Json), $id: 'openapi.json' });
    for (const body of bodies) {
      const at = ['webhooks', body.type, 'post', 'requestBody', 'content', 'application~1json', 'schema'].join('/');
      const validate = ajv.compile({ $ref: `openapi.json#/${at}` });
      expect([body.type, validate(body) ? 'valid' : ajv.errorsText(validate.errors)]).toEqual([body.type, 'valid']);
    }
  });

  it("passes Redocly's recommended rules with no warning (redocly.yaml turns off the licence only)", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cm-redocly-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const cli = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const args = [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json'];
    const { stdout } = await promisify(execFile)(process.execPath, args, { env, timeout: 60_000 }).catch((e) => e);
    const report = JSON.parse(stdout);
    expect(report.problems.map((p: Json) => `${p.ruleId} ${p.location?.[0]?.pointer}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
