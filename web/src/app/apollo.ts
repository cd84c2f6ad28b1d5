import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { defer, mergeMap } from 'rxjs';
import { typePolicies } from '../graphql/typePolicies';

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

/** The hex SHA-256 of a query text, as web/persisted-documents.json keys it (scripts/codegen). */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Persisted documents (docs/architecture.md#the-contract-and-generated-files): each operation goes
 * out as the hash of its text, which the server knows from web/persisted-documents.json; queries
 * over GET, so that the public lists can be kept by the browser or a CDN for the public cache's
 * TTL, mutations over POST. An unknown hash (a server older than this build) is retried once with
 * the text, over POST. Web Crypto exists only in secure contexts (https, localhost): elsewhere the
 * texts go out as before. The link loads beside the first page's chunk, not with the initial
 * JavaScript (the budget in docs/performance.md); should it fail to load, texts go out as before.
 */
function persistedQueries(): ApolloLink | null {
  if (!globalThis.crypto?.subtle) return null;
  const link = import('@apollo/client/link/persisted-queries').then(
    ({ PersistedQueryLink }) => new PersistedQueryLink({ sha256, useGETForHashedQueries: true }),
    () => null,
  );
  return new ApolloLink((operation, forward) =>
    defer(() => link).pipe(
      mergeMap((persisted) => (persisted ? persisted.request(operation, forward) : forward(operation))),
    ),
  );
}

/**
 * Same origin for both transports so the session cookie rides along: HTTP for queries and
 * mutations, graphql-ws (connected only while a subscription is active) for subscriptions.
 */
export function createApolloClient(options: { ssrForceFetchDelay?: number } = {}): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = lazyWebSocketLink(`${protocol}//${location.host}/graphql`);
  return new ApolloClient({
    link: ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      ws,
      ApolloLink.from([persistedQueries(), http].filter((link) => link !== null)),
    ),
    cache: new InMemoryCache({ typePolicies }),
    ssrForceFetchDelay: options.ssrForceFetchDelay,
  });
}
