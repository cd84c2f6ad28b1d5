import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  DeleteProductDocument,
  EditProfileDocument,
  ProductStatus,
  ProfileDocument,
  ProfileProductsDocument,
  UpdatePrivacyDocument,
  type SessionUserFragment,
} from '../../graphql/generated';
import ProfilePage from './ProfilePage';
import { productRow } from '../../testing/products';
import { renderWithApp } from '../../testing/render';
import { AARAV_ID, sessionUser } from '../../testing/users';
import { hiddenProfile, productsMock, profileMock, profileRoute, profileUser } from './profileFixtures';

const owner = sessionUser();

/** What editProfile/updatePrivacy answer: the session user plus the profile's own fields. */
function answeredUser(overrides: Partial<SessionUserFragment> = {}) {
  return {
    __typename: 'User',
    ...sessionUser(overrides),
    pendingEmail: null,
    bannerPic: null,
    contactHidden: false,
    createdAt: '2026-08-01T10:00:00.000Z',
  };
}

const products = productsMock([
  productRow('p1', 'Casio calculator', ProductStatus.Pending),
  productRow('p2', 'Desk lamp', ProductStatus.Approved),
  productRow('p3', 'Room near gate 2', ProductStatus.Rejected, 'Add a photo of the room'),
]);

const renderPage = (mocks: MockLink.MockedResponse[], viewer: SessionUserFragment | null = null) =>
  renderWithApp(<ProfilePage />, { mocks, user: viewer, ...profileRoute });

describe('ProfilePage for a visitor', () => {
  it('shows the loading state, then the banner, default avatar, name, role and basic information', async () => {
    renderPage([
      profileMock(profileUser({ contactHidden: false, showContactDetails: true, collegeId: null })),
      productsMock([productRow('p2', 'Desk lamp')]),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeInTheDocument();
    expect(screen.getByText('Student')).toBeInTheDocument();
    // No picture set: the default one (the letter is its fallback when it cannot load).
    expect(document.querySelector('img[src="/default-avatar.svg"]')).toBeInTheDocument();
    const basic = screen.getByRole('region', { name: 'Basic information' });
    expect(within(basic).getByText('aarav@college.edu')).toBeInTheDocument();
    expect(within(basic).queryByText('Registration Id')).not.toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact information' });
    expect(within(contact).getByText('+919876543210')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '@aarav.s' })).toHaveAttribute(
      'href',
      'https://instagram.com/aarav.s',
    );
    expect(within(contact).getByText('Block C, room 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change picture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Show Contact Details' })).not.toBeInTheDocument();
  });

  it('says contact details are hidden and offers to log in, without status chips or delete buttons', async () => {
    renderPage([profileMock(hiddenProfile()), productsMock([productRow('p2', 'Desk lamp')])]);
    const contact = await screen.findByRole('region', { name: 'Contact information' });
    expect(within(contact).getByText('Contact details are hidden. Login to see them.')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(contact).queryByText('+919876543210')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Desk lamp' })).toHaveAttribute('href', '/product/p2');
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows a 404-style page for a user who does not exist', async () => {
    renderPage([profileMock(null)]);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it("says 'Failed to load user data.' when the user cannot be fetched", async () => {
    renderPage([
      { request: { query: ProfileDocument, variables: { id: AARAV_ID } }, error: new Error('Network down') },
    ]);
    expect(await screen.findByText('Failed to load user data.')).toBeInTheDocument();
  });

  it("says 'Failed to load user products.' when only the products fail", async () => {
    renderPage([
      profileMock(profileUser()),
      {
        request: { query: ProfileProductsDocument, variables: { sellerId: AARAV_ID, first: 20 } },
        error: new Error('Network down'),
      },
    ]);
    expect(await screen.findByText('Failed to load user products.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aarav Sharma' })).toBeInTheDocument();
  });

  it('says "No products yet." when the user has none', async () => {
    renderPage([profileMock(profileUser()), productsMock([])]);
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
  });

  it('loads the next page with "Load more"', async () => {
    const user = userEvent.setup();
    renderPage([
      profileMock(profileUser()),
      productsMock([productRow('p1', 'Casio calculator')], { hasNextPage: true, endCursor: 'c1', totalCount: 2 }),
      productsMock([productRow('p2', 'Desk lamp')], { after: 'c1', endCursor: 'c2', totalCount: 2 }),
    ]);
    await screen.findByRole('link', { name: 'Casio calculator' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Desk lamp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casio calculator' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('ProfilePage for another signed-in student', () => {
  it('shows the contact details and a wishlist toggle on each approved product, nothing to edit', async () => {
    const diya = sessionUser({ id: '0190a4e6-0000-7000-8000-000000000002', name: 'Diya Patel', collegeId: '21CS1002' });
    renderPage([profileMock(profileUser({ collegeId: null })), productsMock([productRow('p2', 'Desk lamp')])], diya);
    expect(await screen.findByRole('button', { name: 'Add "Desk lamp" to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      within(screen.getByRole('region', { name: 'Contact information' })).getByText('+919876543210'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Desk lamp' })).not.toBeInTheDocument();
    expect(screen.queryByText('Approved')).not.toBeInTheDocument();
  });
});

describe('ProfilePage for its owner', () => {
  it("shows each product's status, the rejection reason, and the picture and edit buttons", async () => {
    renderPage([profileMock(profileUser()), products], owner);
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
    renderPage([profileMock(profileUser()), products, deleted], owner);
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
    renderPage([profileMock(profileUser()), products, refused], owner);
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
    renderPage([profileMock(profileUser()), products, edited], owner);
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
    renderPage([profileMock(profileUser()), products, refused], owner);
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number must be +91 followed by ten digits')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '+919876543210');
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'taken@college.edu');
    await user.type(screen.getByLabelText(/^Current Password/), 'my current secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
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
    renderPage([profileMock(profileUser()), products, privacy], owner);
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
    renderPage([profileMock(profileUser()), products, refused], owner);
    await user.click(await screen.findByRole('switch', { name: 'Show Contact Details' }));
    expect(await screen.findByText('Error updating privacy settings')).toBeInTheDocument();
    expect(screen.getByText('Please verify your email')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Contact Details' })).not.toBeChecked();
  });
});
