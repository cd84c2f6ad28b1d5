import { badInput } from '../../lib/errors';
import { formatPaise, toPaise } from '../../core/money';
import type { OfferStatusValue } from './offer.entity';

export type OfferActionValue = 'ACCEPT' | 'DECLINE' | 'WITHDRAW';
const ACTIONS: readonly OfferActionValue[] = ['ACCEPT', 'DECLINE', 'WITHDRAW'];

export const OFFER_MESSAGES = {
  made: 'Offer sent',
  answered: { ACCEPT: 'Offer accepted', DECLINE: 'Offer declined', WITHDRAW: 'Offer withdrawn' },
  notFound: 'Offer not found',
  buyerOnly: 'Only the buyer can make an offer',
  sellerAnswers: 'Only the seller can accept or decline an offer',
  buyerWithdraws: 'Only the buyer can withdraw an offer',
  notPending: 'This offer is no longer open',
  raced: 'Another offer was made at the same moment; try again',
  notAvailable: 'This listing is not available for offers',
  sold: 'This listing is sold',
  unknownAction: 'One of accept, decline, withdraw',
  positive: 'An offer must be more than ₹0',
  aboveThePrice: (paise: number) => `An offer is at most the price, ${formatPaise(paise)}`,
} as const;

/** What the thread says (no member's text, only the amounts). */
export const OFFER_LINES = {
  offered: (paise: number) => `Offered ${formatPaise(paise)}`,
  ACCEPT: (paise: number) =>
    `The seller accepted the offer of ${formatPaise(paise)}: the listing is reserved for the buyer.`,
  DECLINE: (paise: number) => `The seller declined the offer of ${formatPaise(paise)}.`,
  WITHDRAW: (paise: number) => `The buyer withdrew the offer of ${formatPaise(paise)}.`,
  declinedForAnother: (paise: number) =>
    `The seller accepted another offer, so the offer of ${formatPaise(paise)} was declined.`,
  expired: (paise: number) => `The offer of ${formatPaise(paise)} expired.`,
  reservationEnded: 'The reservation has ended: the listing is available again.',
} as const;

/** What each answer makes of a pending offer. */
export const ANSWERED: Record<OfferActionValue, OfferStatusValue> = {
  ACCEPT: 'ACCEPTED',
  DECLINE: 'DECLINED',
  WITHDRAW: 'WITHDRAWN',
};

/** Rupees with at most two decimals, more than 0 and at most `maxPaise` (the price buyers see): paise. */
export function parseAmount(value: unknown, maxPaise: number): number {
  const paise = toPaise(value, 'Offer');
  if (typeof paise === 'string') throw badInput({ amount: paise });
  if (paise <= 0) throw badInput({ amount: OFFER_MESSAGES.positive });
  if (paise > maxPaise) throw badInput({ amount: OFFER_MESSAGES.aboveThePrice(maxPaise) });
  return paise;
}

/** ACCEPT, DECLINE or WITHDRAW in any case (REST spells them in lower case). */
export function parseAction(value: unknown): OfferActionValue {
  const v = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if ((ACTIONS as readonly string[]).includes(v)) return v as OfferActionValue;
  throw badInput({ action: OFFER_MESSAGES.unknownAction });
}
