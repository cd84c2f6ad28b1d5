// The one render helper of the web tests: a screen inside the app's providers (auth, Apollo with the
// app's cache policies, a router, the toasts), as AppProviders has them.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../lib/router';
import { ApolloLink, InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { WishlistDocument, type ProductCardFieldsFragment, type SessionUserFragment } from '../graphql/generated';
import { typePolicies } from '../graphql/typePolicies';
import { AuthContext, type AuthState } from '../lib/auth/authContext';
import { ToastStack } from '../lib/toastStack';
import type { HeldAnswers } from './heldAnswers';
import { auth, member } from './users';

/** A cache as the app has it, with the wishlist already loaded (as AuthProvider does) unless null. */
export function appCache(wishlist: readonly ProductCardFieldsFragment[] | null = []): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  if (wishlist) cache.writeQuery({ query: WishlistDocument, data: { wishlist: [...wishlist] } });
  return cache;
}

/** Shows the current address (path and query), so a test can see where a link or a redirect went. */
export function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

export interface RenderOptions {
  /** Who is signed in (null: a visitor; by default `member`); `authState` says it all instead, e.g. while loading. */
  user?: SessionUserFragment | null;
  authState?: AuthState;
  mocks?: MockLink.MockedResponse[];
  /** Answers of the mocks the test releases itself (holdAnswers), for what happens before the server answers. */
  held?: HeldAnswers;
  cache?: InMemoryCache;
  /** The address the router starts at. */
  path?: string;
  /** The route `ui` is drawn on (its params come from `path`); any other address shows a stand-in page. */
  route?: string;
  /** What /login shows (a stand-in by default). */
  loginPage?: ReactNode;
}

export function renderWithApp(
  ui: ReactNode,
  {
    user = member,
    authState,
    mocks = [],
    held,
    cache = appCache(),
    path = '/',
    route = '*',
    loginPage = <p>Login page</p>,
  }: RenderOptions = {},
) {
  return render(
    <AuthContext.Provider value={authState ?? auth(user)}>
      <MockedProvider
        mocks={mocks}
        link={held ? ApolloLink.from([held.link, new MockLink(mocks)]) : undefined}
        cache={cache}
      >
        <>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="/login" element={loginPage} />
              {route !== '*' && <Route path="*" element={<p>Another page</p>} />}
            </Routes>
            <Where />
          </MemoryRouter>
          <ToastStack />
        </>
      </MockedProvider>
    </AuthContext.Provider>,
  );
}
