import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  ChatMessageKind,
  ConversationThreadDocument,
  MarkConversationReadDocument,
  MessageFlag,
  SendChatMessageDocument,
} from '../../graphql/generated-lazy';
import { renderWithApp } from '../../testing/render';
import { FLAG_WARNING, SAFETY_TIP } from '../../components/chat/chatText';
import { chatMessage, conversation, mine } from './chatFixtures';
import { ConversationThread, MESSAGE_PAGE } from './Thread';

type Thread = ReturnType<typeof conversation>;

const threadIs = (thread: Thread, before?: string): MockLink.MockedResponse => ({
  request: {
    query: ConversationThreadDocument,
    variables: before ? { id: thread.id, last: MESSAGE_PAGE, before } : { id: thread.id, last: MESSAGE_PAGE },
  },
  result: { data: { conversation: thread } },
});

let marked = 0;
const markRead = (id: string): MockLink.MockedResponse => ({
  request: { query: MarkConversationReadDocument, variables: { conversationId: id } },
  result: () => {
    marked += 1;
    return { data: { markConversationRead: { __typename: 'Conversation', id, unreadCount: 0 } } };
  },
});

const withMessages = (nodes: Thread['messages']['nodes'], hasPreviousPage = false, extra: Partial<Thread> = {}) =>
  conversation('c1', {
    ...extra,
    messages: {
      __typename: 'ChatMessageConnection',
      pageInfo: { __typename: 'ChatPageInfo', hasPreviousPage, startCursor: hasPreviousPage ? 'cur-1' : null },
      nodes,
    } as Thread['messages'],
  });

describe('ConversationThread', () => {
  it('shows the listing, the safety tip, bubbles by side with day separators, Seen, system notes and flag warnings; marks read', async () => {
    marked = 0;
    const thread = withMessages(
      [
        chatMessage('m1', 'Hello, yes it is', { createdAt: '2026-11-29T09:00:00.000Z' }),
        mine('m2', 'Great, can we meet?', '2026-11-30T09:00:00.000Z'),
        chatMessage('m3', 'The listing is now reserved for you.', {
          kind: ChatMessageKind.System,
          sender: null,
          createdAt: '2026-11-30T09:05:00.000Z',
        }),
        chatMessage('m4', 'Pay me on UPI first', {
          flags: [MessageFlag.Payment],
          createdAt: '2026-11-30T09:06:00.000Z',
        }),
      ],
      false,
      { otherLastReadAt: '2026-11-30T09:10:00.000Z' },
    );
    renderWithApp(<ConversationThread id="c1" />, { mocks: [threadIs(thread), markRead('c1')] });
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(screen.getByRole('link', { name: /Hero cycle/ })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByRole('link', { name: /Hero cycle/ })).toHaveTextContent('₹2,500 · Available');
    expect(screen.getByText(SAFETY_TIP)).toBeInTheDocument();
    expect(within(log).getAllByRole('separator')).toHaveLength(2);
    expect(within(log).getByText('Great, can we meet?').closest('[data-mine]')).toHaveAttribute('data-mine', 'true');
    expect(within(log).getByText('Hello, yes it is').closest('[data-mine]')).toHaveAttribute('data-mine', 'false');
    expect(within(log).getByText('The listing is now reserved for you.')).toHaveAttribute('data-kind', 'system');
    expect(within(log).getByText('Seen')).toBeInTheDocument();
    expect(within(log).getAllByText(FLAG_WARNING)).toHaveLength(1);
    await waitFor(() => expect(marked).toBe(1));
  });

  it('no Seen before the other member read my last message; no warning under my own flagged message', async () => {
    const thread = withMessages([mine('m2', 'Call me on 98xxx', '2026-11-30T09:00:00.000Z')], false, {
      otherLastReadAt: '2026-11-30T08:00:00.000Z',
    });
    thread.messages.nodes[0].flags = [MessageFlag.Contact];
    renderWithApp(<ConversationThread id="c1" />, { mocks: [threadIs(thread), markRead('c1')] });
    const log = await screen.findByRole('log');
    expect(within(log).getByText('Call me on 98xxx')).toBeInTheDocument();
    expect(within(log).queryByText('Seen')).not.toBeInTheDocument();
    expect(within(log).queryByText(FLAG_WARNING)).not.toBeInTheDocument();
  });

  it('loads older messages above the newest', async () => {
    const user = userEvent.setup();
    const newest = withMessages([chatMessage('m5', 'Newest', { createdAt: '2026-11-30T09:00:00.000Z' })], true);
    const older = withMessages([chatMessage('m1', 'Oldest', { createdAt: '2026-11-30T08:00:00.000Z' })], false);
    renderWithApp(<ConversationThread id="c1" />, {
      mocks: [threadIs(newest), markRead('c1'), threadIs(older, 'cur-1')],
    });
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    const log = screen.getByRole('log');
    await within(log).findByText('Oldest');
    const texts = within(log)
      .getAllByText(/Oldest|Newest/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Oldest', 'Newest']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('Enter sends and the message joins the log; a refusal is shown and the text kept', async () => {
    const user = userEvent.setup();
    const thread = withMessages([chatMessage('m1', 'Hi', { createdAt: '2026-11-30T08:00:00.000Z' })]);
    const sent = mine('m9', 'See you at the library', '2026-11-30T10:00:00.000Z');
    const sendMock = (text: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
      request: { query: SendChatMessageDocument, variables: { input: { conversationId: 'c1', text } } },
      result,
    });
    renderWithApp(<ConversationThread id="c1" />, {
      mocks: [
        threadIs(thread),
        markRead('c1'),
        sendMock('Blocked words', { errors: [new GraphQLError('You cannot message this member.')] }),
        sendMock('See you at the library', {
          data: {
            sendMessage: {
              __typename: 'SendMessagePayload',
              message: 'Message sent',
              conversation: { __typename: 'Conversation', id: 'c1', updatedAt: sent.createdAt, lastMessage: sent },
              chatMessage: sent,
            },
          },
        }),
      ],
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Blocked words{Enter}');
    expect(await screen.findByText('You cannot message this member.')).toBeInTheDocument();
    expect(box).toHaveValue('Blocked words');
    await user.clear(box);
    await user.type(box, 'See you at{Shift>}{Enter}{/Shift}');
    expect(box).toHaveValue('See you at\n');
    await user.clear(box);
    await user.type(box, 'See you at the library{Enter}');
    expect(await within(screen.getByRole('log')).findByText('See you at the library')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('refuses an empty message without asking the server', async () => {
    const user = userEvent.setup();
    renderWithApp(<ConversationThread id="c1" />, { mocks: [threadIs(withMessages([])), markRead('c1')] });
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(await screen.findByText('Write a message first.')).toBeInTheDocument();
  });
});
