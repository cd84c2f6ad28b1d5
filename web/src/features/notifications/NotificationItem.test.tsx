import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationKind, type NotificationFieldsFragment } from '../../graphql/generated';
import { renderWithApp } from '../../testing/render';
import { NotificationItem } from './NotificationItem';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');

function note(kind: string, overrides: Partial<NotificationFieldsFragment> = {}): NotificationFieldsFragment {
  return {
    __typename: 'Notification',
    id: `n-${kind}`,
    kind: kind as NotificationFieldsFragment['kind'],
    message: `A notice of kind ${kind}.`,
    link: '/product/p1',
    isRead: false,
    createdAt: new Date(NOW - 3 * 60_000).toISOString(),
    ...overrides,
  } as NotificationFieldsFragment;
}

function renderItems(items: NotificationFieldsFragment[], onRead = jest.fn()) {
  renderWithApp(
    <ul aria-label="Notifications">
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} now={NOW} onRead={onRead} />
      ))}
    </ul>,
    { path: '/notification' },
  );
  return onRead;
}

/** The icon a row shows (MUI names each icon's svg). */
const iconOf = (row: HTMLElement) => row.querySelector('[data-kind] svg')?.getAttribute('data-testid');

describe('NotificationItem', () => {
  it('gives every kind its own icon, and one this build does not know the bell', () => {
    const kinds = [...Object.values(NotificationKind), 'LISTING_RESERVED'];
    renderItems(kinds.map((kind) => note(kind)));
    const rows = screen.getAllByRole('listitem');
    const icons = rows.map(iconOf);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons.slice(0, -1)).size).toBe(Object.values(NotificationKind).length);
    expect(icons[icons.length - 1]).toBe('NotificationsNoneIcon');
    expect(icons.slice(0, -1)).not.toContain('NotificationsNoneIcon');
    // Decorative: the sentence says what it is.
    for (const row of rows) expect(row.querySelector('[data-kind]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('an unread one: a dot read out as "Unread", the relative time, and its own Mark as Read button', async () => {
    const user = userEvent.setup();
    const onRead = renderItems([note('PRODUCT_APPROVED'), note('ROLE_DECIDED', { isRead: true })]);
    const [unread, read] = screen.getAllByRole('listitem');
    expect(within(unread).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(unread).getByText('Unread')).toBeInTheDocument();
    expect(within(unread).getByText('3 minutes ago')).toBeInTheDocument();
    expect(within(read).queryByText('Unread')).toBeNull();
    expect(within(read).queryByTestId('unread-dot')).toBeNull();
    expect(within(read).queryByRole('button')).toBeNull();

    await user.click(within(unread).getByRole('button', { name: 'Mark as Read' }));
    expect(onRead).toHaveBeenCalledWith(expect.objectContaining({ id: 'n-PRODUCT_APPROVED' }));
  });

  it('the whole row is the link, in plain text: no bold, no underline, no paragraph', () => {
    renderItems([note('PRODUCT_APPROVED', { message: 'Your product "Desk lamp" was approved.' })]);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/product/p1');
    // The icon, the sentence, the time and the dot are all inside it.
    expect(link).toHaveTextContent('Your product "Desk lamp" was approved.3 minutes agoUnread');
    expect(link.querySelector('[data-kind]')).not.toBeNull();
    expect(link.querySelector('p, strong, b')).toBeNull();
    expect(getComputedStyle(link).textDecoration).not.toMatch(/underline/);
    const sentence = within(link).getByText('Your product "Desk lamp" was approved.');
    expect(getComputedStyle(sentence).fontWeight).not.toMatch(/^(bold|[6-9]00)$/);
    // The Mark as Read button sits beside the link, not inside it.
    expect(within(link).queryByRole('button')).toBeNull();
  });

  it('one that leads nowhere (a listing an admin removed) is plain text, not a link', () => {
    renderItems([note('PRODUCT_REMOVED', { link: null, message: 'Your product "Kettle" was removed by an admin.' })]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Your product "Kettle" was removed by an admin.')).toBeInTheDocument();
  });

  it('follows only paths of this app', () => {
    renderItems([note('PRODUCT_APPROVED', { link: 'https://evil.example/x' }), note('ROLE_REQUEST', { link: '//x' })]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
