import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  EditProfileDocument,
  VerifyNewEmailDocument,
  type EditProfileInput,
  type SessionUserFragment,
} from '../../graphql/generated';
import { EditProfileForm } from './EditProfileForm';
import { renderWithApp } from '../../testing/render';
import { sessionUser } from '../../testing/users';
import { profileRoute, profileUser } from './profileFixtures';

/** The editor asks for the current password for a new password or email, then the new email's code (docs/product.md#accounts). */

const CURRENT_NEEDED = 'Enter your current password to change your email or password.';
const unchanged = {
  name: 'Aarav Sharma',
  email: 'aarav@college.edu',
  phoneNumber: '+919876543210',
  whatsAppNumber: null,
  instagramHandle: 'aarav.s',
  blockAddress: 'Block C, room 12',
};

function answered(overrides: Partial<SessionUserFragment> & { pendingEmail?: string | null } = {}) {
  const { pendingEmail = null, ...rest } = overrides;
  return {
    __typename: 'User',
    ...sessionUser(rest),
    pendingEmail,
    bannerPic: null,
    contactHidden: false,
    createdAt: '2026-08-01T10:00:00.000Z',
  };
}

function editMock(input: EditProfileInput, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: EditProfileDocument, variables: { input } }, result };
}

function verifyMock(code: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: VerifyNewEmailDocument, variables: { code } }, result };
}

const fieldError = (code: string, message: string, fields: Record<string, string>) => ({
  errors: [{ message, extensions: { code, fields } }],
});

function renderForm(mocks: MockLink.MockedResponse[], user = profileUser()) {
  const onDone = jest.fn();
  renderWithApp(<EditProfileForm user={user} onDone={onDone} />, { mocks, user: sessionUser(), ...profileRoute });
  return onDone;
}

const codeBoxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });

describe('EditProfileForm: the current password', () => {
  it('is asked for only when the password or a different email is entered', async () => {
    const user = userEvent.setup();
    renderForm([]);
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();

    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'AARAV@College.edu');
    // The same address in other letters is no change.
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'aarav.new@college.edu');
    expect(screen.getByLabelText(/^Current Password/)).toBeRequired();
    await user.clear(email);
    await user.type(email, 'aarav@college.edu');
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New Password/), 'a brand new secret');
    expect(screen.getByLabelText(/^Current Password/)).toBeInTheDocument();
  });

  it('refuses to send a new password without it, and shows the server saying it is wrong', async () => {
    const user = userEvent.setup();
    const wrong = editMock(
      { ...unchanged, password: 'a brand new secret', currentPassword: 'my old secret' },
      fieldError('BAD_USER_INPUT', 'Your current password is incorrect.', {
        currentPassword: 'Your current password is incorrect.',
      }),
    );
    const onDone = renderForm([wrong]);
    await user.type(screen.getByLabelText(/^New Password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CURRENT_NEEDED)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Current Password/), 'my old secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(screen.getAllByText('Your current password is incorrect.').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('changes the password with it and says other devices were signed out', async () => {
    const user = userEvent.setup();
    const ok = editMock(
      { ...unchanged, password: 'a brand new secret', currentPassword: 'my old secret' },
      {
        data: {
          editProfile: {
            __typename: 'AuthPayload',
            message: 'Your profile has been updated successfully.',
            user: answered(),
          },
        },
      },
    );
    const onDone = renderForm([ok]);
    await user.type(screen.getByLabelText(/^New Password/), 'a brand new secret');
    await user.type(screen.getByLabelText(/^Current Password/), 'my old secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your password was changed. Other devices were signed out.')).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

describe('EditProfileForm: a new email', () => {
  const NEW = 'aarav.new@college.edu';
  const requested = editMock(
    { ...unchanged, email: NEW, currentPassword: 'my old secret' },
    {
      data: {
        editProfile: {
          __typename: 'AuthPayload',
          message: `Your profile has been updated. Enter the code we sent to ${NEW} to start using it; until then your current email stays.`,
          user: answered({ pendingEmail: NEW }),
        },
      },
    },
  );

  async function requestChange(user: ReturnType<typeof userEvent.setup>) {
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, NEW);
    await user.type(screen.getByLabelText(/^Current Password/), 'my old secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Verify your new email' })).toBeInTheDocument();
  }

  it('walks through the code sent to the new address, then closes', async () => {
    const user = userEvent.setup();
    const verified = verifyMock('482913', {
      data: {
        verifyNewEmail: {
          __typename: 'AuthPayload',
          message: `Your email is now ${NEW}.`,
          user: answered({ email: NEW }),
        },
      },
    });
    const onDone = renderForm([requested, verified]);
    await requestChange(user);
    expect(screen.getByText('Enter the code we sent to your new email to finish the change.')).toBeInTheDocument();
    expect(screen.getByText(/Until then your current email stays in use/)).toBeInTheDocument();
    expect(screen.getByText(NEW, { selector: 'strong' })).toBeInTheDocument();
    // The code just went out: a new one waits for the cooldown.
    const resend = screen.getByRole('button', { name: /^Send a new code \(\d+ s\)$/ });
    expect(resend).toBeDisabled();
    // The button's upper case must not reach the unit ("(28S)").
    expect(within(resend).getByTestId('cooldown')).toHaveStyle({ textTransform: 'none' });
    expect(screen.getByRole('button', { name: 'Verify new email' })).toBeDisabled();

    await user.click(codeBoxes()[0]);
    await user.paste('482913');
    await user.click(screen.getByRole('button', { name: 'Verify new email' }));
    expect(await screen.findByText(`Your email is now ${NEW}.`)).toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('says so when the code is wrong and keeps the step open', async () => {
    const user = userEvent.setup();
    const wrong = verifyMock(
      '111111',
      fieldError('BAD_USER_INPUT', 'Incorrect code. Check the latest email and try again.', {
        code: 'Incorrect code. Check the latest email and try again.',
      }),
    );
    const onDone = renderForm([requested, wrong]);
    await requestChange(user);
    await user.click(codeBoxes()[0]);
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify new email' }));
    expect(await screen.findByText('Could not change your email')).toBeInTheDocument();
    expect(screen.getAllByText('Incorrect code. Check the latest email and try again.').length).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      codeBoxes()
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('offers the code step again for a change that is still waiting', async () => {
    const user = userEvent.setup();
    renderForm([], profileUser({ pendingEmail: NEW }));
    expect(screen.getByText(`Your new email ${NEW} is waiting for its code.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter code' }));
    expect(screen.getByRole('heading', { name: 'Verify your new email' })).toBeInTheDocument();
    expect(screen.getByText('No code? Save the new email again with your current password.')).toBeInTheDocument();
  });
});
