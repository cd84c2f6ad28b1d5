import { badInput } from '../../lib/errors';
import type {
  ChatMessageEntity,
  ConversationEntity,
  ConversationMemberEntity,
  ConversationRoleValue,
} from './conversation.entity';

export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_MESSAGE_IMAGES = 4;
export const DEFAULT_INBOX_PAGE = 20;
export const MAX_INBOX_PAGE = 50;
export const DEFAULT_THREAD_PAGE = 30;
export const MAX_THREAD_PAGE = 100;

export const CONVERSATION_MESSAGES = {
  started: 'Conversation started',
  added: 'Message sent',
  sent: 'Message sent',
  listed: 'Conversations found',
  found: 'Conversation found',
  messages: 'Messages found',
  read: 'Conversation marked as read',
  notFound: 'Conversation not found',
  own: 'You cannot message yourself about your own listing',
  sold: 'This listing is sold',
  noText: 'Write a message',
  tooLong: `A message is at most ${MAX_MESSAGE_LENGTH} characters`,
  tooManyImages: `A message carries at most ${MAX_MESSAGE_IMAGES} images`,
  imagesNotYet: 'Pictures in messages are not available yet',
  tooFast: 'You are sending messages too fast. Wait a moment and try again.',
  tooManyConversations: 'You have started too many conversations today. Try again tomorrow.',
  badCursor: 'This page link is out of date; start from the newest messages',
} as const;

/** What the listing's changes say in its conversations (no text of any member's). */
export const SYSTEM_LINES: Partial<Record<string, string>> = {
  'listing.reserved': 'The seller marked this listing as reserved.',
  'listing.madeAvailable': 'This listing is available again.',
  'listing.sold': 'This listing has been sold.',
  'listing.deleted': 'The seller removed this listing.',
  'listing.takenDown': 'This listing was taken down by the moderators.',
};

/** A conversation as one of its two members sees it. */
export interface ConversationView {
  id: string;
  productId: string;
  buyerId: string;
  sellerId: string;
  productTitle: string;
  /** The listing's cover's upload key when the conversation started (null: none). */
  productPicture: string | null;
  myRole: ConversationRoleValue;
  unreadCount: number;
  myLastReadAt: Date | null;
  otherLastReadAt: Date | null;
  lastMessage: ChatMessageEntity | null;
  updatedAt: Date;
  createdAt: Date;
}

export interface ConversationPage {
  nodes: ConversationView[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export interface ChatMessagePage {
  nodes: ChatMessageEntity[];
  pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
}

/** A member row read with its conversation, the other member's row and the last message (one statement). */
export type InboxRow = ConversationMemberEntity & {
  conversation: ConversationEntity;
  other: ConversationMemberEntity;
  last: ChatMessageEntity | null;
};

export function toView(row: InboxRow): ConversationView {
  const c = row.conversation;
  return {
    id: c.id,
    productId: c.productId,
    buyerId: c.buyerId,
    sellerId: c.sellerId,
    productTitle: c.productTitle,
    productPicture: c.productPicture,
    myRole: row.role,
    unreadCount: row.unreadCount,
    myLastReadAt: row.lastReadAt,
    otherLastReadAt: row.other.lastReadAt,
    lastMessage: row.last ?? null,
    updatedAt: c.updatedAt,
    createdAt: c.createdAt,
  };
}

export const encode = (key: (string | number)[]) => Buffer.from(JSON.stringify(key)).toString('base64url');
export function decode(cursor: string | null | undefined, field: string, message: string): string[] | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === 'string')) throw badInput({ [field]: message });
  return parsed;
}

export function pageSize(value: unknown, fallback: number, max: number, field: string): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max)
    throw badInput({ [field]: `Between 1 and ${max}` });
  return value;
}

export function parseRole(value: unknown): ConversationRoleValue | null {
  if (value === undefined || value === null || value === '') return null;
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  if (v === 'buying' || v === 'selling') return v;
  throw badInput({ role: 'One of buying, selling' });
}

export const member = (conversationId: string, userId: string, role: ConversationRoleValue, now: Date) => ({
  conversationId,
  userId,
  role,
  updatedAt: now,
  unreadCount: 0,
  lastReadAt: role === 'buying' ? now : null,
});

/** 1 to 2,000 characters after trimming; blank only when the message carries images. */
export function parseText(value: unknown, images: string[]): string {
  if (value !== undefined && value !== null && typeof value !== 'string')
    throw badInput({ text: CONVERSATION_MESSAGES.noText });
  const text = (value ?? '').trim();
  if (!text && !images.length) throw badInput({ text: CONVERSATION_MESSAGES.noText });
  if ([...text].length > MAX_MESSAGE_LENGTH) throw badInput({ text: CONVERSATION_MESSAGES.tooLong });
  return text;
}

/**
 * At most four. Pictures in messages need their own upload kind, served to the two members only;
 * until the uploads module has it, a message with pictures is refused rather than served publicly.
 */
export function parseImages(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badInput({ images: CONVERSATION_MESSAGES.imagesNotYet });
  if (value.length > MAX_MESSAGE_IMAGES) throw badInput({ images: CONVERSATION_MESSAGES.tooManyImages });
  if (value.length) throw badInput({ images: CONVERSATION_MESSAGES.imagesNotYet });
  return [];
}
