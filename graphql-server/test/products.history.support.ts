import type { TestAccount } from './helpers/accounts';
import { gql } from './helpers/graphql';

const EVENT = 'id action from to reason createdAt actorId actorName byStaff';

export const HISTORY_OPS = {
  history: `query($id: ID!) { product(id: $id) { id history { ${EVENT} } } }`,
  pendingHistory: `query($first: Int) { pendingProducts(first: $first) { nodes { id history { ${EVENT} } } } }`,
  decisions: `query($moderatorId: ID!, $first: Int, $after: String) {
    moderationDecisions(moderatorId: $moderatorId, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      nodes { id action from to reason createdAt moderatorId productId product { id title status } } } }`,
  setStatus: `mutation($input: SetProductStatusInput!) { setProductStatus(input: $input) { message product { id status } } }`,
  edit: `mutation($input: EditProductInput!) { editProduct(input: $input) { message product { id status } } }`,
  availability: `mutation($id: ID!, $availability: Availability!) {
    setProductAvailability(id: $id, availability: $availability) { message } }`,
};

export interface EventRow {
  id: string;
  action: string;
  from: string | null;
  to: string;
  reason: string | null;
  createdAt: string;
  actorId: string | null;
  actorName: string;
  byStaff: boolean;
}

/** A product's history as `agent` reads it over GraphQL (throws on errors). */
export async function historyOf(agent: TestAccount['agent'], id: string): Promise<EventRow[]> {
  const r = await gql(agent, HISTORY_OPS.history, { id });
  if (r.errors) throw new Error(`history failed: ${JSON.stringify(r.errors)}`);
  return r.data!.product.history;
}

/** A real decision through ModerationService (not the test shortcut), so it is recorded. */
export async function decide(
  agent: TestAccount['agent'],
  id: string,
  status: 'APPROVED' | 'REJECTED',
  reason?: string,
): Promise<void> {
  const r = await gql(agent, HISTORY_OPS.setStatus, { input: { id, status, ...(reason ? { reason } : {}) } });
  if (r.errors) throw new Error(`decision failed: ${JSON.stringify(r.errors)}`);
}

export const steps = (rows: EventRow[]) => rows.map((e) => `${e.action}:${e.from ?? '-'}>${e.to}`);
