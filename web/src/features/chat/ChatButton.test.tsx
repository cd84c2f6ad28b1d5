import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { UnreadConversationCountDocument } from '../../graphql/generated';
import { renderWithApp } from '../../testing/render';
import { ChatButton, chatLabel } from './ChatButton';

describe('ChatButton', () => {
  it('links to /messages and says how many conversations are unread', async () => {
    renderWithApp(<ChatButton />, {
      mocks: [
        { request: { query: UnreadConversationCountDocument }, result: { data: { unreadConversationCount: 3 } } },
      ],
    });
    const link = await screen.findByRole('link', { name: chatLabel(3) });
    expect(link).toHaveAttribute('href', '/messages');
    expect(link).toHaveTextContent('3');
  });
});
