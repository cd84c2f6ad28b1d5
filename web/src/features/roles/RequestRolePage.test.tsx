import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MyRoleRequestDocument, RequestModeratorRoleDocument, RoleRequestStatus } from '../../graphql/generated-lazy';
import { appCache, renderWithApp } from '../../testing/render';
import RequestRolePage from './RequestRolePage';

function request(status: RoleRequestStatus, decidedAt: string | null = null) {
  return { __typename: 'RoleRequest', id: 'r1', status, createdAt: '2026-11-20T10:00:00.000Z', decidedAt };
}

const mine = (value: ReturnType<typeof request> | null, delay = 0): MockLink.MockedResponse => ({
  request: { query: MyRoleRequestDocument },
  result: { data: { myRoleRequest: value } },
  delay,
});

const button = () => screen.getByRole('button', { name: 'Request Moderator Role' });

describe('RequestRolePage', () => {
  it('explains the role, sends the request and then shows it pending', async () => {
    const user = userEvent.setup();
    const sent: MockLink.MockedResponse = {
      request: { query: RequestModeratorRoleDocument },
      result: {
        data: {
          requestModeratorRole: {
            __typename: 'RoleRequestPayload',
            message: 'Your request has been sent to the admins',
            request: request(RoleRequestStatus.Pending),
          },
        },
      },
    };
    renderWithApp(<RequestRolePage />, { cache: appCache(null), mocks: [mine(null, 20), sent], path: '/request-role' });
    expect(screen.getByRole('heading', { level: 1, name: 'Request Moderator Role' })).toBeInTheDocument();
    expect(screen.getByText('What moderators do')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('You have not asked yet.')).toBeInTheDocument();
    await user.click(button());
    expect(await screen.findByText('Request pending')).toBeInTheDocument();
    expect(screen.getByText(/Your request is waiting for an admin/)).toBeInTheDocument();
    expect(screen.getByText('Your request has been sent to the admins')).toBeInTheDocument();
    expect(button()).toBeDisabled();
  });

  it('keeps the button off while a request is pending', async () => {
    renderWithApp(<RequestRolePage />, {
      cache: appCache(null),
      mocks: [mine(request(RoleRequestStatus.Pending))],
      path: '/request-role',
    });
    expect(await screen.findByText('Request pending')).toBeInTheDocument();
    expect(screen.getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(button()).toBeDisabled();
  });

  it('says an accepted user is a moderator, with the way to moderation', async () => {
    renderWithApp(<RequestRolePage />, {
      cache: appCache(null),
      mocks: [mine(request(RoleRequestStatus.Accepted, '2026-11-21T10:00:00.000Z'))],
      path: '/request-role',
    });
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(screen.getByText(/You are now a moderator/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open moderation' })).toHaveAttribute('href', '/product-moderation');
    expect(button()).toBeDisabled();
  });

  it('lets a rejected user ask again', async () => {
    renderWithApp(<RequestRolePage />, {
      cache: appCache(null),
      mocks: [mine(request(RoleRequestStatus.Rejected, '2026-11-21T10:00:00.000Z'))],
      path: '/request-role',
    });
    expect(await screen.findByText('Request rejected')).toBeInTheDocument();
    expect(screen.getByText(/You may ask again/)).toBeInTheDocument();
    expect(button()).toBeEnabled();
  });

  it('toasts the server message when the request is refused', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: { query: RequestModeratorRoleDocument },
      result: { errors: [{ message: 'You already have an open request', extensions: { code: 'CONFLICT' } }] },
    };
    renderWithApp(<RequestRolePage />, { cache: appCache(null), mocks: [mine(null), refused], path: '/request-role' });
    await screen.findByText('You have not asked yet.');
    await user.click(button());
    expect(await screen.findByText('Error requesting moderator role')).toBeInTheDocument();
    expect(screen.getByText('You already have an open request')).toBeInTheDocument();
    expect(screen.queryByText('Request pending')).toBeNull();
  });

  it('shows the server error rather than "not asked yet" when the read is refused', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: MyRoleRequestDocument },
      result: {
        data: { myRoleRequest: null },
        errors: [{ message: 'Please sign in', path: ['myRoleRequest'], extensions: { code: 'UNAUTHENTICATED' } }],
      },
    };
    renderWithApp(<RequestRolePage />, { cache: appCache(null), mocks: [refused], path: '/request-role' });
    expect(await screen.findByText('Please sign in')).toBeInTheDocument();
    expect(screen.queryByText('You have not asked yet.')).toBeNull();
  });

  it('shows an error when the latest request cannot be read', async () => {
    renderWithApp(<RequestRolePage />, {
      cache: appCache(null),
      mocks: [{ request: { query: MyRoleRequestDocument }, error: new Error('Network down') }],
      path: '/request-role',
    });
    expect(await screen.findByText('Error fetching your request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The server still refuses a second open request, so asking stays possible.
    expect(button()).toBeEnabled();
  });
});
