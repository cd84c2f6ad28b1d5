import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  ChatMessageAddedDocument,
  ConversationReadDocument,
  ConversationsDocument,
  ConversationThreadDocument,
  MarkConversationReadDocument,
} from '../../graphql/generated-lazy';
import { UnreadConversationCountDocument } from '../../graphql/generated';
import { holdAnswers } from '../../testing/heldAnswers';
import { renderWithApp } from '../../testing/render';
import { chatMessage, conversation, mine } from './chatFixtures';
import { ChatButton, chatLabel } from './ChatButton';
import { Inbox } from './Inbox';
import { ConversationThread, MESSAGE_PAGE } from './Thread';

type Thread = ReturnType<typeof conversation>;

function row(thread: Thread) {
  // The inbox and the push carry the row's fields only.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { messages, otherLastReadAt, ...rest } = thread;
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

const first = mine('m1', 'Is it still there?', '2026-11-30T09:00:00.000Z');
const older = conversation('c2', {
  productTitle: 'Desk lamp',
  updatedAt: '2026-11-30T09:30:00.000Z',
  lastMessage: chatMessage('m0', 'Lamp answer'),
  product: { ...conversation('c2').product!, id: 'p2', title: 'Desk lamp' },
});
const open = conversation('c1', {
  updatedAt: '2026-11-30T09:00:00.000Z',
  lastMessage: first,
  messages: {
    __typename: 'ChatMessageConnection',
    pageInfo: { __typename: 'ChatPageInfo', hasPreviousPage: false, startCursor: null },
    nodes: [first],
  } as Thread['messages'],
});
const reply = chatMessage('m2', 'Yes, come by at 5', { createdAt: '2026-11-30T10:00:00.000Z' });

const mocks = (marks: { count: number }): MockLink.MockedResponse[] => [
  { request: { query: UnreadConversationCountDocument }, result: { data: { unreadConversationCount: 0 } } },
  {
    request: { query: ConversationsDocument, variables: { first: 20 } },
    result: {
      data: {
        conversations: {
          __typename: 'ConversationConnection',
          totalCount: 2,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          nodes: [row(older), row(open)],
        },
      },
    },
  },
  {
    request: { query: ConversationThreadDocument, variables: { id: 'c1', last: MESSAGE_PAGE } },
    result: { data: { conversation: open } },
  },
  {
    request: { query: MarkConversationReadDocument, variables: { conversationId: 'c1' } },
    result: () => {
      marks.count += 1;
      return { data: { markConversationRead: { __typename: 'Conversation', id: 'c1', unreadCount: 0 } } };
    },
    maxUsageCount: 5,
  },
  {
    request: { query: ChatMessageAddedDocument },
    result: {
      data: {
        chatMessageAdded: {
          __typename: 'ChatMessageEvent',
          conversation: row({ ...open, unreadCount: 1, updatedAt: reply.createdAt, lastMessage: reply }),
          chatMessage: reply,
        },
      },
    },
  },
  {
    request: { query: ConversationReadDocument },
    result: {
      data: {
        conversationRead: {
          __typename: 'ConversationReadEvent',
          conversationId: 'c1',
          readAt: '2026-11-30T09:30:00.000Z',
        },
      },
    },
  },
];

describe('ChatListener', () => {
  it('a pushed message joins the open thread, moves its inbox row up and counts in the badge; a read shows Seen', async () => {
    const marks = { count: 0 };
    const held = holdAnswers('ChatMessageAdded', 'ConversationRead');
    renderWithApp(
      <>
        <ChatButton />
        <Inbox />
      </>,
      { held, mocks: mocks(marks) },
    );
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Desk lamp');
    expect(screen.getByRole('link', { name: chatLabel(0) })).toBeInTheDocument();

    await held.answer('ChatMessageAdded');
    expect(await within(list).findByText('Yes, come by at 5')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Hero cycle');
    expect(within(rows[0]).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: chatLabel(1) })).toBeInTheDocument();
  });

  it('in the open, visible thread the pushed message appears and the thread is marked read; the read mark brings Seen', async () => {
    const marks = { count: 0 };
    const held = holdAnswers('ChatMessageAdded', 'ConversationRead');
    renderWithApp(
      <>
        <ChatButton />
        <ConversationThread id="c1" />
      </>,
      { held, mocks: mocks(marks) },
    );
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Is it still there?');
    expect(within(log).queryByText('Seen')).not.toBeInTheDocument();
    await held.answer('ConversationRead');
    expect(await within(log).findByText('Seen')).toBeInTheDocument();

    const before = marks.count;
    await held.answer('ChatMessageAdded');
    expect(await within(log).findByText('Yes, come by at 5')).toBeInTheDocument();
    await waitFor(() => expect(marks.count).toBeGreaterThan(before));
    expect(await screen.findByRole('link', { name: chatLabel(0) })).toBeInTheDocument();
  });
});
