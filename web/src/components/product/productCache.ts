import type { ApolloCache, Reference } from '@apollo/client';
import { Availability } from '../../graphql/generated';

interface Connection {
  nodes: readonly Reference[];
  totalCount: number;
  [field: string]: unknown;
}

/** A deleted product leaves every cached list (any filter, any page) and its count drops. */
export function dropDeletedProduct(cache: ApolloCache, productId: string): void {
  const drop = (existing: unknown, readField: (field: string, from: Reference) => unknown) => {
    const connection = existing as Connection;
    const nodes = connection.nodes.filter((node) => readField('id', node) !== productId);
    if (nodes.length === connection.nodes.length) return existing;
    return { ...connection, nodes, totalCount: Math.max(0, connection.totalCount - 1) };
  };
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      products: (existing, { readField }) => drop(existing, (f, from) => readField(f, from)),
      pendingProducts: (existing, { readField }) => drop(existing, (f, from) => readField(f, from)),
    },
  });
  const id = cache.identify({ __typename: 'Product', id: productId });
  if (id) cache.evict({ id });
  cache.gc();
}

/**
 * After a listing's availability changes: a sale changes which cached lists it belongs in, so they
 * are dropped and refetch when next shown; reserving or making it available again changes the cached
 * listing in place (the answer carries its availability).
 */
export function afterAvailabilityChange(cache: ApolloCache, availability: Availability): void {
  if (availability !== Availability.Sold) return;
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
  cache.gc();
}
