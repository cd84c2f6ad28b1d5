import { Field, Float, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

export enum OfferStatus {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
  DECLINED = 'DECLINED',
  WITHDRAWN = 'WITHDRAWN',
  EXPIRED = 'EXPIRED',
  SUPERSEDED = 'SUPERSEDED',
}
registerEnumType(OfferStatus, {
  name: 'OfferStatus',
  description: 'Where an offer stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for the seller.' },
    ACCEPTED: { description: 'The seller accepted it: the listing is reserved for the buyer.' },
    DECLINED: { description: 'The seller declined it, or accepted another buyer’s.' },
    WITHDRAWN: { description: 'The buyer withdrew it.' },
    EXPIRED: { description: 'Nobody answered it in time (OFFER_EXPIRY_HOURS).' },
    SUPERSEDED: { description: 'The buyer made a newer offer.' },
  },
});

export enum OfferAction {
  ACCEPT = 'ACCEPT',
  DECLINE = 'DECLINE',
  WITHDRAW = 'WITHDRAW',
}
registerEnumType(OfferAction, {
  name: 'OfferAction',
  description: 'An answer to a pending offer.',
  valuesConfig: {
    ACCEPT: { description: 'The seller accepts: the listing is reserved for the buyer.' },
    DECLINE: { description: 'The seller declines.' },
    WITHDRAW: { description: 'The buyer takes it back.' },
  },
});

/** An offer as both members see it. */
export interface OfferView {
  id: string;
  amount: number;
  status: OfferStatus;
  expiresAt: Date;
}

@ObjectType('Offer', { description: "A buyer's offer on the listing of their conversation." })
export class OfferType {
  @Field(() => ID, { description: "The offer's id (answerOffer's offerId)." })
  id: string;

  @Field(() => Float, { description: 'Rupees, at most two decimals.' })
  amount: number;

  @Field(() => OfferStatus, { description: 'Where it stands now.' })
  status: OfferStatus;

  @Field(() => Date, { description: 'When it expires unless answered first.' })
  expiresAt: Date;
}

@InputType('MakeOfferInput', { description: "The buyer's offer in their conversation." })
export class MakeOfferInput {
  @Field(() => ID, { description: 'The conversation.' })
  conversationId: string;

  @Field(() => Float, {
    description: "Rupees: more than 0, at most two decimals, at most the listing's effectivePrice.",
  })
  amount: number;
}

@InputType('AnswerOfferInput', { description: 'An answer to a pending offer.' })
export class AnswerOfferInput {
  @Field(() => ID, { description: 'The offer.' })
  offerId: string;

  @Field(() => OfferAction, { description: 'ACCEPT or DECLINE (the seller), WITHDRAW (the buyer).' })
  action: OfferAction;
}
