import { z } from 'zod';
import type { DataSource } from 'typeorm';
import type { MountedRoutes } from '../../core/rest/rest-route';
import { RestRoutes } from '../../core/rest/rest-route';
import type { RequestContext } from '../../core/request-context';
import { productLoaders } from '../products';
import type { ChatMessageEntity } from './conversation.entity';
import { RestChatMessage, restChatMessage } from './conversation.rest-shape';
import { OFFER_MESSAGES, parseAction } from './offer-rules';
import type { OffersService } from './offers.service';

const NewOfferBody = z
  .object({
    amount: z.union([z.number(), z.string()], { error: 'Offer must be a number' }).optional().meta({
      description:
        "Rupees (a number, or its digits as text): more than 0, at most two decimals, at most the listing's effectivePrice.",
    }),
  })
  .meta({ id: 'NewOffer', required: ['amount'] });

const OfferAnswerBody = z
  .object({
    action: z
      .string({ error: 'One of accept, decline, withdraw' })
      .optional()
      .meta({ description: '`accept` or `decline` (the seller), `withdraw` (the buyer); any case.' }),
  })
  .meta({ id: 'OfferAnswer', required: ['action'] });

const ChatMessageResult = z
  .object({ message: z.string(), chatMessage: RestChatMessage })
  .meta({ id: 'ChatMessageResult' });

/** /api/v1/conversations/:id/offers and /api/v1/offers/:id: thin adapters over OffersService. */
export function offersRouter(services: { offers: OffersService; db: DataSource }): MountedRoutes[] {
  const { offers, db } = services;
  const shaped = async (ctx: RequestContext, message: string, m: ChatMessageEntity) => {
    const [sender, offer] = await Promise.all([
      m.senderId ? productLoaders(db, ctx).users.load(m.senderId) : null,
      m.offerId ? offers.byIds([m.offerId]).then((r) => r[0]) : null,
    ]);
    return { message, chatMessage: restChatMessage(m, { sender, offer }) };
  };

  const inConversation = new RestRoutes('Offers');
  inConversation.post(
    '/:id/offers',
    {
      summary: 'Make an offer in a conversation',
      description:
        "The conversation's buyer only (its seller gets 403; anyone else 404). It replaces the buyer's open offer on the listing (`superseded`) and counts against the messages' rate limit. The answer's `chatMessage` is the `offer` message.",
      conflict: 'The listing is sold or no longer approved.',
      scope: 'write:messages',
      body: NewOfferBody,
      status: 201,
      response: ChatMessageResult,
    },
    async (ctx, { params, body }) => {
      const r = await offers.make(ctx, { conversationId: params.id, amount: body.amount });
      return shaped(ctx, OFFER_MESSAGES.made, r.chatMessage);
    },
  );

  const answers = new RestRoutes('Offers');
  answers.put(
    '/:id',
    {
      summary: 'Answer an offer',
      description:
        "The seller accepts or declines a pending offer, the buyer withdraws it (the other action is 403; someone else's offer 404). Accepting reserves the listing for the buyer and declines the other buyers' open offers. The answer's `chatMessage` is the system line saying so, with the offer's new status.",
      conflict: 'The offer is no longer pending, or (accepting) the listing is reserved for someone else or sold.',
      scope: 'write:messages',
      body: OfferAnswerBody,
      response: ChatMessageResult,
    },
    async (ctx, { params, body }) => {
      const action = parseAction(body.action);
      const r = await offers.answer(ctx, { offerId: params.id, action });
      return shaped(ctx, OFFER_MESSAGES.answered[action], r.chatMessage);
    },
  );

  return [
    { prefix: '/conversations', routes: inConversation },
    { prefix: '/offers', routes: answers },
  ];
}
