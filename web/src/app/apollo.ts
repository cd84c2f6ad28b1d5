import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';

/**
 * Same origin for both transports so the session cookie rides along: HTTP for queries and
 * mutations, graphql-ws (connected only while a subscription is active) for subscriptions.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'include' });
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new GraphQLWsLink(createClient({ url: `${protocol}//${location.host}/graphql`, lazy: true }));
  return new ApolloClient({
    link: ApolloLink.split(({ query }) => isSubscriptionOperation(query), ws, http),
    cache: new InMemoryCache(),
  });
}
