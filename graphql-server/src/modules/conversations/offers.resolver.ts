import DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { ServiceContext } from '../../core/service-context';
import type { RequestContext } from '../../core/request-context';
import { RequireScope } from '../../core/require-scope';
import { toRupees } from '../../core/money';
import type { ChatMessageEntity } from './conversation.entity';
import { ChatMessageType, SendMessagePayload } from './conversation.types';
import type { OfferEntity } from './offer.entity';
import { OFFER_MESSAGES } from './offer-rules';
import { AnswerOfferInput, MakeOfferInput, type OfferStatus, OfferType, type OfferView } from './offer.types';
import type { OffersService } from './offers.service';

type OffersContext = ServiceContext<{ offers: OffersService }>;

export const offerView = (o: OfferEntity): OfferView => ({
  id: o.id,
  amount: toRupees(o.amountPaise),
  status: o.status as OfferStatus,
  expiresAt: o.expiresAt,
});

// One statement for a page's offers, per request (a graphql-ws context lives as long as its socket: no cache).
const perRequest = new WeakMap<RequestContext, DataLoader<string, OfferEntity | null>>();
function offerLoader(ctx: OffersContext): DataLoader<string, OfferEntity | null> {
  let loader = perRequest.get(ctx);
  if (!loader) {
    loader = new DataLoader((ids) => ctx.services.offers.byIds(ids), { cache: false });
    perRequest.set(ctx, loader);
  }
  return loader;
}

/** Thin adapter over OffersService. */
@Resolver()
export class OffersResolver {
  @Mutation(() => SendMessagePayload, {
    description:
      "The buyer's offer in their conversation (the seller: FORBIDDEN): a message of kind OFFER. The amount is more than 0, at most two decimals and at most the listing's effectivePrice (BAD_USER_INPUT). It replaces the buyer's open offer (SUPERSEDED).",
  })
  @RequireScope('write:messages')
  async makeOffer(
    @Arg('input', () => MakeOfferInput, { description: 'The conversation and the amount.' }) input: MakeOfferInput,
    @Ctx() ctx: OffersContext,
  ) {
    const r = await ctx.services.offers.make(ctx, input);
    return { message: OFFER_MESSAGES.made, ...r };
  }

  @Mutation(() => SendMessagePayload, {
    description:
      'The seller accepts or declines a pending offer, the buyer withdraws it (the other member: FORBIDDEN; no longer pending: CONFLICT). Accepting reserves the listing for the buyer (CONFLICT when it is reserved for someone else or sold) and declines the other buyers’ open offers. The chatMessage is the system line saying so, with the offer.',
  })
  @RequireScope('write:messages')
  async answerOffer(
    @Arg('input', () => AnswerOfferInput, { description: 'The offer and the answer.' }) input: AnswerOfferInput,
    @Ctx() ctx: OffersContext,
  ) {
    const r = await ctx.services.offers.answer(ctx, input);
    return { message: OFFER_MESSAGES.answered[input.action], ...r };
  }
}

@Resolver(() => ChatMessageType)
export class ChatMessageOfferResolver {
  @FieldResolver(() => OfferType, {
    nullable: true,
    description: 'The offer it shows (an OFFER message, or a system line about an offer), as it stands now.',
  })
  async offer(@Root() m: ChatMessageEntity, @Ctx() ctx: OffersContext): Promise<OfferView | null> {
    if (!m.offerId) return null;
    const o = await offerLoader(ctx).load(m.offerId);
    return o ? offerView(o) : null;
  }
}
