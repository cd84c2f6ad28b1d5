import type supertest from 'supertest';
import { uuidv7 } from '../src/lib/uuid';
import { ProductEntity } from '../src/modules/products/product.entity';
import { type TestAccount, verifiedAccount } from './helpers/accounts';
import type { TestApp } from './helpers/app';
import { gql } from './helpers/graphql';

export const REPORT_OPS = {
  report: `mutation($input: ReportProductInput!) { reportProduct(input: $input) { message } }`,
  queue: `query($first: Int, $after: String) { reportedProducts(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { reportCount firstReportedAt product { id title status }
      reasons { reason count } reports { reason details reporterId reporterName reportedAt } } } }`,
  resolve: `mutation($input: ResolveReportsInput!) { resolveReports(input: $input) {
    message product { id status rejectionReason } } }`,
  reportedByMe: `query($id: ID!) { product(id: $id) { id reportedByMe } }`,
};

/** A little over REPORT_MIN_ACCOUNT_AGE_HOURS (72 by default). */
export const ACCOUNT_AGE_MS = 72 * 3600 * 1000 + 60_000;

/**
 * `n` verified accounts made a little over REPORT_MIN_ACCOUNT_AGE_HOURS ago (the app's clock moved
 * back while they sign up), so that their reports count towards hiding a listing. The clock comes
 * back to where it was: webhooks' signatures and the other times of the test stay current.
 */
export async function agedAccounts(app: TestApp, n: number): Promise<TestAccount[]> {
  app.clock.advance(-ACCOUNT_AGE_MS);
  try {
    const accounts: TestAccount[] = [];
    for (let i = 0; i < n; i++) accounts.push(await verifiedAccount(app));
    return accounts;
  } finally {
    app.clock.advance(ACCOUNT_AGE_MS);
  }
}

/** POST /api/v1/product/report/:id as `agent`. */
export const restReport = (agent: supertest.Agent, id: string, body: Record<string, unknown>) =>
  agent.post(`/api/v1/product/report/${id}`).send(body);

/** PUT /api/v1/moderation/reports/:productId as `agent`. */
export const restResolve = (agent: supertest.Agent, id: string, body: Record<string, unknown>) =>
  agent.put(`/api/v1/moderation/reports/${id}`).send(body);

/** Reports over GraphQL and expects it to go through. */
export async function reportOk(agent: supertest.Agent, productId: string, reason = 'SCAM', details?: string) {
  const r = await gql(agent, REPORT_OPS.report, { input: { productId, reason, details } });
  if (r.errors) throw new Error(`report failed: ${JSON.stringify(r.errors)}`);
}

/** `n` approved copies of a listing written straight to the table (no pictures of their own): cheap targets. */
export async function cloneListings(app: TestApp, id: string, n: number): Promise<string[]> {
  const repo = app.services.db.getRepository(ProductEntity);
  const source = await repo.findOneByOrFail({ id });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const copy = { ...source, id: uuidv7(), title: `${source.title} ${i}`, searchText: 'copy' };
    await repo.insert(copy);
    ids.push(copy.id);
  }
  return ids;
}

/** How many report rows the table holds (open or not). */
export const reportRows = async (app: TestApp) =>
  Number((await app.services.db.query('SELECT COUNT(*) AS n FROM product_reports'))[0].n);
