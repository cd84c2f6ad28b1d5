import type { ApolloCache, Reference } from '@apollo/client';

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
