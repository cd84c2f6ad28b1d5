import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AcceptTermsDocument } from '../../graphql/generated-lazy';
import { site } from '../../lib/site';
import { holdAnswers } from '../../testing/heldAnswers';
import { appCache, renderWithApp } from '../../testing/render';
import { member } from '../../testing/users';
import TermsPage, { ACCEPT_ERROR } from './TermsPage';

const accepted: MockLink.MockedResponse = {
  request: { query: AcceptTermsDocument, variables: { version: site.termsUpdated } },
  result: {
    data: {
      acceptTerms: {
        __typename: 'AuthPayload',
        message: 'Thank you for accepting the Terms and Conditions.',
        user: {
          __typename: 'User',
          id: member.id,
          termsAcceptedAt: '2026-12-01T10:00:00.000Z',
          termsVersion: site.termsUpdated,
        },
      },
    },
  },
};

const render = (mocks: MockLink.MockedResponse[], signedIn = true, held?: ReturnType<typeof holdAnswers>) =>
  renderWithApp(<TermsPage />, {
    mocks,
    held,
    path: '/terms-and-conditions',
    route: '/terms-and-conditions',
    ...(signedIn ? {} : { user: null, cache: appCache(null) }),
  });

describe('TermsPage', () => {
  it("records a member's acceptance of the terms shown, with their date, before going on", async () => {
    const user = userEvent.setup();
    const held = holdAnswers('AcceptTerms');
    render([accepted], true, held);
    expect(screen.getByText(`Last updated ${site.termsUpdated}`)).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the Terms and Conditions' }));
    await user.click(proceed);
    // Still here while the server records it.
    expect(screen.getByTestId('where')).toHaveTextContent('/terms-and-conditions');
    expect(proceed).toBeDisabled();
    await held.answer('AcceptTerms');
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('stays and says why when the server refuses', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: accepted.request,
      result: { errors: [{ message: 'These are not the current Terms', extensions: { code: 'BAD_USER_INPUT' } }] },
    };
    render([refused]);
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(ACCEPT_ERROR)).toBeInTheDocument();
    expect(screen.getByText('These are not the current Terms')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/terms-and-conditions');
  });

  it('lets a visitor go on without asking the server', async () => {
    const user = userEvent.setup();
    render([], false);
    await user.click(screen.getByRole('checkbox', { name: 'I have read and agree to the Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
