import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  ApiScope,
  ApiTokensDocument,
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
} from '../../graphql/generated-lazy';
import { renderWithApp } from '../../testing/render';
import { admin } from '../../testing/users';
import ApiTokensPage from './ApiTokensPage';
import { PASSWORD_NEEDED } from './CreateTokenForm';

const record = (id: string, name: string, scopes: ApiScope[], lastUsedAt: string | null = null) => ({
  __typename: 'ApiToken' as const,
  id,
  name,
  scopes,
  last4: 'x9Q2',
  createdAt: '2026-11-27T07:00:00.000Z',
  expiresAt: '2027-02-25T07:00:00.000Z',
  lastUsedAt,
});
const bot = record('t1', 'Hostel bot', [ApiScope.ReadProducts, ApiScope.ReadSavedSearches]);
const listIs = (apiTokens: unknown[]): MockLink.MockedResponse => ({
  request: { query: ApiTokensDocument },
  result: { data: { apiTokens } },
});
const SECRET = 'cmk_0123456789abcdefghijABCDEFGHIJ000000';
const PASSWORD = 'correct horse battery staple';
const WRONG_PASSWORD = 'Your current password is incorrect.';

describe('ApiTokensPage', () => {
  it('lists tokens with last four characters, scopes in their REST spelling, expiry and last use', async () => {
    renderWithApp(<ApiTokensPage />, { mocks: [listIs([bot])], path: '/api-tokens' });
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('Hostel bot …x9Q2');
    expect(row).toHaveTextContent('read:products, read:saved-searches');
    expect(row).toHaveTextContent('never used');
    // Students are not offered moderate; staff are.
    expect(screen.queryByRole('checkbox', { name: /moderate/i })).not.toBeInTheDocument();
  });

  it('offers moderate to staff', async () => {
    renderWithApp(<ApiTokensPage />, { mocks: [listIs([])], path: '/api-tokens', user: admin });
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /moderate/i })).toBeInTheDocument();
  });

  it('creates a token with the current password, shows its secret once and lists it at once; asks for a scope and the password first', async () => {
    const user = userEvent.setup();
    const create: MockLink.MockedResponse = {
      request: {
        query: CreateApiTokenDocument,
        variables: {
          input: { name: 'Clubs site', scopes: [ApiScope.ReadProducts], expiresInDays: 30, currentPassword: PASSWORD },
        },
      },
      result: {
        data: {
          createApiToken: {
            __typename: 'CreatedApiToken',
            token: SECRET,
            apiToken: record('t2', 'Clubs site', [ApiScope.ReadProducts]),
          },
        },
      },
    };
    // No second answer for the list: the new token must show without fetching it again.
    renderWithApp(<ApiTokensPage />, { mocks: [listIs([]), create], path: '/api-tokens' });
    await screen.findByText('No tokens yet.');
    await user.type(screen.getByRole('textbox', { name: /name/i }), 'Clubs site');
    const days = screen.getByRole('spinbutton', { name: /expires/i });
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Choose at least one scope')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /read listings/i }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(PASSWORD_NEEDED)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/current password/i), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('new-token')).toHaveTextContent(SECRET);
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Clubs site …x9Q2');
    expect(screen.queryByText('No tokens yet.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-token')).not.toBeInTheDocument();
  });

  it("shows the server's answer on the password under the field", async () => {
    const user = userEvent.setup();
    const wrong: MockLink.MockedResponse = {
      request: {
        query: CreateApiTokenDocument,
        variables: {
          input: { name: 'Clubs site', scopes: [ApiScope.ReadProducts], expiresInDays: 90, currentPassword: 'nope' },
        },
      },
      result: {
        errors: [
          {
            message: WRONG_PASSWORD,
            extensions: { code: 'BAD_USER_INPUT', fields: { currentPassword: WRONG_PASSWORD } },
          },
        ],
      },
    };
    renderWithApp(<ApiTokensPage />, { mocks: [listIs([]), wrong], path: '/api-tokens' });
    await screen.findByText('No tokens yet.');
    await user.type(screen.getByRole('textbox', { name: /name/i }), 'Clubs site');
    await user.click(screen.getByRole('checkbox', { name: /read listings/i }));
    await user.type(screen.getByLabelText(/current password/i), 'nope');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(WRONG_PASSWORD)).toBeInTheDocument();
    expect(screen.getByLabelText(/current password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('new-token')).not.toBeInTheDocument();
  });

  it('revokes a token only once confirmed; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const revoke: MockLink.MockedResponse = {
      request: { query: RevokeApiTokenDocument, variables: { id: 't1' } },
      result: () => {
        sent += 1;
        return { data: { revokeApiToken: { __typename: 'MessagePayload', message: 'Token revoked' } } };
      },
    };
    renderWithApp(<ApiTokensPage />, { mocks: [listIs([bot]), revoke], path: '/api-tokens' });
    await user.click(await screen.findByRole('button', { name: 'Revoke token Hostel bot' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke “Hostel bot”?' });
    expect(dialog).toHaveTextContent('Apps using this token stop working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toBe(0);
    expect(screen.getByRole('list', { name: 'Your API tokens' })).toHaveTextContent('Hostel bot');

    await user.click(screen.getByRole('button', { name: 'Revoke token Hostel bot' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke “Hostel bot”?' });
    expect(sent).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(sent).toBe(1);
  });
});
