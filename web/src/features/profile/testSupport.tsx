// Fixtures and a render helper shared by the profile screens' tests (not a test itself).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import {
  Category,
  Condition,
  ProductStatus,
  ProfileDocument,
  ProfileProductsDocument,
  Role,
  type ProfileUserFragment,
  type SessionUserFragment,
} from '../../graphql/generated';
import { AuthContext, type AuthState } from '../../app/auth/authContext';
import { typePolicies } from '../../app/apollo';
import { ToastHost } from '../../lib/toastHost';

export const AARAV_ID = '0190a4e6-0000-7000-8000-000000000001';
export const ADMIN_ID = '0190a4e6-0000-7000-8000-0000000000ad';

export function sessionUser(overrides: Partial<SessionUserFragment> = {}): SessionUserFragment {
  return {
    id: AARAV_ID,
    name: 'Aarav Sharma',
    email: 'aarav@college.edu',
    collegeId: '21CS1001',
    role: Role.User,
    isVerified: true,
    profilePic: null,
    phoneNumber: '+919876543210',
    whatsAppNumber: null,
    instagramHandle: 'aarav.s',
    blockAddress: 'Block C, room 12',
    showContactDetails: false,
    ...overrides,
  };
}

export const admin = sessionUser({
  id: ADMIN_ID,
  name: 'Admin One',
  email: 'admin@college.edu',
  collegeId: 'ADMIN001',
  role: Role.Admin,
});

/** Aarav's profile as the server answers it (with the __typename MockedProvider needs). */
export function profileUser(
  overrides: Partial<ProfileUserFragment> = {},
): ProfileUserFragment & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: AARAV_ID,
    name: 'Aarav Sharma',
    email: 'aarav@college.edu',
    pendingEmail: null,
    collegeId: '21CS1001',
    role: Role.User,
    profilePic: null,
    bannerPic: null,
    phoneNumber: '+919876543210',
    whatsAppNumber: null,
    instagramHandle: 'aarav.s',
    blockAddress: 'Block C, room 12',
    showContactDetails: false,
    contactHidden: false,
    createdAt: '2026-08-01T10:00:00.000Z',
    ...overrides,
  };
}

/** What a visitor gets: the server blanks contact fields (and the email) and says so. */
export const hiddenProfile = () =>
  profileUser({
    email: null,
    collegeId: null,
    phoneNumber: null,
    whatsAppNumber: null,
    instagramHandle: null,
    blockAddress: null,
    contactHidden: true,
  });

export function profileMock(user: ReturnType<typeof profileUser> | null, id = AARAV_ID): MockLink.MockedResponse {
  return { request: { query: ProfileDocument, variables: { id } }, result: { data: { user } } };
}

export function productNode(
  id: string,
  title: string,
  status: ProductStatus = ProductStatus.Approved,
  rejectionReason: string | null = null,
) {
  return {
    __typename: 'Product',
    id,
    title,
    description: `${title}, barely used.`,
    price: 1200,
    discountedPrice: null,
    discountActive: false,
    discountEndsAt: null,
    effectivePrice: 1200,
    percentOff: null,
    quantity: 1,
    deliveryType: null,
    category: Category.Electronics,
    condition: Condition.Used,
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    images: [],
    rejectionReason,
  };
}

export function productsMock(
  nodes: ReturnType<typeof productNode>[],
  {
    after,
    hasNextPage = false,
    endCursor = 'c1',
    totalCount = nodes.length,
    sellerId = AARAV_ID,
    maxUsageCount,
  }: {
    after?: string;
    hasNextPage?: boolean;
    endCursor?: string | null;
    totalCount?: number;
    sellerId?: string;
    maxUsageCount?: number;
  } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: ProfileProductsDocument,
      variables: after ? { sellerId, first: 20, after } : { sellerId, first: 20 },
    },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection',
          totalCount,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
          nodes,
        },
      },
    },
    maxUsageCount,
  };
}

export function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

export function auth(
  user: SessionUserFragment | null,
  status: AuthState['status'] = user ? 'signedIn' : 'signedOut',
): AuthState {
  return { status, user, refresh: () => Promise.resolve() };
}

/** The screen at `path` inside the app's providers, with the real cache policies. */
export function renderWith(
  ui: ReactNode,
  {
    mocks,
    viewer = null,
    path = `/profile/${AARAV_ID}`,
    route = '/profile/:id',
    authState,
  }: {
    mocks: MockLink.MockedResponse[];
    viewer?: SessionUserFragment | null;
    path?: string;
    route?: string;
    authState?: AuthState;
  },
) {
  return render(
    <AuthContext.Provider value={authState ?? auth(viewer)}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={<p>Another page</p>} />
            </Routes>
            <Where />
          </MemoryRouter>
          <ToastHost />
        </>
      </MockedProvider>
    </AuthContext.Provider>,
  );
}
