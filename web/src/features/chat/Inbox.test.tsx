import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ConversationRole, ConversationsDocument } from '../../graphql/generated-lazy';
import { renderWithApp } from '../../testing/render';
import { EMPTY_INBOX, LISTING_REMOVED } from '../../components/chat/chatText';
import { chatMessage, conversation, ME, RAVI } from './chatFixtures';
import { Inbox } from './Inbox';

function row(id: string, overrides: Parameters<typeof conversation>[1] = {}) {
  // The inbox asks for the row's fields only.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { messages, otherLastReadAt, ...rest } = conversation(id, overrides);
  return {
    ...rest,
    product: rest.product && {
      __typename: 'Product' as const,
      id: rest.product.id,
      title: rest.product.title,
      images: rest.product.images,
    },
  };
}

const pageOf = (nodes: unknown[], role?: ConversationRole, hasNextPage = false): MockLink.MockedResponse => ({
  request: { query: ConversationsDocument, variables: role ? { first: 20, role } : { first: 20 } },
  result: {
    data: {
      conversations: {
        __typename: 'ConversationConnection',
        totalCount: nodes.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'c1' : null },
        nodes,
      },
    },
  },
});

describe('Inbox', () => {
  it('shows each conversation: listing, the other member, the last message, an unread dot; a row opens its thread', async () => {
    const user = userEvent.setup();
    const unread = row('c1', { unreadCount: 2, lastMessage: chatMessage('m1', 'Is it\nstill there?') });
    const removed = row('c2', {
      product: null,
      productTitle: 'Old lamp',
      myRole: ConversationRole.Selling,
      buyer: { ...RAVI, name: 'Meera Iyer', id: 'u-meera' },
      seller: ME,
    });
    renderWithApp(<Inbox />, { mocks: [pageOf([unread, removed])], path: '/messages' });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Hero cycle');
    expect(rows[0]).toHaveTextContent('Ravi Kumar');
    expect(rows[0]).toHaveTextContent('Is it still there?');
    expect(within(rows[0]).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Old lamp');
    expect(rows[1]).toHaveTextContent(LISTING_REMOVED);
    // Selling: the other member is the buyer.
    expect(rows[1]).toHaveTextContent('Meera Iyer');
    expect(within(rows[1]).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    await user.click(within(rows[0]).getByRole('link'));
    expect(screen.getByTestId('where')).toHaveTextContent('/messages/c1');
  });

  it('the Selling tab asks for the selling side only', async () => {
    const user = userEvent.setup();
    renderWithApp(<Inbox />, {
      mocks: [
        pageOf([row('c1')]),
        pageOf([row('c9', { productTitle: 'Desk', product: null })], ConversationRole.Selling),
      ],
    });
    await screen.findByText('Hero cycle');
    await user.click(screen.getByRole('tab', { name: 'Selling' }));
    expect(await screen.findByText('Desk')).toBeInTheDocument();
    expect(screen.queryByText('Hero cycle')).not.toBeInTheDocument();
  });

  it('says how to start a conversation when there is none', async () => {
    renderWithApp(<Inbox />, { mocks: [pageOf([])] });
    expect(await screen.findByText(`${EMPTY_INBOX}.`)).toBeInTheDocument();
  });
});
