import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ResendVerificationDocument, type SessionUserFragment } from '../../graphql/generated';
import VerifyEmailPage from './VerifyEmailPage';
import { renderWithApp, Where } from '../../testing/render';
import { sessionUser } from '../../testing/users';

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');

const resendMock: MockLink.MockedResponse = {
  request: { query: ResendVerificationDocument, variables: { input: null } },
  result: {
    data: {
      resendVerification: {
        __typename: 'ResendVerificationPayload',
        message: 'A new verification code has been sent to your email.',
        retryAfterSeconds: 30,
      },
    },
  },
};

const unverified = sessionUser({ isVerified: false });

function renderPage(mocks: MockLink.MockedResponse[], user: SessionUserFragment | null = unverified) {
  return renderWithApp(<VerifyEmailPage />, {
    mocks,
    user,
    path: '/verify-email',
    loginPage: <Where />,
  });
}

describe('VerifyEmailPage', () => {
  it('enables VERIFY EMAIL only once all six characters are in', async () => {
    const user = userEvent.setup();
    renderPage([resendMock]);
    const button = screen.getByRole('button', { name: /verify email/i });
    expect(button).toBeDisabled();
    await user.click(boxes()[0]);
    await user.keyboard('12345');
    expect(button).toBeDisabled();
    await user.keyboard('6');
    expect(button).toBeEnabled();
    await user.keyboard('{Backspace}');
    expect(button).toBeDisabled();
  });

  it('sends the code once on open and counts down before a resend', async () => {
    renderPage([resendMock]);
    expect(screen.getByText('First code sent')).toBeInTheDocument();
    expect(screen.getByText('aarav@college.edu')).toBeInTheDocument();
    const resend = await screen.findByRole('button', { name: /^resend otp \(\d+ s\)$/i });
    expect(resend).toBeDisabled();
    // The button's upper case must not turn the unit into "S" ("RESEND OTP (29S)").
    expect(within(resend).getByTestId('cooldown')).toHaveStyle({ textTransform: 'none' });
    await act(async () => {});
  });

  it('tells a signed-out visitor to log in for a code, sends none and says none was sent', async () => {
    const user = userEvent.setup();
    // No mock: a resend request would fail the test with "No more mocked responses".
    renderPage([], null);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText(/Log in to get your verification code/)).toBeInTheDocument();
    expect(screen.queryByText(/code sent|resent/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /resend otp/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Log in to get a code' }));
    // The login page, which brings the student back here once signed in.
    expect(screen.getAllByTestId('where')[0]).toHaveTextContent('/login');
  });
});
