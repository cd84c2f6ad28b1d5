// The conversations and messages the chat tests answer with, as the server's contract has them.
import {
  Availability,
  ChatMessageKind,
  ConversationRole,
  type ChatMessageFieldsFragment,
  type ConversationThreadQuery,
} from '../../graphql/generated-lazy';
import { member } from '../../testing/users';

export const ME = { __typename: 'User' as const, id: member.id, name: member.name, profilePic: null };
export const RAVI = { __typename: 'User' as const, id: 'u-ravi', name: 'Ravi Kumar', profilePic: null };

export function chatMessage(
  id: string,
  text: string,
  overrides: Partial<ChatMessageFieldsFragment> = {},
): ChatMessageFieldsFragment {
  // The answers carry __typename, which the generated types leave out.
  return {
    __typename: 'ChatMessage',
    id,
    kind: ChatMessageKind.Text,
    text,
    images: [],
    flags: [],
    offer: null,
    createdAt: '2026-11-30T10:00:00.000Z',
    sender: { __typename: 'User', id: RAVI.id, name: RAVI.name },
    ...overrides,
  } as ChatMessageFieldsFragment;
}

export const mine = (id: string, text: string, createdAt: string) =>
  chatMessage(id, text, {
    createdAt,
    sender: { __typename: 'User', id: ME.id, name: ME.name } as ChatMessageFieldsFragment['sender'],
  });

type Thread = NonNullable<ConversationThreadQuery['conversation']>;

export function conversation(id: string, overrides: Partial<Thread> = {}): Thread {
  return {
    __typename: 'Conversation',
    id,
    productTitle: 'Cycle',
    productPicture: null,
    myRole: ConversationRole.Buying,
    unreadCount: 0,
    updatedAt: '2026-11-30T10:00:00.000Z',
    otherLastReadAt: null,
    buyer: ME,
    seller: RAVI,
    lastMessage: chatMessage('m-last', 'Still here'),
    product: {
      __typename: 'Product',
      id: 'p1',
      title: 'Hero cycle',
      images: [{ __typename: 'ProductImage', thumbnail: '/cycle-thumb.jpg' }],
      price: 3000,
      effectivePrice: 2500,
      availability: Availability.Available,
      reservedForMe: false,
    },
    messages: {
      __typename: 'ChatMessageConnection',
      pageInfo: { __typename: 'ChatPageInfo', hasPreviousPage: false, startCursor: null },
      nodes: [],
    },
    ...overrides,
  } as Thread;
}
