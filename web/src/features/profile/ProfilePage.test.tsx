import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ProfileDocument, ProfileProductsDocument, type SessionUserFragment } from '../../graphql/generated';
import ProfilePage from './ProfilePage';
import { productRow } from '../../testing/products';
import { renderWithApp } from '../../testing/render';
import { AARAV_ID, sessionUser } from '../../testing/users';
import { hiddenProfile, productsMock, profileMock, profileRoute, profileUser } from './profileFixtures';

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
    expect(within(contact).getByText('Contact details are hidden. Log in to see them.')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
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
    expect(await screen.findByRole('button', { name: 'Add to wishlist: Desk lamp' })).toHaveAttribute(
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
