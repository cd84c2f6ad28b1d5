import 'reflect-metadata';
import type { Router } from 'express';
import { isObjectType } from 'graphql';
import { graphqlSchema } from '../src/schema';
import { SCOPE_EXTENSION } from '../src/core/require-scope';
import { ANY_TOKEN, API_SCOPES, SESSION_ONLY } from '../src/core/scopes';
import { type TestApp, createTestApp, describeApp } from './helpers/app';

const DECLARABLE = new Set<unknown>([...API_SCOPES, ANY_TOKEN, SESSION_ONLY]);

/**
 * Every operation says what an API token needs to call it, in one place next to it: each GraphQL
 * root field (@RequireScope / @SessionOnly on its resolver) and each REST route (scope(...) in its
 * registration). A new operation without one fails here (docs/product.md#api-tokens).
 */
describe('every GraphQL operation declares its scope', () => {
  it('has a known scope, ANY_TOKEN or SESSION_ONLY on each Query, Mutation and Subscription field', async () => {
    const schema = await graphqlSchema();
    const undeclared: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!root || !isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        if (!DECLARABLE.has(field.extensions?.[SCOPE_EXTENSION])) undeclared.push(`${root.name}.${field.name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: { requiredScope?: unknown } }[] };
  handle: { stack?: Layer[] };
  /** Mounted without a path (app.use(router)): the web app's routes, not the API's. */
  slash?: boolean;
}

describeApp('every REST route declares its scope', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ startJobs: false });
  });
  afterAll(() => app?.close());

  it('has scope(...) among the handlers of each route the REST bridge mounts', () => {
    const routes: string[] = [];
    const undeclared: string[] = [];
    // The bridge mounted under /api/v1 and the routers inside it; the app's own routes (/healthz,
    // /graphql's IDE) and the web app's router (mounted without a path) are not the API's.
    const walk = (stack: Layer[], depth: number) => {
      for (const layer of stack) {
        if (layer.route && depth >= 1) {
          const name = `${Object.keys(layer.route.methods).join(',').toUpperCase()} ${layer.route.path}`;
          routes.push(name);
          if (!layer.route.stack.some((h) => DECLARABLE.has(h.handle.requiredScope))) undeclared.push(name);
        } else if (Array.isArray(layer.handle.stack) && !(depth === 0 && layer.slash))
          walk(layer.handle.stack, depth + 1);
      }
    };
    walk((app.server.app as unknown as { router: Router & { stack: Layer[] } }).router.stack, 0);
    expect(routes).toEqual(expect.arrayContaining(['POST /add-product', 'POST /tokens', 'GET /get-wishlist']));
    expect(undeclared).toEqual([]);
  });
});
