/** The conversations module's front door: what other modules and the wiring may use of it. */
import type { ConversationsService } from './conversations.service';
import { defineModule } from '../../core/server-module';
import { ChatMessageEntity, ConversationEntity, ConversationMemberEntity } from './conversation.entity';
import { ChatMessageFieldsResolver, ConversationFieldsResolver, ConversationsResolver } from './conversations.resolver';
import type { OfferExpiry } from './offer-expiry';
import { OfferEntity } from './offer.entity';
import type { OffersService } from './offers.service';
import { ChatMessageOfferResolver, OffersResolver } from './offers.resolver';
import { offersRouter } from './offers.rest';
export { ChatMessageEntity, ConversationEntity, ConversationMemberEntity } from './conversation.entity';
export { ConversationsService } from './conversations.service';
export { type ChatServices, chatServices } from './conversation-services';
export { OfferExpiry } from './offer-expiry';
export { OfferEntity } from './offer.entity';
export { OffersService } from './offers.service';

/** What the conversations module brings to the server: the wiring's registry (app/modules.ts) lists it. */
export const conversationsModule = defineModule<
  Parameters<typeof offersRouter>[0],
  { conversations: ConversationsService; offers: OffersService; offerExpiry: OfferExpiry }
>({
  name: 'conversations',
  entities: [ConversationEntity, ConversationMemberEntity, ChatMessageEntity, OfferEntity],
  resolvers: [
    ConversationsResolver,
    ConversationFieldsResolver,
    ChatMessageFieldsResolver,
    OffersResolver,
    ChatMessageOfferResolver,
  ],
  routes: (services) => offersRouter(services),
  jobs: (s) => [s.offerExpiry],
  subscribe: (bus, s) => {
    s.conversations.subscribe(bus);
    s.offers.subscribe(bus);
  },
});
