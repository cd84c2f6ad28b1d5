import type { ListingEventName } from '../../../core/listing-events';
import type { ListingAvailability, ListingStatus } from '../../../core/listing-states';
import { can } from '../../../core/permissions';
import { AVAILABILITY_MESSAGES } from '../availability';
import { LISTING_MESSAGES, MODERATION_MESSAGES } from './messages';

/** A listing's state: its moderation status, its availability and whether reports hide it. */
export interface ListingState {
  status: ListingStatus;
  availability: ListingAvailability;
  hidden: boolean;
}

/** Who may make a transition, asked of core/permissions.ts with the acting member and the listing. */
export type Maker = 'seller' | 'reviewer' | 'seller-or-admin' | 'system';

export interface Transition {
  /**
   * The states it starts from: `new` for a listing that does not exist yet; otherwise each dimension
   * listed allows those values, and a dimension left out allows any.
   */
  from:
    | 'new'
    | { status?: readonly ListingStatus[]; availability?: readonly ListingAvailability[]; hidden?: readonly boolean[] };
  /** What it sets; the dimensions left out stay as they were. */
  to: Partial<ListingState>;
  who: Maker;
  /** What it publishes, then `listing.changed`. */
  publishes: ListingEventName;
  /** It stamps `updatedAt` (a change the seller or staff made, shown as "updated"). */
  stamps: boolean;
  /** Asked for the state the listing already has, it writes and tells nothing (marking reserved twice). */
  sameIsNothing?: boolean;
  /**
   * Written only if the row is still as it was read; if not, nothing happens: of two callers at once
   * (two reports hiding a listing), one writes and the seller hears once.
   */
  once?: boolean;
  /**
   * What it does to `reserved_for_id`: `name` writes the member the caller names (and refuses 409 a
   * listing reserved for someone else), `clear` empties it; left out, it stays.
   */
  reservedFor?: 'name' | 'clear';
  /** An event it publishes before its own, so that who follows that one is told as for it. */
  alsoPublishes?: ListingEventName;
  /** The default refusals (a caller may give its own wording): the maker is wrong (403); the state is (409). */
  refusals: { who: string; from?: (state: ListingState) => string };
}

const NOT_SOLD = ['Available', 'Reserved'] as const;
const byAvailability = (s: ListingState) =>
  s.availability === 'Sold' ? AVAILABILITY_MESSAGES.sold : AVAILABILITY_MESSAGES.notApproved;
const SELLER_ONLY = LISTING_MESSAGES.notYours;
const NOT_ON_OWN = MODERATION_MESSAGES.ownDecision;

/**
 * Every change of a listing's status, availability or hiding (docs/product.md#listings,
 * #reserved-and-sold, #reports), and nothing else writes them. A new state is a row here, its
 * reactions are subscribers of the event it publishes (docs/architecture.md#the-listing-lifecycle).
 */
