import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from '../../lib/router';
import type { Role } from '../../graphql/generated';
import { LoadingView } from '../../components/LoadingView';
import { useWishlistLoadStatus } from '../../features/wishlist/wishlistLoad';
import { hasRole, useAuth } from '../../lib/auth/authContext';
import { fromPath, type FromState } from '../../lib/auth/fromPath';

interface GuardProps {
  children?: ReactNode;
}

/**
 * Signed-out visitors go to /login (remembering where they were), unverified users to
 * /verify-email, and a role mismatch to / (docs/product.md#screens, Guards). The first time after sign-in
 * the page waits for the wishlist (docs/product.md#screens: "loads once after sign-in before the page shows").
 */
export function RequireAuth({
  roles,
  allowUnverified = false,
  children,
}: GuardProps & { roles?: readonly Role[]; allowUnverified?: boolean }) {
  const { status, user } = useAuth();
  const wishlist = useWishlistLoadStatus();
  const location = useLocation();
  if (status === 'loading') return <LoadingView />;
  if (!user) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!allowUnverified && !user.isVerified) return <Navigate to="/verify-email" replace />;
  if (!hasRole(user, roles)) return <Navigate to="/" replace />;
  if (wishlist === 'loading') return <LoadingView />;
  return <>{children ?? <Outlet />}</>;
}

/** A signed-in, verified user of any role. */
export function RequireVerified({ children }: GuardProps) {
  return <RequireAuth>{children}</RequireAuth>;
}

/**
 * Login, signup and forget-password are for visitors: a verified user goes to / (or back to where
 * a guard sent them from). An unverified session may still sign in as someone else.
 */
export function SignedOutOnly({ children }: GuardProps) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingView />;
  if (user?.isVerified) return <Navigate to={fromPath(location.state)} replace />;
  return <>{children ?? <Outlet />}</>;
}
