import type { ApolloCache, Reference } from '@apollo/client';
import {
  ChatMessageFieldsFragmentDoc,
  ConversationRowFieldsFragmentDoc,
  type ChatMessageFieldsFragment,
  type ConversationRowFieldsFragment,
} from '../../../graphql/generated-lazy';

interface Page {
  nodes: readonly Reference[];
  totalCount?: number;
  [field: string]: unknown;
}

/** The arguments a stored field was read with, from its store name: `conversations({"first":20})`. */
function argsOf(storeFieldName: string): Record<string, unknown> {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return {};
  try {
    return JSON.parse(storeFieldName.slice(open + 1, -1)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * A message pushed live (from the other member, or from this member's other tab): its
 * conversation takes the new last message and unread count, the message joins the end of the
 * thread where the thread's newest page is cached, the conversation moves to the top of every
 * cached inbox list it belongs in, and the top bar's count goes up when the conversation had
 * nothing unread before. Returns false, changing nothing, for a message the cache already has
 * (a refetch or the sender's own answer got there first).
 */
export function addChatMessage(
  cache: ApolloCache,
  conversation: ConversationRowFieldsFragment,
  message: ChatMessageFieldsFragment,
): boolean {
  const messageId = cache.identify({ __typename: 'ChatMessage', id: message.id });
  if (messageId && cache.readFragment({ id: messageId, fragment: ChatMessageFieldsFragmentDoc })) return false;
  const conversationId = cache.identify({ __typename: 'Conversation', id: conversation.id });
  const before = conversationId
    ? cache.readFragment({
        id: conversationId,
        fragment: ConversationRowFieldsFragmentDoc,
        fragmentName: 'ConversationRowFields',
      })
    : null;

  const messageRef = cache.writeFragment({
    fragment: ChatMessageFieldsFragmentDoc,
    data: { ...message, __typename: 'ChatMessage' } as ChatMessageFieldsFragment,
  });
  const conversationRef = cache.writeFragment({
    fragment: ConversationRowFieldsFragmentDoc,
    fragmentName: 'ConversationRowFields',
    data: { ...conversation, __typename: 'Conversation' } as ConversationRowFieldsFragment,
  });
  if (!messageRef || !conversationRef) return false;

  cache.modify({
    id: cache.identify(conversationRef),
    fields: {
      messages(existing, { storeFieldName }) {
        // Only the newest page grows; an older page read with `before` stays as it was.
        if (argsOf(storeFieldName).before) return existing as Page;
        const page = existing as Page;
        if (page.nodes.some((node) => node.__ref === messageRef.__ref)) return page;
        return { ...page, nodes: [...page.nodes, messageRef] };
      },
    },
  });

  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      conversations(existing, { storeFieldName }) {
        const page = existing as Page;
        const role = argsOf(storeFieldName).role;
        if (role && role !== conversation.myRole) return page;
        const had = page.nodes.some((node) => node.__ref === conversationRef.__ref);
        return {
          ...page,
          nodes: [conversationRef, ...page.nodes.filter((node) => node.__ref !== conversationRef.__ref)],
          ...(typeof page.totalCount === 'number' && !had && { totalCount: page.totalCount + 1 }),
        };
      },
      unreadConversationCount(count) {
        // Not known before: a first unread message is one more unread conversation.
        const wasUnread = before ? before.unreadCount > 0 : conversation.unreadCount > 1;
        return conversation.unreadCount > 0 && !wasUnread ? (count as number) + 1 : count;
      },
    },
  });
  return true;
}

/** The other member read the conversation up to `readAt`: "Seen" moves under what they have read. */
export function markReadByOther(cache: ApolloCache, conversationId: string, readAt: string): void {
  const id = cache.identify({ __typename: 'Conversation', id: conversationId });
  if (!id) return;
  cache.modify({
    id,
    fields: {
      otherLastReadAt(existing) {
        const current = existing as string | null | undefined;
        return !current || Date.parse(readAt) > Date.parse(current) ? readAt : current;
      },
    },
  });
}
