import type { ApolloCache, StoreObject } from '@apollo/client';

/**
 * A deleted record leaves the cache, and with it every list that held it: the lists drop dangling
 * references when read, so a row goes the moment the server says it is gone, without a refetch.
 */
export function forgetEntity(cache: ApolloCache, entity: StoreObject): void {
  cache.evict({ id: cache.identify(entity) });
  cache.gc();
}
