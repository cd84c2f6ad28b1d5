import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ForgotPasswordDocument } from '../../graphql/generated';
import { renderWithApp } from '../../testing/render';
import ForgetPasswordPage from './ForgetPasswordPage';

describe('ForgetPasswordPage', () => {
  it('titles a failure "Failed to send :" as the spec does, with the server message', async () => {
    const user = userEvent.setup();
    const mocks = [
      {
        request: { query: ForgotPasswordDocument, variables: { input: { email: 'asha@college.edu' } } },
        result: {
          errors: [
            new GraphQLError('Too many requests, try again in a minute', { extensions: { code: 'RATE_LIMITED' } }),
          ],
        },
      },
    ];
    renderWithApp(<ForgetPasswordPage />, { mocks, user: null });
    await user.type(screen.getByLabelText('Email'), 'asha@college.edu');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to send :');
    expect(toast).toHaveTextContent('Too many requests, try again in a minute');
  });
});
