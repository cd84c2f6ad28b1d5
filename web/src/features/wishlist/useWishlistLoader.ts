import { useEffect, useRef, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { WishlistDocument } from '../../graphql/generated';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import type { WishlistLoadStatus } from './wishlistLoad';

export const WISHLIST_LOAD_ERROR = 'Error fetching wishlist';

/**
 * Loads the wishlist of `userId` (a signed-in, verified user; null otherwise) once, into the cache
 * where every heart and the /wishlist page read it. A failure never blocks a page: the wishlist
 * counts as empty (docs/product.md#screens: a failed wishlist load counts as empty) and a toast says so.
 * This is a one-off read rather than a watched query, so a sign-out's resetStore does not fetch
 * it again for a user who is leaving. A server-rendered page (entry-server.tsx) has it already: the
 * server runs it as a query of the render (so the hearts are right from the first paint), and the
 * browser, finding it in the restored cache, does not ask again.
 */
/** The cache holds a wishlist (a server-rendered page brought it). */
const hasWishlist = (client: ApolloClient) => client.cache.readQuery({ query: WishlistDocument }) !== null;

export function useWishlistLoader(userId: string | null): WishlistLoadStatus {
  const client = useApolloClient();
  const toast = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const [loadedFor, setLoadedFor] = useState<string | null>(() => (userId && hasWishlist(client) ? userId : null));
  // On the server only (effects do not run there): a query of the render, kept in the page's cache.
  useQuery(WishlistDocument, { skip: !userId || typeof window !== 'undefined' });

  useEffect(() => {
    if (!userId) return undefined;
    if (hasWishlist(client)) {
      setLoadedFor(userId);
      return undefined;
    }
    let current = true;
    client
      .query({ query: WishlistDocument, fetchPolicy: 'network-only' })
      .catch((error: unknown) => {
        if (!current) return;
        client.cache.writeQuery({ query: WishlistDocument, data: { wishlist: [] } });
        toastRef.current({
          title: WISHLIST_LOAD_ERROR,
          message: readError(error, WISHLIST_LOAD_ERROR).message,
          variant: 'destructive',
        });
      })
      .finally(() => {
        if (current) setLoadedFor(userId);
      });
    return () => {
      current = false;
    };
  }, [userId, client]);

  return userId && loadedFor !== userId ? 'loading' : 'done';
}
