/** The conversations module's front door: what other modules and the wiring may use of it. */
import type { ConversationsService } from './conversations.service';
import { defineModule } from '../../core/server-module';
import { ChatMessageEntity, ConversationEntity, ConversationMemberEntity } from './conversation.entity';
import { ChatMessageFieldsResolver, ConversationFieldsResolver, ConversationsResolver } from './conversations.resolver';
export { ChatMessageEntity, ConversationEntity, ConversationMemberEntity } from './conversation.entity';
export { ConversationsService } from './conversations.service';

/** What the conversations module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const conversationsModule = defineModule<object, { conversations: ConversationsService }>({
  name: 'conversations',
  entities: [ConversationEntity, ConversationMemberEntity, ChatMessageEntity],
  resolvers: [ConversationsResolver, ConversationFieldsResolver, ChatMessageFieldsResolver],
  subscribe: (bus, s) => s.conversations.subscribe(bus),
});
