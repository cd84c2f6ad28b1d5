import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
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
 * it again for a user who is leaving.
 */
export function useWishlistLoader(userId: string | null): WishlistLoadStatus {
  const client = useApolloClient();
  const toast = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return undefined;
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
