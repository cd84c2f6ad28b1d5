import { createContext, useContext } from 'react';

/**
 * Whether the first load of the signed-in user's wishlist is still running. docs/product.md#screens: "On a guarded
 * route the wishlist is loaded once after sign-in before the page shows", so the guards wait while
 * this says 'loading'. Outside the provider (tests of single screens) nothing waits.
 */
export type WishlistLoadStatus = 'loading' | 'done';

export const WishlistLoadContext = createContext<WishlistLoadStatus>('done');

export function useWishlistLoadStatus(): WishlistLoadStatus {
  return useContext(WishlistLoadContext);
}
