import type { Reference, TypePolicies } from '@apollo/client';

interface ConnectionPage {
  nodes: readonly Reference[];
  [field: string]: unknown;
}

/** Keyset pages of one list: a page with `after` is appended, one without replaces the list. */
function appendPages(
  existing: ConnectionPage | undefined,
  incoming: ConnectionPage,
  { args }: { args: Record<string, unknown> | null },
): ConnectionPage {
  if (!existing || !args?.after) return incoming;
  const seen = new Set(existing.nodes.map((node) => node.__ref));
  return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !seen.has(node.__ref))] };
}

/**
 * Query.products is paged by keyset cursor: the pages of one list (same filter and sort) are
 * stored as one growing list, so "Load more" is `fetchMore({ variables: { after } })`. A request
 * without `after` (first page, refetch) replaces the list. Query.notifications (one list per
 * user, whatever the page size) works the same way; the live listener prepends to it; so does
 * Query.moderationDecisions (one list per moderator).
 * Query.wishlist is always replaced whole: each wishlist mutation answers the complete new list.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      products: {
        keyArgs: ['filter', 'sort'],
        merge: appendPages,
      },
      notifications: {
        keyArgs: false,
        merge: appendPages,
      },
      moderationDecisions: {
        keyArgs: ['moderatorId'],
        merge: appendPages,
      },
      wishlist: {
        merge: (_existing: unknown, incoming: unknown) => incoming,
      },
    },
  },
};
