import type { ApolloCache } from '@apollo/client';
import { MeDocument, type SessionUserFragment } from '../../graphql/generated';

/**
 * Makes `me` answer this user at once, so guards and the top bar follow without a refetch.
 * The user comes from an operation result, so it carries the __typename Apollo normalizes by.
 */
export function writeSessionUser(cache: ApolloCache, user: SessionUserFragment | null): void {
  cache.writeQuery({ query: MeDocument, data: { me: user } });
}
