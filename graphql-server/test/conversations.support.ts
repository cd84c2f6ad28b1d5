import type { TestAccount } from './helpers/accounts';
import { gql } from './helpers/graphql';

const MESSAGE = 'id kind text flags sender { id } createdAt';
const CONVERSATION = `id productTitle myRole unreadCount otherLastReadAt product { id } buyer { id } seller { id } lastMessage { ${MESSAGE} }`;
export const CHAT_OPS = {
  start: `mutation($input: StartConversationInput!) { startConversation(input: $input) { message conversation { ${CONVERSATION} } chatMessage { ${MESSAGE} } } }`,
  send: `mutation($input: SendMessageInput!) { sendMessage(input: $input) { message conversation { ${CONVERSATION} } chatMessage { ${MESSAGE} } } }`,
  read: `mutation($id: ID!) { markConversationRead(conversationId: $id) { ${CONVERSATION} } }`,
  inbox: `query($first: Int, $after: String, $role: ConversationRole) { conversations(first: $first, after: $after, role: $role) { totalCount pageInfo { hasNextPage endCursor } nodes { ${CONVERSATION} } } }`,
  one: `query($id: ID!, $last: Int, $before: String) { conversation(id: $id) { ${CONVERSATION} messages(last: $last, before: $before) { pageInfo { hasPreviousPage startCursor } nodes { ${MESSAGE} } } } }`,
  unread: `query { unreadConversationCount }`,
};

export async function startChat(who: TestAccount, productId: string, text = 'Hi! Is this still available?') {
  const r = await gql(who.agent, CHAT_OPS.start, { input: { productId, text } });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.startConversation;
}