export const TRANSITIONS = {
  /** A member puts a new listing up for review. */
  submit: {
    from: 'new',
    to: { status: 'Pending', availability: 'Available', hidden: false },
    who: 'seller',
    publishes: 'listing.submitted',
    stamps: true,
    refusals: { who: SELLER_ONLY, from: () => 'This product exists already' },
  },
  /** The seller edits what keeps its state (price, condition, delivery...). Sold is final. */
  edit: {
    from: { availability: NOT_SOLD },
    to: {},
    who: 'seller',
    publishes: 'listing.edited',
    stamps: true,
    refusals: { who: SELLER_ONLY, from: () => AVAILABILITY_MESSAGES.soldEdit },
  },
  /** An edit of an approved listing's content, or any save of a rejected one: back to review. */
  editBackToReview: {
    from: { status: ['Approved', 'Rejected'], availability: NOT_SOLD },
    to: { status: 'Pending' },
    who: 'seller',
    publishes: 'listing.editedBackToReview',
    stamps: true,
    refusals: { who: SELLER_ONLY, from: () => AVAILABILITY_MESSAGES.soldEdit },
  },
  approve: {
    from: { availability: NOT_SOLD },
    to: { status: 'Approved' },
    who: 'reviewer',
    publishes: 'listing.approved',
    stamps: true,
    refusals: { who: NOT_ON_OWN, from: () => AVAILABILITY_MESSAGES.soldModeration },
  },
  reject: {
    from: { availability: NOT_SOLD },
    to: { status: 'Rejected' },
    who: 'reviewer',
    publishes: 'listing.rejected',
    stamps: true,
    refusals: { who: NOT_ON_OWN, from: () => AVAILABILITY_MESSAGES.soldModeration },
  },
  reserve: {
    from: { status: ['Approved'], availability: NOT_SOLD },
    to: { availability: 'Reserved' },
    who: 'seller',
    publishes: 'listing.reserved',
    stamps: true,
    sameIsNothing: true,
    refusals: { who: AVAILABILITY_MESSAGES.notYours, from: byAvailability },
  },
  /**
   * The seller accepted a member's offer: reserved for that member. Asked by the conversations
   * module, which passes the buyer, so the system makes it. A listing the seller marked reserved
   * without naming anyone may be reserved for the buyer; one reserved for someone else may not.
   * Wishlists and the history hear `listing.reserved` as for a reservation by the seller.
   */
  reserveFor: {
    from: { status: ['Approved'], availability: NOT_SOLD },
    to: { availability: 'Reserved' },
    who: 'system',
    publishes: 'listing.reservedFor',
    alsoPublishes: 'listing.reserved',
    reservedFor: 'name',
    stamps: true,
    sameIsNothing: true,
    refusals: { who: 'Only the system reserves a listing for a buyer', from: byAvailability },
  },
  makeAvailable: {
    from: { status: ['Approved'], availability: NOT_SOLD },
    to: { availability: 'Available' },
    who: 'seller',
    publishes: 'listing.madeAvailable',
    reservedFor: 'clear',
    stamps: true,
    sameIsNothing: true,
    refusals: { who: AVAILABILITY_MESSAGES.notYours, from: byAvailability },
  },
  /** Final: a sold listing is never edited, reviewed or marked again (it can still be deleted). */
  sell: {
    from: { status: ['Approved'], availability: NOT_SOLD },
    to: { availability: 'Sold' },
    who: 'seller',
    publishes: 'listing.sold',
    reservedFor: 'clear',
    stamps: true,
    refusals: { who: AVAILABILITY_MESSAGES.notYours, from: byAvailability },
  },
  /** Enough established accounts reported it (reports/report-rules.ts): out of public sight until staff decide. */
  hideAfterReports: {
    from: { hidden: [false] },
    to: { hidden: true },
    who: 'system',
    publishes: 'listing.hidden',
    stamps: false,
    once: true,
    refusals: { who: 'Only the system hides a listing after reports', from: () => 'This listing is hidden already' },
  },
  /** Staff dismiss its reports: a hidden listing is back where it was. */
  restore: {
    from: {},
    to: { hidden: false },
    who: 'reviewer',
    publishes: 'listing.restored',
    stamps: false,
    refusals: { who: NOT_ON_OWN },
  },
  /** Staff take it down after reports: rejected with a reason the seller reads (an edit sends it back to review). */
  takeDown: {
    from: {},
    to: { status: 'Rejected', hidden: false },
    who: 'reviewer',
    publishes: 'listing.takenDown',
    stamps: true,
    refusals: { who: NOT_ON_OWN },
  },
  delete: {
    from: {},
    to: {},
    who: 'seller-or-admin',
    publishes: 'listing.deleted',
    stamps: false,
    refusals: { who: LISTING_MESSAGES.notYoursDelete },
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;

/** Whether a transition may start from `state` (null: the listing does not exist yet). */
export function allowsFrom(t: Transition, state: ListingState | null): boolean {
  if (t.from === 'new' || state === null) return t.from === 'new' && state === null;
  const { status, availability, hidden } = t.from;
  return (
    (!status || status.includes(state.status)) &&
    (!availability || availability.includes(state.availability)) &&
    (!hidden || hidden.includes(state.hidden))
  );
}

/** Whether `actor` (null: the system) may make it on a listing of `sellerId`. */
export function allowsMaker(t: Transition, actor: Parameters<typeof can.moderate>[0], sellerId: string): boolean {
  const listing = { sellerId };
  switch (t.who) {
    case 'seller':
      return can.changeListing(actor, listing);
    case 'reviewer':
      return can.decideOnListing(actor, listing);
    case 'seller-or-admin':
      return can.deleteListing(actor, listing);
    case 'system':
      return !actor;
  }
}

/** The state after it. */
export const stateAfter = (t: Transition, state: ListingState | null): ListingState => ({
  ...(state ?? { status: 'Pending', availability: 'Available', hidden: false }),
  ...t.to,
});
