import { NotificationEntity } from '../src/modules/notifications/notification.entity';
import type { TestAccount } from './helpers/accounts';
import type { TestApp } from './helpers/app';
import { gql } from './helpers/graphql';
import { untilAsync } from './helpers/ws';

const FIELDS = 'id name link createdAt filter { search category condition minPrice maxPrice }';
export const SAVED_SEARCH_OPS = {
  list: `query { savedSearches { ${FIELDS} } }`,
  save: `mutation($input: SaveSearchInput!) { saveSearch(input: $input) { message savedSearch { ${FIELDS} } } }`,
  del: `mutation($id: ID!) { deleteSavedSearch(id: $id) { message } }`,
};

/** A short quiet interval for the alert tests (the clock is advanced past it). */
export const INTERVAL = 60;
export const ALERT_ENV = { SAVED_SEARCH_ALERT_INTERVAL_SECONDS: String(INTERVAL) };

/** The saved-search notifications of a user, oldest first. */
export const alerts = (app: TestApp, userId: string) =>
  app.services.db
    .getRepository(NotificationEntity)
    .find({ where: { userId, kind: 'saved-search' }, order: { createdAt: 'ASC', id: 'ASC' } });

/** Waits until `userId` has `n` alerts (the worker looks twice a second). */
export async function alertCount(app: TestApp, userId: string, n: number): Promise<void> {
  await untilAsync(async () => (await alerts(app, userId)).length >= n, 10_000);
}

export async function saveSearch(account: TestAccount, name: string, filter: Record<string, unknown>): Promise<string> {
  const r = await gql(account.agent, SAVED_SEARCH_OPS.save, { input: { name, filter } });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.saveSearch.savedSearch.id;
}
