import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { StartConversationDocument } from '../../graphql/generated-lazy';
import { renderWithApp } from '../../testing/render';
import { FIRST_MESSAGE } from './chatText';
import { MessageSellerButton } from './MessageSellerButton';

const startWith = (text: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: StartConversationDocument, variables: { input: { productId: 'p1', text } } },
  result,
});

const started = {
  data: {
    startConversation: {
      __typename: 'ConversationPayload',
      message: 'Message sent',
      conversation: { __typename: 'Conversation', id: 'c7' },
      chatMessage: {
        __typename: 'ChatMessage',
        id: 'm1',
        kind: 'TEXT',
        text: FIRST_MESSAGE,
        images: [],
        flags: [],
        createdAt: '2026-11-30T10:00:00.000Z',
        sender: { __typename: 'User', id: 'me', name: 'Diya Patel' },
        offer: null,
      },
    },
  },
};

describe('MessageSellerButton', () => {
  it('opens a composer with the first question written in; sending starts the conversation and opens it', async () => {
    const user = userEvent.setup();
    renderWithApp(<MessageSellerButton productId="p1" productTitle="Hero cycle" />, {
      mocks: [startWith(FIRST_MESSAGE, started)],
      path: '/product/p1',
    });
    await user.click(screen.getByRole('button', { name: 'Message seller' }));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveValue(FIRST_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('/messages/c7')).toBeInTheDocument();
  });

  it('shows what the server refuses and keeps the text', async () => {
    const user = userEvent.setup();
    renderWithApp(<MessageSellerButton productId="p1" productTitle="Hero cycle" />, {
      mocks: [startWith(FIRST_MESSAGE, { errors: [new GraphQLError('You cannot message your own listing.')] })],
      path: '/product/p1',
    });
    await user.click(screen.getByRole('button', { name: 'Message seller' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), '{Enter}');
    expect(await screen.findByText('You cannot message your own listing.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(FIRST_MESSAGE);
    expect(screen.getByTestId('where')).toHaveTextContent('/product/p1');
  });
});
