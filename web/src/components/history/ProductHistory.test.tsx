import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ProductEventAction, ProductHistoryDocument } from '../../graphql/generated-lazy';
import { renderWithApp } from '../../testing/render';
import { member } from '../../testing/users';
import { ProductHistory } from './ProductHistory';

const event = (id: string, fields: Record<string, unknown>) => ({
  __typename: 'ProductEvent' as const,
  id,
  reason: null,
  createdAt: '2026-11-27T07:00:00.000Z',
  byStaff: false,
  actorId: member.id,
  actorName: member.name,
  ...fields,
});

// As the seller reads it: their own actions by id, the moderator's as "a moderator" (no id).
const history: MockLink.MockedResponse = {
  request: { query: ProductHistoryDocument, variables: { id: 'p1' } },
  result: {
    data: {
      product: {
        __typename: 'Product',
        id: 'p1',
        history: [
          event('e1', { action: ProductEventAction.Submitted, from: null, to: 'Pending' }),
          event('e2', {
            action: ProductEventAction.Rejected,
            from: 'Pending',
            to: 'Rejected',
            reason: 'Blurry photo',
            byStaff: true,
            actorId: null,
            actorName: 'a moderator',
            createdAt: '2026-11-27T08:00:00.000Z',
          }),
        ],
      },
    },
  },
};

describe('ProductHistory', () => {
  it('loads only when opened, then lists the newest first, staff as "a moderator", the seller as "you"', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProductHistory productId="p1" title="Desk lamp" />, { mocks: [history] });
    const toggle = screen.getByRole('button', { name: 'History of Desk lamp' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Rejected by a moderator');
    expect(items[0]).toHaveTextContent('Pending → Rejected');
    expect(items[0]).toHaveTextContent('Reason: Blurry photo');
    expect(items[1]).toHaveTextContent('Listed for review by you');
  });

  it('opens at once when asked (the seller on their product page)', async () => {
    renderWithApp(<ProductHistory productId="p1" defaultOpen />, { mocks: [history] });
    expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Rejected by a moderator')).toBeInTheDocument();
  });
});
