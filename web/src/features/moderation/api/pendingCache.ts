import type { ApolloCache, Reference } from '@apollo/client';

interface PendingConnection {
  nodes: readonly Reference[];
  totalCount: number;
  [field: string]: unknown;
}

/**
 * After a decision the product leaves every cached page of `pendingProducts` and the count drops,
 * so the table changes at once without a refetch. The public `products` lists are dropped too:
 * an approved product now belongs in them, and they refetch when next shown.
 */
export function removeFromPending(cache: ApolloCache, productId: string): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      pendingProducts(existing, { readField }) {
        const connection = existing as PendingConnection;
        const nodes = connection.nodes.filter((node) => readField('id', node) !== productId);
        if (nodes.length === connection.nodes.length) return existing;
        return { ...connection, nodes, totalCount: Math.max(0, connection.totalCount - 1) };
      },
    },
  });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
  cache.gc();
}
