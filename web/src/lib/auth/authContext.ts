import { createContext, useContext } from 'react';
import type { Role, SessionUserFragment } from '../../graphql/generated';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

export interface AuthState {
  status: AuthStatus;
  /** The session's user, verified or not; null when signed out or still checking. */
  user: SessionUserFragment | null;
  /** Asks the server again who is signed in (after login, verification, logout). */
  refresh: () => Promise<unknown>;
}

export const AuthContext = createContext<AuthState>({
  status: 'loading',
  user: null,
  refresh: () => Promise.resolve(),
});

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

export function hasRole(user: SessionUserFragment | null, roles: readonly Role[] | undefined): boolean {
  if (!roles || roles.length === 0) return true;
  return user !== null && roles.includes(user.role);
}
