// The profile screens' answers from the server, shared by their tests (not a test itself). The users,
// product rows and the render helper are the shared ones, in src/testing/.
import type { MockLink } from '@apollo/client/testing';
import {
  ProductStatus,
  ProfileDocument,
  ProfileProductsDocument,
  Role,
  type ProfileUserFragment,
  type SessionUserFragment,
} from '../../graphql/generated';
import { productRow } from '../../testing/products';
import { AARAV_ID, sessionUser } from '../../testing/users';

/** Where a profile test draws its screen: Aarav's profile page. */
export const profileRoute = { path: `/profile/${AARAV_ID}`, route: '/profile/:id' };

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

export function productsMock(
  nodes: ReturnType<typeof productRow>[],
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

/** What editProfile/updatePrivacy answer: the session user plus the profile's own fields. */
export function answeredUser(overrides: Partial<SessionUserFragment> = {}) {
  return {
    __typename: 'User',
    ...sessionUser(overrides),
    pendingEmail: null,
    bannerPic: null,
    contactHidden: false,
    createdAt: '2026-08-01T10:00:00.000Z',
  };
}

/** Aarav's three products, one in each status. */
export const aaravProducts = productsMock([
  productRow('p1', 'Casio calculator', ProductStatus.Pending),
  productRow('p2', 'Desk lamp', ProductStatus.Approved),
  productRow('p3', 'Room near gate 2', ProductStatus.Rejected, 'Add a photo of the room'),
]);
