import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../core/graphql-types';
import { UserType } from '../users';
import type { ChatMessageEntity } from './conversation.entity';
import type { ConversationView } from './conversations.service';

export enum ConversationRole {
  BUYING = 'buying',
  SELLING = 'selling',
}
registerEnumType(ConversationRole, {
  name: 'ConversationRole',
  description: "The caller's side of a conversation.",
  valuesConfig: {
    BUYING: { description: 'The caller asked about the listing.' },
    SELLING: { description: "The caller is the listing's seller." },
  },
});

export enum ChatMessageKind {
  TEXT = 'TEXT',
  OFFER = 'OFFER',
  SYSTEM = 'SYSTEM',
}
registerEnumType(ChatMessageKind, {
  name: 'ChatMessageKind',
  description: 'What a chat message is.',
  valuesConfig: {
    TEXT: { description: "A member's message." },
    OFFER: { description: "A buyer's offer on the listing." },
    SYSTEM: { description: "A line about the listing's changes (reserved, sold, removed, taken down)." },
  },
});

export enum MessageFlag {
  CONTACT = 'CONTACT',
  LINK = 'LINK',
  PAYMENT = 'PAYMENT',
}
registerEnumType(MessageFlag, {
  name: 'MessageFlag',
  description: 'What a message carries that the recipient is warned about.',
  valuesConfig: {
    CONTACT: { description: 'A phone number or an email address.' },
    LINK: { description: 'A link.' },
    PAYMENT: { description: 'A UPI id (name@bank).' },
  },
});

@ObjectType('ChatMessage', { description: 'One message of a conversation, oldest first within a page.' })
export class ChatMessageType {
  @Field(() => ID, { description: "The message's id." })
  id: string;

  @Field(() => ChatMessageKind, { description: 'A member’s text, an offer or a system line.' })
  kind: ChatMessageKind;

  @Field(() => UserType, { nullable: true, description: 'Who sent it; null for a system line.' })
  sender: unknown;

  @Field(() => String, { description: 'The text, trimmed; empty only for a message of pictures.' })
  text: string;

  @Field(() => [String], { description: "The pictures' URLs (none yet: pictures in messages are to come)." })
  images: string[];

  @Field(() => [MessageFlag], { description: 'What the recipient is warned about.' })
  flags: MessageFlag[];

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt: Date;
}

@ObjectType('ChatPageInfo', { description: 'Where a backwards-paged thread stands.' })
export class ChatPageInfo {
  @Field(() => Boolean, { description: 'True when older messages exist; fetch them with before = startCursor.' })
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `before` for the older page.' })
  startCursor: string | null;
}

@ObjectType('ChatMessageConnection', { description: 'A page of a thread, oldest first.' })
export class ChatMessageConnection {
  @Field(() => [ChatMessageType], { description: 'The messages of this page, oldest first.' })
  nodes: ChatMessageEntity[];

  @Field(() => ChatPageInfo, { description: 'Whether older messages exist and their cursor.' })
  pageInfo: ChatPageInfo;
}

@ObjectType('Conversation', { description: "A listing's conversation between its seller and one buyer." })
export class ConversationType {
  @Field(() => ID, { description: "The conversation's id; its page is /messages/{id}." })
  id: string;

  @Field(() => String, { description: "The listing's title when the conversation started." })
  productTitle: string;

  @Field(() => String, {
    nullable: true,
    description: "The listing's cover picture when the conversation started (null: none).",
  })
  productPicture: string | null;

  @Field(() => ConversationRole, { description: "The caller's side." })
  myRole: ConversationRole;

  @Field(() => Int, { description: 'Messages the caller has not read.' })
  unreadCount: number;

  @Field(() => Date, { nullable: true, description: 'When the other member last read it (for "Seen").' })
  otherLastReadAt: Date | null;

  @Field(() => Date, { description: 'Its last activity.' })
  updatedAt: Date;
}

@ObjectType('ConversationConnection', { description: "A page of the caller's conversations, most recent first." })
export class ConversationConnection {
  @Field(() => [ConversationType], { description: 'The conversations of this page.' })
  nodes: ConversationView[];

  @Field(() => Int, { description: 'How many conversations the list has (with the role filter).' })
  totalCount: number;

  @Field(() => PageInfo, { description: 'Whether there is a next page and its cursor.' })
  pageInfo: PageInfo;
}

@ObjectType('ConversationPayload', { description: 'A conversation started, or a message added to it.' })
export class ConversationPayload {
  @Field(() => String, { description: 'What happened, for the user.' })
  message: string;

  @Field(() => ConversationType, { description: 'The conversation after the message.' })
  conversation: ConversationView;

  @Field(() => ChatMessageType, { description: 'The message written.' })
  chatMessage: ChatMessageEntity;
}

@ObjectType('SendMessagePayload', { description: 'A message sent.' })
export class SendMessagePayload {
  @Field(() => String, { description: 'What happened, for the user.' })
  message: string;

  @Field(() => ChatMessageType, { description: 'The message written.' })
  chatMessage: ChatMessageEntity;

  @Field(() => ConversationType, { description: 'The conversation after the message.' })
  conversation: ConversationView;
}

@InputType('StartConversationInput', { description: 'A first message about a listing.' })
export class StartConversationInput {
  @Field(() => ID, { description: 'The listing.' })
  productId: string;

  @Field(() => String, { description: '1 to 2000 characters after trimming.' })
  text: string;
}

@InputType('SendMessageInput', { description: 'A message in a conversation of the caller.' })
export class SendMessageInput {
  @Field(() => ID, { description: 'The conversation.' })
  conversationId: string;

  @Field(() => String, {
    nullable: true,
    description: 'Up to 2000 characters after trimming; blank only with images.',
  })
  text?: string | null;

  @Field(() => [String], { nullable: true, description: 'At most 4 uploaded pictures (not accepted yet).' })
  images?: string[] | null;
}
