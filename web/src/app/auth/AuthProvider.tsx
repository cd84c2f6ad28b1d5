import { useMemo, type ReactNode } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { MeDocument, MeUpdatedDocument } from '../../graphql/generated';
import { AuthContext, type AuthState } from './authContext';

/**
 * Who is signed in, from the `me` query run once at start (SPEC §2: "Authentication is checked
 * when the app starts"). Every auth mutation answers the same SessionUser fields, so Apollo's
 * cache updates this without another request; `meUpdated` keeps other tabs' changes in step.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(MeDocument, { notifyOnNetworkStatusChange: false });
  const user = data?.me ?? null;
  useSubscription(MeUpdatedDocument, { skip: !user });

  const value = useMemo<AuthState>(() => {
    // A failed check counts as signed out (SPEC §4 "Failed auth check clears user").
    const status = loading && !data && !error ? 'loading' : user ? 'signedIn' : 'signedOut';
    return { status, user, refresh: () => refetch() };
  }, [loading, data, error, user, refetch]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
