import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationAddedDocument,
  NotificationsDocument,
  UnreadNotificationCountDocument,
  type NotificationFieldsFragment,
  type NotificationKind,
} from '../../graphql/generated';
import { holdAnswers } from '../../testing/heldAnswers';
import { appCache, renderWithApp } from '../../testing/render';
import NotificationsPage, { PAGE_SIZE } from './NotificationsPage';
import { NotificationBell } from './NotificationBell';
import { NotificationsListener } from './NotificationsListener';

const MIN = 60_000;

function note(
  id: string,
  message: string,
  minutesAgo: number,
  isRead = false,
  link: string | null = null,
  kind: NotificationKind = 'PRODUCT_APPROVED',
) {
  return {
    __typename: 'Notification',
    id,
    kind,
    message,
    link,
    isRead,
    createdAt: new Date(Date.now() - minutesAgo * MIN).toISOString(),
  } as NotificationFieldsFragment;
}

const approved = note('n1', 'Your product "Bluetooth speaker" was approved.', 5, false, '/product/p1');
const roleNote = note('n2', 'Your moderator role request was accepted.', 120, false, null, 'ROLE_DECIDED');
const oldNote = note('n3', 'Welcome to Campus Market!', 3 * 24 * 60, true);

function page(
  nodes: NotificationFieldsFragment[],
  unread: number,
  {
    after,
    hasNextPage = false,
    endCursor = 'c1',
    totalCount = nodes.length,
  }: { after?: string; hasNextPage?: boolean; endCursor?: string; totalCount?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: NotificationsDocument, variables: after ? { first: PAGE_SIZE, after } : { first: PAGE_SIZE } },
    result: {
      data: {
        notifications: {
          __typename: 'NotificationConnection',
          totalCount,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
          nodes,
        },
        unreadNotificationCount: unread,
      },
    },
  };
}

const countIs = (n: number, delay = 0): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: n } },
  delay,
});

const markedRead = (id: string): MockLink.MockedResponse => ({
  request: { query: MarkNotificationReadDocument, variables: { id } },
  result: { data: { markNotificationRead: { __typename: 'Notification', id, isRead: true } } },
});

function Screen() {
  return (
    <>
      <NotificationBell />
      <NotificationsPage />
    </>
  );
}

const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const bell = () => screen.getByRole('link', { name: /^Notifications, \d+ unread$/ });

describe('NotificationsPage', () => {
  it('lists the notifications with times, the unread count and Mark as Read on unread ones', async () => {
    renderWithApp(<Screen />, {
      cache: appCache(null),
      mocks: [page([approved, roleNote, oldNote], 2), countIs(2, 20)],
      path: '/notification',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(within(item(approved.message)).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(item(roleNote.message)).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(item(oldNote.message)).getByText('3 days ago')).toBeInTheDocument();
    expect(within(item(approved.message)).getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
    expect(within(item(oldNote.message)).queryByRole('button', { name: 'Mark as Read' })).toBeNull();
    expect(within(item(approved.message)).getByText('Unread')).toBeInTheDocument();
    // The whole row is the link: its name is the sentence, when, and whether it is unread.
    expect(within(item(approved.message)).getByRole('link')).toHaveAttribute('href', '/product/p1');
    expect(within(item(approved.message)).getByRole('link')).toHaveAccessibleName(
      `${approved.message} 5 minutes ago Unread`,
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
  });

  it('marks one read: its button goes and the count drops by one, in the bell too', async () => {
    const user = userEvent.setup();
    const held = holdAnswers('MarkNotificationRead');
    renderWithApp(<Screen />, {
      cache: appCache(null),
      held,
      mocks: [page([approved, roleNote, oldNote], 2), countIs(2), markedRead('n2')],
      path: '/notification',
    });
    await screen.findByText('2 unread');
    await user.click(within(item(roleNote.message)).getByRole('button', { name: 'Mark as Read' }));
    expect(within(item(roleNote.message)).queryByRole('button', { name: 'Mark as Read' })).toBeNull();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    // Still one fewer once the server has answered (the optimistic step is not counted twice).
    await held.answer('MarkNotificationRead');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(within(item(approved.message)).getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
  });

  it('opens what a notification is about and marks it read', async () => {
    const user = userEvent.setup();
    renderWithApp(<Screen />, {
      cache: appCache(null),
      mocks: [page([approved, roleNote], 2), countIs(2), markedRead('n1')],
      path: '/notification',
    });
    await user.click(await screen.findByRole('link', { name: new RegExp(`^${approved.message}`) }));
    expect(screen.getByTestId('where')).toHaveTextContent('/product/p1');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('marks all as read', async () => {
    const user = userEvent.setup();
    const all: MockLink.MockedResponse = {
      request: { query: MarkAllNotificationsReadDocument },
      result: {
        data: {
          markAllNotificationsRead: {
            __typename: 'MarkAllReadPayload',
            message: 'All notifications marked as read',
            updated: 2,
          },
        },
      },
    };
    renderWithApp(<Screen />, {
      cache: appCache(null),
      mocks: [page([approved, roleNote, oldNote], 2), countIs(2), all],
      path: '/notification',
    });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Read' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(bell()).toHaveAccessibleName('Notifications, 0 unread');
    expect(screen.getByText('All notifications marked as read')).toBeInTheDocument();
  });

  it('loads the next page under the first', async () => {
    const user = userEvent.setup();
    renderWithApp(<NotificationsPage />, {
      cache: appCache(null),
      mocks: [
        page([approved, roleNote], 2, { hasNextPage: true, endCursor: 'c2', totalCount: 3 }),
        page([oldNote], 2, { after: 'c2' }),
      ],
      path: '/notification',
    });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(oldNote.message)).toBeInTheDocument();
    const texts = within(screen.getByRole('list', { name: 'Notifications' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Bluetooth speaker');
    expect(texts[2]).toContain('Welcome');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are none', async () => {
    renderWithApp(<NotificationsPage />, { cache: appCache(null), mocks: [page([], 0)], path: '/notification' });
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.getByText('0 unread')).toBeInTheDocument();
  });

  it('shows the spec error when they cannot be fetched', async () => {
    renderWithApp(<NotificationsPage />, {
      cache: appCache(null),
      mocks: [{ request: page([], 0).request, error: new Error('Network down') }],
      path: '/notification',
    });
    expect(await screen.findByText('Error fetching notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('NotificationsListener', () => {
  it('prepends a pushed notification, raises the count and shows a toast', async () => {
    const pushed = note('n9', 'Your product "Desk lamp" was approved.', 0, false, '/product/p9');
    const push: MockLink.MockedResponse = {
      request: { query: NotificationAddedDocument },
      result: { data: { notificationAdded: pushed } },
    };
    const held = holdAnswers('NotificationAdded');
    renderWithApp(
      <>
        <NotificationsListener />
        <Screen />
      </>,
      { cache: appCache(null), held, mocks: [page([approved, oldNote], 1), countIs(1), push], path: '/notification' },
    );
    await screen.findByText('1 unread');
    await held.answer('NotificationAdded');
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(await within(list).findByText(pushed.message)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(pushed.message);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('just now');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(screen.getByText('New notification')).toBeInTheDocument();
    expect(screen.getAllByText(pushed.message)).toHaveLength(2); // the list and the toast
  });
});
