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
