import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  DeleteProductDocument,
  EditProfileDocument,
  UpdatePrivacyDocument,
  type SessionUserFragment,
} from '../../graphql/generated';
import ProfilePage from './ProfilePage';
import { renderWithApp } from '../../testing/render';
import { sessionUser } from '../../testing/users';
import { aaravProducts, answeredUser, profileMock, profileRoute, profileUser } from './profileFixtures';

const owner = sessionUser();

const renderPage = (mocks: MockLink.MockedResponse[], viewer: SessionUserFragment | null = null) =>
  renderWithApp(<ProfilePage />, { mocks, user: viewer, ...profileRoute });

describe('ProfilePage for its owner', () => {
  it("shows each product's status, the rejection reason, and the picture and edit buttons", async () => {
    renderPage([profileMock(profileUser()), aaravProducts], owner);
    await screen.findByRole('link', { name: 'Casio calculator' });
    const cards = screen.getByRole('list', { name: 'Products' });
    expect(within(cards).getByText('Pending')).toBeInTheDocument();
    expect(within(cards).getByText('Approved')).toBeInTheDocument();
    expect(within(cards).getByText('Rejected')).toBeInTheDocument();
    expect(within(cards).getByText('Reason: Add a photo of the room')).toBeInTheDocument();
    expect(screen.getByText('21CS1001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change banner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /to wishlist/ })).not.toBeInTheDocument();
  });

  it('deletes a product after confirmation and says so', async () => {
    const user = userEvent.setup();
    const deleted: MockLink.MockedResponse = {
      request: { query: DeleteProductDocument, variables: { id: 'p2' } },
      result: { data: { deleteProduct: { __typename: 'MessagePayload', message: 'Product deleted successfully.' } } },
    };
    renderPage([profileMock(profileUser()), aaravProducts, deleted], owner);
    await user.click(await screen.findByRole('button', { name: 'Delete Desk lamp' }));
    const dialog = screen.getByRole('dialog', { name: /Delete “Desk lamp”\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Desk lamp' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Casio calculator' })).toBeInTheDocument();
  });

  it("says 'Failed to delete product.' when the server refuses", async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: { query: DeleteProductDocument, variables: { id: 'p2' } },
      result: { errors: [{ message: 'You can only delete your own products', extensions: { code: 'FORBIDDEN' } }] },
    };
    renderPage([profileMock(profileUser()), aaravProducts, refused], owner);
    await user.click(await screen.findByRole('button', { name: 'Delete Desk lamp' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product.')).toBeInTheDocument();
    expect(screen.getByText('You can only delete your own products')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Desk lamp' })).toBeInTheDocument();
  });

  it('edits the profile in place: a blank password is left out and the new details show', async () => {
    const user = userEvent.setup();
    const edited: MockLink.MockedResponse = {
      request: {
        query: EditProfileDocument,
        variables: {
          input: {
            name: 'Aarav Sharma',
            email: 'aarav@college.edu',
            phoneNumber: '+919812345678',
            whatsAppNumber: null,
            instagramHandle: 'aarav.s',
            blockAddress: 'Block D, room 4',
          },
        },
      },
      result: {
        data: {
          editProfile: {
            __typename: 'AuthPayload',
            message: 'Your profile has been updated successfully.',
            user: answeredUser({ phoneNumber: '+919812345678', blockAddress: 'Block D, room 4' }),
          },
        },
      },
    };
    renderPage([profileMock(profileUser()), aaravProducts, edited], owner);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText(/New Password/)).toHaveValue('');
    expect(screen.getByText('Leave blank to keep your current password.')).toBeInTheDocument();
    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '+91 98123 45678');
    const address = screen.getByLabelText('Address');
    await user.clear(address);
    await user.type(address, 'Block D, room 4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
    const contact = screen.getByRole('region', { name: 'Contact information' });
    expect(within(contact).getByText('+919812345678')).toBeInTheDocument();
    expect(within(contact).getByText('Block D, room 4')).toBeInTheDocument();
  });

  it('checks the phone before sending and shows the server message under its box', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: {
        query: EditProfileDocument,
        variables: {
          input: {
            name: 'Aarav Sharma',
            email: 'taken@college.edu',
            phoneNumber: '+919876543210',
            whatsAppNumber: null,
            instagramHandle: 'aarav.s',
            blockAddress: 'Block C, room 12',
            currentPassword: 'my current secret',
          },
        },
      },
      result: {
        errors: [
          {
            message: 'An account with this email already exists',
            extensions: { code: 'CONFLICT', fields: { email: 'An account with this email already exists' } },
          },
        ],
      },
    };
    renderPage([profileMock(profileUser()), aaravProducts, refused], owner);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number must be +91 followed by ten digits')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '+919876543210');
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'taken@college.edu');
    await user.type(screen.getByLabelText(/^Current Password/), 'my current secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("turns 'Show Contact Details' on and says so", async () => {
    const user = userEvent.setup();
    const privacy: MockLink.MockedResponse = {
      request: { query: UpdatePrivacyDocument, variables: { input: { showContactDetails: true } } },
      result: {
        data: {
          updatePrivacy: {
            __typename: 'AuthPayload',
            message: 'Your privacy settings have been updated successfully.',
            user: answeredUser({ showContactDetails: true }),
          },
        },
      },
    };
    renderPage([profileMock(profileUser()), aaravProducts, privacy], owner);
    const toggle = await screen.findByRole('switch', { name: 'Show Contact Details' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Your privacy settings have been updated successfully.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Contact Details' })).toBeChecked();
  });

  it('puts the switch back when the server refuses', async () => {
    const user = userEvent.setup();
    const refused: MockLink.MockedResponse = {
      request: { query: UpdatePrivacyDocument, variables: { input: { showContactDetails: true } } },
      result: { errors: [{ message: 'Please verify your email', extensions: { code: 'EMAIL_NOT_VERIFIED' } }] },
    };
    renderPage([profileMock(profileUser()), aaravProducts, refused], owner);
    await user.click(await screen.findByRole('switch', { name: 'Show Contact Details' }));
    expect(await screen.findByText('Error updating privacy settings')).toBeInTheDocument();
    expect(screen.getByText('Please verify your email')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Contact Details' })).not.toBeChecked();
  });
});
