import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ChatMessageKind,
  ConversationRole,
  OfferAction,
  OfferStatus,
  type ChatMessageFieldsFragment,
} from '../../graphql/generated-lazy';
import { OFFER_STATUS_LABEL } from '../../components/chat/chatText';
import { chatMessage } from './chatFixtures';
import { MessageBubble } from './MessageBubble';

const offerMessage = (status: OfferStatus) =>
  chatMessage('m-offer', '', {
    kind: ChatMessageKind.Offer,
    offer: {
      __typename: 'Offer',
      id: 'o1',
      amount: 2200,
      status,
      expiresAt: '2026-12-02T10:00:00.000Z',
    } as ChatMessageFieldsFragment['offer'],
  });

function card(status: OfferStatus, myRole: ConversationRole) {
  const answers: [string, OfferAction][] = [];
  render(
    <MessageBubble
      message={offerMessage(status)}
      mine={myRole === ConversationRole.Buying}
      myRole={myRole}
      onAnswerOffer={(id, action) => {
        answers.push([id, action]);
        return Promise.resolve();
      }}
    />,
  );
  return answers;
}

describe('OfferCard', () => {
  it('gives the seller Accept and Decline on a pending offer, with its amount, status and expiry', async () => {
    const user = userEvent.setup();
    const answers = card(OfferStatus.Pending, ConversationRole.Selling);
    const offer = screen.getByRole('article', { name: /Offer: ₹2,200/ });
    expect(offer).toHaveTextContent('Pending');
    expect(offer.querySelector('time')).toHaveAttribute('dateTime', '2026-12-02T10:00:00.000Z');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(answers).toEqual([
      ['o1', OfferAction.Accept],
      ['o1', OfferAction.Decline],
    ]);
  });

  it('gives the buyer Withdraw only', async () => {
    const user = userEvent.setup();
    const answers = card(OfferStatus.Pending, ConversationRole.Buying);
    expect(screen.getByRole('article', { name: /Your offer: ₹2,200/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(answers).toEqual([['o1', OfferAction.Withdraw]]);
  });

  it.each([
    OfferStatus.Accepted,
    OfferStatus.Declined,
    OfferStatus.Withdrawn,
    OfferStatus.Expired,
    OfferStatus.Superseded,
  ])('shows %s without buttons to either side', (status) => {
    card(status, ConversationRole.Selling);
    expect(screen.getByRole('article')).toHaveTextContent(OFFER_STATUS_LABEL[status]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
