import { useCallback, useMemo } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AddToWishlistDocument,
  type AddToWishlistMutation,
  RemoveFromWishlistDocument,
  WishlistDocument,
  type ProductCardFieldsFragment,
  type WishlistQuery,
} from '../../graphql/generated';
import { useAuth } from '../../lib/auth/authContext';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';

type WishlistProduct = WishlistQuery['wishlist'][number];

export const ADD_ERROR = 'Error adding to wishlist';
export const REMOVE_ERROR = 'Error removing from wishlist';

/** The optimistic answer of either mutation: the list as it will be (typename for the cache). */
function optimisticPayload(wishlist: readonly WishlistProduct[]): AddToWishlistMutation['addToWishlist'] {
  return {
    __typename: 'WishlistPayload',
    message: '',
    wishlist: [...wishlist],
  } as AddToWishlistMutation['addToWishlist'];
}

function writeWishlist(cache: ApolloCache, wishlist: readonly WishlistProduct[]) {
  cache.writeQuery({ query: WishlistDocument, data: { wishlist: [...wishlist] } });
}

/** A card's data as a cache entry (the API always answers __typename; fixtures may not). */
function asEntry(product: ProductCardFieldsFragment): WishlistProduct {
  return { ...product, __typename: 'Product' } as WishlistProduct;
}

/**
 * The signed-in user's wishlist as the cache holds it (loaded once after sign-in by AuthProvider;
 * this hook never fetches it), and a toggle that flips at once: the mutation's optimistic answer
 * is the list with the product added (first, as the server orders it) or removed, and the
 * server's answer then replaces Query.wishlist. Nothing is refetched, so nothing flashes.
 */
export function useWishlist() {
  const { user } = useAuth();
  const active = !!user?.isVerified;
  const { data } = useQuery(WishlistDocument, { fetchPolicy: 'cache-only', skip: !active });
  const client = useApolloClient();
  const toast = useToast();
  const [add] = useMutation(AddToWishlistDocument);
  const [remove] = useMutation(RemoveFromWishlistDocument);

  const products = useMemo(() => (active ? (data?.wishlist ?? []) : []), [active, data]);
  const ids = useMemo(() => new Set(products.map((p) => p.id)), [products]);
  const isInWishlist = useCallback((id: string) => ids.has(id), [ids]);

  const toggle = useCallback(
    async (product: ProductCardFieldsFragment) => {
      // The list at the moment of the click (another toggle may still be in flight).
      const current = client.cache.readQuery({ query: WishlistDocument })?.wishlist ?? [];
      const variables = { productId: product.id };
      if (current.some((p) => p.id === product.id)) {
        const wishlist = current.filter((p) => p.id !== product.id);
        try {
          await remove({
            variables,
            optimisticResponse: { removeFromWishlist: optimisticPayload(wishlist) },
            update: (cache, { data: answer }) => {
              if (answer) writeWishlist(cache, answer.removeFromWishlist.wishlist);
            },
          });
        } catch (error) {
          toast({ title: REMOVE_ERROR, message: readError(error, REMOVE_ERROR).message, variant: 'destructive' });
        }
      } else {
        const wishlist = [asEntry(product), ...current];
        try {
          await add({
            variables,
            optimisticResponse: { addToWishlist: optimisticPayload(wishlist) },
            update: (cache, { data: answer }) => {
              if (answer) writeWishlist(cache, answer.addToWishlist.wishlist);
            },
          });
        } catch (error) {
          toast({ title: ADD_ERROR, message: readError(error, ADD_ERROR).message, variant: 'destructive' });
        }
      }
    },
    [client, add, remove, toast],
  );

  return { products, isInWishlist, toggle, enabled: active };
}
