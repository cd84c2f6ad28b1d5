import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Role, UnreadNotificationCountDocument } from '../../graphql/generated';
import { appCache, renderWithApp } from '../../testing/render';
import { member } from '../../testing/users';
import { screenWidth } from '../../testing/screenWidth';
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
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });
});

/*
 * The bar's own search box (#search-desktop) and the phone's "Open search" button are both in the
 * markup at every width, one of them hidden by CSS (so that a server-rendered page has the bar the
 * browser draws, whatever its width): jsdom applies no media query, so these tests name which box
 * they mean. The widths still drive the phone's field that opens over the bar (#search-mobile).
 */
const phoneField = () => document.getElementById('search-mobile');

describe('TopBar search', () => {
  let restore = () => {};
  afterEach(() => restore());
  const visitor = { user: null, cache: appCache(null) };

  it('on a phone is a button that opens the field over the bar; Escape folds it back', async () => {
    restore = screenWidth(360);
    const user = userEvent.setup();
    renderWithApp(<TopBar onOpenMenu={noop} onSignOut={noop} />, visitor);
    expect(screen.getByText('Campus Market')).toBeInTheDocument();
    expect(phoneField()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    expect(field).toBe(phoneField());
    expect(field).toHaveFocus();
    expect(screen.queryByText('Campus Market')).toBeNull();
    await user.keyboard('{Escape}');
    expect(phoneField()).toBeNull();
    expect(screen.getByText('Campus Market')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus());
  });

  it('on a phone searches for the trimmed words, then folds away; blank text does nothing', async () => {
    restore = screenWidth(360);
    const user = userEvent.setup();
    renderWithApp(<TopBar onOpenMenu={noop} onSignOut={noop} />, visitor);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '   {Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), ' lab coat {Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?query=lab%20coat');
    expect(phoneField()).toBeNull();
    // Opened again on the results, the field holds the words searched for.
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('lab coat');
  });

  it('on a wide screen sits in the bar and shows the words of the search on screen, and only there', async () => {
    restore = screenWidth(1280);
    const user = userEvent.setup();
    renderWithApp(<TopBar onOpenMenu={noop} onSignOut={noop} />, { ...visitor, path: '/search?query=drafter%20set' });
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    expect(field.id).toBe('search-desktop');
    expect(field).toHaveValue('drafter set');
    await user.clear(field);
    await user.type(field, 'cycle{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?query=cycle');
    expect(field).toHaveValue('cycle');
    await user.click(screen.getByRole('link', { name: 'Campus Market' }));
    expect(field).toHaveValue('');
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
    expect(screen.queryByRole('link', { name: 'Webhooks' })).toBeNull();
    unmount();
    renderWithApp(<SideMenu open onClose={noop} onSignOut={noop} />, {
      user: { ...member, role: Role.Admin },
      mocks: [count(0)],
    });
    expect(await screen.findByRole('link', { name: 'Moderator requests' })).toHaveAttribute(
      'href',
      '/approve-or-reject-request',
    );
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/admin/webhooks');
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
