import type supertest from 'supertest';
import { PRODUCT_OPS, addProduct } from '../products.support';
import type { TestAccount } from './accounts';
import type { TestApp } from './app';
import { gql } from './graphql';

/** The public lists the response cache answers, over REST and GraphQL. */
export const HOME = '/api/v1/product/all-products-for-homepage';
export const BROWSE = PRODUCT_OPS.products;

/** An anonymous GraphQL POST, as the web client sends it (JSON). */
export function anonGql(app: TestApp, query: string, variables?: Record<string, unknown>): supertest.Test {
  return app.agent().post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
}

export const restIds = (res: supertest.Response): string[] => res.body.products.map((p: { _id: string }) => p._id);
export const gqlIds = (res: supertest.Response): string[] =>
  res.body.data.products.nodes.map((p: { id: string }) => p.id);

/** The public_cache_lookups_total counter of `result`, read from the app's metrics. */
export async function lookups(app: TestApp, result: 'hit' | 'miss' | 'error'): Promise<number> {
  const { body } = await app.services.metrics.render();
  const line = body.split('\n').find((l) => l.startsWith(`public_cache_lookups_total{result="${result}"}`));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** Adds a product as `seller` and approves it as `moderator`, both over the API (so the writes clear the cache). */
export async function approvedProduct(
  app: TestApp,
  seller: TestAccount,
  moderator: TestAccount,
  title: string,
): Promise<string> {
  const id = await addProduct(app, seller.agent, seller.id, { title });
  const r = await gql(moderator.agent, PRODUCT_OPS.setStatus, { input: { id, status: 'APPROVED' } });
  expect(r.errors).toBeUndefined();
  return id;
}
