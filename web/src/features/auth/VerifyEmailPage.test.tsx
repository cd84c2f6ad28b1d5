import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ResendVerificationDocument } from '../../graphql/generated';
import VerifyEmailPage from './VerifyEmailPage';
import { renderWithApp } from '../../testing/render';

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

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithApp(<VerifyEmailPage />, { mocks, user: null, path: '/verify-email' });
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
    const resend = await screen.findByRole('button', { name: /^resend otp \(\d+ s\)$/i });
    expect(resend).toBeDisabled();
    // The button's upper case must not turn the unit into "S" ("RESEND OTP (29S)").
    expect(within(resend).getByTestId('cooldown')).toHaveStyle({ textTransform: 'none' });
    await act(async () => {});
  });
});
