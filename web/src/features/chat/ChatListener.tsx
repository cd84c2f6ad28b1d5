import { useSubscription } from '@apollo/client/react';
import { ChatMessageAddedDocument, ConversationReadDocument } from '../../graphql/generated-lazy';
import { addChatMessage, markReadByOther } from './api/chatCache';

/**
 * The chat's live updates for a verified member, on the app's one graphql-ws connection: a new
 * message joins its thread, moves its inbox row to the top and counts in the top bar's badge;
 * a read by the other member moves "Seen". Mounted with the top bar's chat button, so it loads
 * with the signed-in member's controls, never with a visitor's landing page. The pushes are not
 * stored by Apollo itself ('no-cache'): the cache functions tell a new message from a known one.
 */
export function ChatListener() {
  useSubscription(ChatMessageAddedDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const event = data.data?.chatMessageAdded;
      if (event) addChatMessage(client.cache, event.conversation, event.chatMessage);
    },
  });
  useSubscription(ConversationReadDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const event = data.data?.conversationRead;
      if (event) markReadByOther(client.cache, event.conversationId, event.readAt);
    },
  });
  return null;
}
