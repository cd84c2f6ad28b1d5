import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  DecideRoleRequestDocument,
  RoleRequestAction,
  RoleRequestStatus,
  RoleRequestsDocument,
} from '../../graphql/generated-lazy';
import { holdAnswers } from '../../testing/heldAnswers';
import { appCache, renderWithApp } from '../../testing/render';
import ModeratorRequestsPage from './ModeratorRequestsPage';

function row(id: string, userId: string, name: string, email: string) {
  return {
    __typename: 'RoleRequest',
    id,
    createdAt: '2026-11-20T10:00:00.000Z',
    user: { __typename: 'User', id: userId, name, email },
  };
}

const list = (rows: ReturnType<typeof row>[], delay = 0): MockLink.MockedResponse => ({
  request: { query: RoleRequestsDocument },
  result: { data: { roleRequests: rows } },
  delay,
});
const diya = row('r1', 'u1', 'Diya Patel', 'diya@college.edu');
const aarav = row('r2', 'u2', 'Aarav Sharma', 'aarav@college.edu');

function decided(
  userId: string,
  action: RoleRequestAction,
  requestId: string,
  message: string,
): MockLink.MockedResponse {
  const status = action === RoleRequestAction.Accept ? RoleRequestStatus.Accepted : RoleRequestStatus.Rejected;
  return {
    request: { query: DecideRoleRequestDocument, variables: { input: { userId, action } } },
    result: {
      data: {
        decideRoleRequest: {
          __typename: 'RoleRequestPayload',
          message,
          request: { __typename: 'RoleRequest', id: requestId, status },
        },
      },
    },
  };
}

const requester = (name: string) => screen.getByRole('listitem', { name });

describe('ModeratorRequestsPage', () => {
  it('lists each requester with name, email, date, Accept and Reject', async () => {
    renderWithApp(<ModeratorRequestsPage />, {
      cache: appCache(null),
      mocks: [list([diya, aarav], 20)],
      path: '/approve-or-reject-request',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Moderator requests' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const first = await screen.findByRole('listitem', { name: 'Diya Patel' });
    expect(within(first).getByText('diya@college.edu')).toBeInTheDocument();
    expect(within(first).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(requester('Aarav Sharma')).toBeInTheDocument();
    expect(screen.getByText('2 waiting for a decision')).toBeInTheDocument();
  });

  it('takes an accepted row away at once and shows the server message', async () => {
    const user = userEvent.setup();
    const held = holdAnswers('DecideRoleRequest');
    renderWithApp(<ModeratorRequestsPage />, {
      cache: appCache(null),
      held,
      mocks: [list([diya, aarav]), decided('u1', RoleRequestAction.Accept, 'r1', 'Moderator request accepted')],
      path: '/approve-or-reject-request',
    });
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Diya Patel' })).getByRole('button', { name: 'Accept' }),
    );
    expect(screen.queryByText('Diya Patel')).toBeNull();
    await held.answer('DecideRoleRequest');
    expect(await screen.findByText('Moderator request accepted')).toBeInTheDocument();
    expect(screen.queryByText('Diya Patel')).toBeNull();
    expect(requester('Aarav Sharma')).toBeInTheDocument();
    expect(screen.getByText('1 waiting for a decision')).toBeInTheDocument();
  });

  it('rejects, and ends on the empty state', async () => {
    const user = userEvent.setup();
    renderWithApp(<ModeratorRequestsPage />, {
      cache: appCache(null),
      mocks: [list([diya]), decided('u1', RoleRequestAction.Reject, 'r1', 'Moderator request rejected')],
      path: '/approve-or-reject-request',
    });
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Diya Patel' })).getByRole('button', { name: 'Reject' }),
    );
    expect(await screen.findByText('Moderator request rejected')).toBeInTheDocument();
    expect(screen.getByText('No pending requests.')).toBeInTheDocument();
  });

  it('puts the row back and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: {
        query: DecideRoleRequestDocument,
        variables: { input: { userId: 'u1', action: RoleRequestAction.Accept } },
      },
      result: { errors: [{ message: 'This request was already decided', extensions: { code: 'CONFLICT' } }] },
    };
    renderWithApp(<ModeratorRequestsPage />, {
      cache: appCache(null),
      mocks: [list([diya]), refused],
      path: '/approve-or-reject-request',
    });
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Diya Patel' })).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByText('Error approving moderator request')).toBeInTheDocument();
    expect(screen.getByText('This request was already decided')).toBeInTheDocument();
    await waitFor(() => expect(requester('Diya Patel')).toBeInTheDocument());
  });

  it('says so when nobody is waiting', async () => {
    renderWithApp(<ModeratorRequestsPage />, {
      cache: appCache(null),
      mocks: [list([])],
      path: '/approve-or-reject-request',
    });
    expect(await screen.findByText('No pending requests.')).toBeInTheDocument();
  });

  it('shows the spec error when the list cannot be fetched', async () => {
    renderWithApp(<ModeratorRequestsPage />, {
      cache: appCache(null),
      mocks: [{ request: { query: RoleRequestsDocument }, error: new Error('Network down') }],
      path: '/approve-or-reject-request',
    });
    expect(await screen.findByText('Error fetching moderator requests')).toBeInTheDocument();
  });
});
