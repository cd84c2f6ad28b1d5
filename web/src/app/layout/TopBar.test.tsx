import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Role, UnreadNotificationCountDocument } from '../../graphql/generated';
import { appCache, renderWithApp } from '../../testing/render';
import { member } from '../../testing/users';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const count = (n: number): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: n } },
});
const noop = () => undefined;

describe('TopBar bell', () => {
  it('shows a signed-in user the unread count, linking to /notification', async () => {
    renderWithApp(<TopBar onOpenMenu={noop} onSignOut={noop} />, { mocks: [count(3)] });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notification');
    expect(bell).toHaveTextContent('3');
  });

  it('says 0 unread when there are none', async () => {
    renderWithApp(<TopBar onOpenMenu={noop} onSignOut={noop} />, { mocks: [count(0)] });
    expect(await screen.findByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  });

  it('is not there for a visitor', () => {
    renderWithApp(<TopBar onOpenMenu={noop} onSignOut={noop} />, { user: null, cache: appCache(null) });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });
});

describe('SideMenu', () => {
  it('has Notifications with the count, and the role pages for each role', async () => {
    const { unmount } = renderWithApp(<SideMenu open onClose={noop} onSignOut={noop} />, { mocks: [count(2)] });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/notification',
    );
    expect(screen.getByRole('link', { name: 'Become a moderator' })).toHaveAttribute('href', '/request-role');
    expect(screen.queryByRole('link', { name: 'Moderator requests' })).toBeNull();
    unmount();
    renderWithApp(<SideMenu open onClose={noop} onSignOut={noop} />, {
      user: { ...member, role: Role.Admin },
      mocks: [count(0)],
    });
    expect(await screen.findByRole('link', { name: 'Moderator requests' })).toHaveAttribute(
      'href',
      '/approve-or-reject-request',
    );
    expect(screen.queryByRole('link', { name: 'Become a moderator' })).toBeNull();
  });

  it('closes when an item is chosen', async () => {
    const user = userEvent.setup();
    let closed = 0;
    renderWithApp(<SideMenu open onClose={() => (closed += 1)} onSignOut={noop} />, { mocks: [count(0)] });
    await user.click(await screen.findByRole('link', { name: 'Notifications, 0 unread' }));
    expect(closed).toBe(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/notification');
  });
});
