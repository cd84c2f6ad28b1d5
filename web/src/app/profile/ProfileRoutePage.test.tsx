import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { ModeratorDecisionsDocument, PendingProductsDocument, Role } from '../../graphql/generated';
import ProfileRoutePage from './ProfileRoutePage';
import { productRow } from '../../testing/products';
import { renderWithApp } from '../../testing/render';
import { AARAV_ID, admin, sessionUser } from '../../testing/users';
import { productsMock, profileMock, profileRoute, profileUser } from '../../features/profile/profileFixtures';

const pending: MockLink.MockedResponse = {
  request: { query: PendingProductsDocument, variables: { first: 20 } },
  result: {
    data: {
      pendingProducts: {
        __typename: 'ProductConnection',
        totalCount: 0,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        nodes: [],
      },
    },
  },
};

const aaravProducts = productsMock([productRow('p2', 'Desk lamp')], { maxUsageCount: 3 });

const renderAsAdmin = (mocks: MockLink.MockedResponse[]) =>
  renderWithApp(<ProfileRoutePage />, {
    mocks: [profileMock(profileUser()), aaravProducts, ...mocks],
    user: admin,
    ...profileRoute,
  });

// The profile with the staff's panels, as the route draws it: who sees the pending queue, and what else an admin may do.
describe('Pending Products panel (admins, on any profile)', () => {
  it("lets an admin delete another user's product, with its status shown", async () => {
    renderAsAdmin([pending]);
    expect(await screen.findByRole('button', { name: 'Delete Desk lamp' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Products' })).getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pending Products/ })).toBeInTheDocument();
  });

  it("shows an admin a moderator's decisions on the moderator's profile", async () => {
    const decisions: MockLink.MockedResponse = {
      request: { query: ModeratorDecisionsDocument, variables: { moderatorId: AARAV_ID, first: 10 } },
      result: {
        data: {
          moderationDecisions: {
            __typename: 'ModerationDecisionConnection',
            totalCount: 0,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            nodes: [],
          },
        },
      },
    };
    renderWithApp(<ProfileRoutePage />, {
      mocks: [profileMock(profileUser({ role: Role.Moderator })), aaravProducts, pending, decisions],
      user: admin,
      ...profileRoute,
    });
    expect(await screen.findByRole('region', { name: "Aarav Sharma's moderation decisions (0)" })).toBeInTheDocument();
  });

  it("shows no decisions panel on a student's profile", async () => {
    renderAsAdmin([pending]);
    expect(await screen.findByRole('button', { name: 'Delete Desk lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /moderation decisions/ })).not.toBeInTheDocument();
  });

  it('is not shown to a moderator, who sees statuses but cannot delete', async () => {
    renderWithApp(<ProfileRoutePage />, {
      mocks: [profileMock(profileUser()), aaravProducts],
      user: sessionUser({ id: 'm1', role: Role.Moderator }),
      ...profileRoute,
    });
    expect(await screen.findByRole('link', { name: 'Desk lamp' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pending Products/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Desk lamp' })).not.toBeInTheDocument();
  });
});
