import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import {
  Role,
  WishlistDocument,
  type ProductCardFieldsFragment,
  type SessionUserFragment,
} from '../../graphql/generated';
import { AuthContext, type AuthState } from '../../app/auth/authContext';
import { typePolicies } from '../../app/apollo';
import { ToastHost } from '../../lib/toastHost';

// The first render of a test file (MUI, emotion) can take seconds on a busy 2-core machine.
configure({ asyncUtilTimeout: 4000 });

/** Test helpers for the social screens: a signed-in student and an app-like cache. */
export const member: SessionUserFragment = {
  id: '0190a4e6-0000-7000-8000-000000000009',
  name: 'Diya Patel',
  email: 'diya@college.edu',
  collegeId: '21CS1002',
  role: Role.User,
  isVerified: true,
  profilePic: null,
  phoneNumber: null,
  whatsAppNumber: null,
  instagramHandle: null,
  blockAddress: null,
  showContactDetails: false,
};

/** A cache as the app has it, with the wishlist already loaded (as AuthProvider does) unless null. */
export function appCache(wishlist: readonly ProductCardFieldsFragment[] | null = []): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  if (wishlist) cache.writeQuery({ query: WishlistDocument, data: { wishlist: [...wishlist] } });
  return cache;
}

export function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

export function renderWithApp(
  ui: ReactNode,
  {
    user = member,
    mocks = [],
    cache = appCache(),
    path = '/',
  }: {
    user?: SessionUserFragment | null;
    mocks?: MockLink.MockedResponse[];
    cache?: InMemoryCache;
    path?: string;
  } = {},
) {
  const auth: AuthState = { status: user ? 'signedIn' : 'signedOut', user, refresh: () => Promise.resolve() };
  return render(
    <AuthContext.Provider value={auth}>
      <MockedProvider mocks={mocks} cache={cache}>
        <>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
              <Route path="/login" element={<p>Login page</p>} />
            </Routes>
            <Where />
          </MemoryRouter>
          <ToastHost />
        </>
      </MockedProvider>
    </AuthContext.Provider>,
  );
}
