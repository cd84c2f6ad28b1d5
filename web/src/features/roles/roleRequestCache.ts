import type { ApolloCache } from '@apollo/client';

/** A decided request leaves the cached admin list (the row goes at once, no refetch). */
export function removeRoleRequest(cache: ApolloCache, requestId: string): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      roleRequests(existing, { readField }) {
        const list = existing as readonly object[];
        const next = list.filter((ref) => readField('id', ref as never) !== requestId);
        return next.length === list.length ? existing : next;
      },
    },
  });
}
