import type { DataSource, EntityManager } from 'typeorm';
import { badInput } from '../../lib/errors';
import { UUID_PATTERN, uuidv7 } from '../../lib/uuid';
import {
  CONVERSATION_MESSAGES,
  type ChatMessagePage,
  DEFAULT_THREAD_PAGE,
  MAX_THREAD_PAGE,
  decode,
  encode,
  pageSize,
} from './conversation-rules';
import {
  ChatMessageEntity,
  type ChatMessageKindValue,
  ConversationEntity,
  ConversationMemberEntity,
} from './conversation.entity';
import { messageFlags } from './message-flags';

/**
 * Writes a message and moves the conversation up both inboxes: the recipient's unread count goes
 * up (both members' for a system line); a sender has read everything up to their own message.
 */
export async function appendMessage(
  m: EntityManager,
  c: ConversationEntity,
  kind: ChatMessageKindValue,
  senderId: string | null,
  text: string,
  imageKeys: string[],
  now: Date,
): Promise<ChatMessageEntity> {
  const message = Object.assign(new ChatMessageEntity(), {
    id: uuidv7(now.getTime()),
    conversationId: c.id,
    kind,
    senderId,
    text,
    imageKeys,
    flags: kind === 'TEXT' ? messageFlags(text) : [],
    createdAt: now,
  });
  await m.insert(ChatMessageEntity, message);
  await m.update(ConversationEntity, { id: c.id }, { lastMessageId: message.id, lastMessageAt: now, updatedAt: now });
  const members = m.createQueryBuilder().update(ConversationMemberEntity).where('conversation_id = :c', { c: c.id });
  if (senderId) {
    await m.update(
      ConversationMemberEntity,
      { conversationId: c.id, userId: senderId },
      { updatedAt: now, unreadCount: 0, lastReadAt: now },
    );
    await members
      .set({ updatedAt: now, unreadCount: () => 'unread_count + 1' })
      .andWhere('user_id <> :sender', { sender: senderId })
      .execute();
  } else {
    await members.set({ updatedAt: now, unreadCount: () => 'unread_count + 1' }).execute();
  }
  return message;
}

/** A page of a conversation the caller has already been let into, backwards from `before`: one keyset read. */
export async function threadPage(
  ds: DataSource,
  conversationId: string,
  args: { last?: unknown; before?: unknown },
): Promise<ChatMessagePage> {
  const last = pageSize(args.last, DEFAULT_THREAD_PAGE, MAX_THREAD_PAGE, 'last');
  const before = decode(
    typeof args.before === 'string' ? args.before : null,
    'before',
    CONVERSATION_MESSAGES.badCursor,
  );
  if (before && (before.length !== 1 || !UUID_PATTERN.test(before[0])))
    throw badInput({ before: CONVERSATION_MESSAGES.badCursor });
  const q = ds
    .getRepository(ChatMessageEntity)
    .createQueryBuilder('x')
    .where('x.conversation_id = :c', { c: conversationId });
  if (before) q.andWhere('x.id < :before', { before: before[0] });
  const rows = await q
    .orderBy('x.id', 'DESC')
    .limit(last + 1)
    .getMany();
  const page = rows.slice(0, last).reverse();
  return {
    nodes: page,
    pageInfo: { hasPreviousPage: rows.length > last, startCursor: page[0] ? encode([page[0].id]) : null },
  };
}
