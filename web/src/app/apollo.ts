import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type Reference, type TypePolicies } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { defer, mergeMap } from 'rxjs';

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
 * user, whatever the page size) works the same way; the live listener prepends to it.
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
      wishlist: {
        merge: (_existing: unknown, incoming: unknown) => incoming,
      },
    },
  },
};

/**
 * The WebSocket transport, loaded on the first subscription: graphql-ws stays out of the initial
 * JavaScript of every page (the budget in docs/performance.md), and only a signed-in user ever subscribes.
 */
function lazyWebSocketLink(url: string): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  const load = () =>
    (link ??= Promise.all([import('@apollo/client/link/subscriptions'), import('graphql-ws')]).then(
      ([{ GraphQLWsLink }, { createClient }]) => new GraphQLWsLink(createClient({ url, lazy: true })),
    ));
  return new ApolloLink((operation, forward) => defer(load).pipe(mergeMap((ws) => ws.request(operation, forward))));
}

/**
 * Same origin for both transports so the session cookie rides along: HTTP for queries and
 * mutations, graphql-ws (connected only while a subscription is active) for subscriptions.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = lazyWebSocketLink(`${protocol}//${location.host}/graphql`);
  return new ApolloClient({
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), ws, http),
    cache: new InMemoryCache({ typePolicies }),
  });
}
