import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { MeDocument, MeUpdatedDocument } from '../../graphql/generated';
import { WishlistLoadContext } from '../../features/wishlist/wishlistLoad';
import { useWishlistLoader } from '../../features/wishlist/useWishlistLoader';
import { NotificationsListener } from '../../features/notifications/NotificationsListener';
import { AuthContext, type AuthState } from '../../lib/auth/authContext';
import { rememberSignedIn } from '../../lib/auth/sessionHint';

/**
 * Who is signed in, from the `me` query run once at start (docs/product.md#screens: "Authentication is checked
 * when the app starts"). Every auth mutation answers the same SessionUser fields, so Apollo's
 * cache updates this without another request; `meUpdated` keeps other tabs' changes in step.
 * Once a verified user is known, their wishlist is loaded (the guards wait for it) and their
 * notifications are listened for, on the one graphql-ws connection.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(MeDocument, { notifyOnNetworkStatusChange: false });
  const user = data?.me ?? null;
  useSubscription(MeUpdatedDocument, { skip: !user });

  const value = useMemo<AuthState>(() => {
    // A failed check counts as signed out (docs/product.md#departures-from-the-specification, 9).
    const status = loading && !data && !error ? 'loading' : user ? 'signedIn' : 'signedOut';
    return { status, user, refresh: () => refetch() };
  }, [loading, data, error, user, refetch]);
  useEffect(() => {
    if (value.status !== 'loading') rememberSignedIn(value.status === 'signedIn');
  }, [value.status]);

  const member = user?.isVerified ? user.id : null;
  const wishlistStatus = useWishlistLoader(member);

  return (
    <AuthContext.Provider value={value}>
      <WishlistLoadContext.Provider value={wishlistStatus}>
        {member && <NotificationsListener key={member} />}
        {children}
      </WishlistLoadContext.Provider>
    </AuthContext.Provider>
  );
}
