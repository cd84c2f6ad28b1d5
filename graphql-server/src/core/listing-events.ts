import type { DomainEvents } from './events';
import type { CategoryValue, ConditionValue } from './listing-categories';
import type { ListingAvailability, ListingStatus } from './listing-states';

/**
 * What every module may know of a listing when it changes, without reading the products module: the
 * facts its subscribers act on (who to tell, which row to index, which price buyers saw).
 */
export interface ListingSnapshot {
  id: string;
  title: string;
  description: string;
  category: CategoryValue;
  condition: ConditionValue | null;
  /** Paise: the listed price (a discount aside). */
  pricePaise: number;
  sellerId: string;
  /** The member it is reserved for (an accepted offer); null when nobody is named. */
  reservedForId: string | null;
  status: ListingStatus;
  availability: ListingAvailability;
  /** Hidden by reports until staff decide (docs/product.md#reports). */
  hidden: boolean;
  rejectionReason: string | null;
  /** Paise: the price buyers see at the event (the discount while it runs). */
  effectivePaise: number;
}

/** What a change of a listing carries (every `listing.*` event). */
export interface ListingEvent {
  /** The lifecycle's name for the change (modules/products/lifecycle/transitions.ts): `approve`, `sell`... */
  transition: string;
  /** The listing after the change (for `listing.deleted`, as it was when it went). */
  listing: ListingSnapshot;
  /** Before it; null for a new listing. */
  before: ListingSnapshot | null;
  /** Who made it (the caller, never a client's word); null for the system. */
  actorId: string | null;
  at: Date;
  /** A rejection's or take-down's reason, a dismissal's note. */
  reason: string | null;
  /**
   * The listing as a visitor sees it in the REST shape, with its seller (what webhooks send), after
   * the change or before it, read in the change's transaction; built by the products module on demand.
   */
  publicView(when?: 'before' | 'after'): Promise<Record<string, unknown>>;
}

/** A change of the price buyers see, while they see it (price-drop alerts). */
export interface ListingPriceEvent {
  listing: ListingSnapshot;
  /** Paise: the price buyers saw before (while approved, or when it last left the lists); now. */
  fromPaise: number;
  toPaise: number;
  at: Date;
}

/**
 * The listing's events, one a transition of its lifecycle (modules/products/lifecycle/transitions.ts),
 * each also followed by `listing.changed`, which the search rows and the caches follow.
 */
declare module './events' {
  interface DomainEvents {
    'listing.submitted': ListingEvent;
    'listing.edited': ListingEvent;
    'listing.editedBackToReview': ListingEvent;
    'listing.approved': ListingEvent;
    'listing.rejected': ListingEvent;
    'listing.reserved': ListingEvent;
    /** Reserved for a named member (`listing.reservedForId`), right after its `listing.reserved`. */
    'listing.reservedFor': ListingEvent;
    'listing.madeAvailable': ListingEvent;
    'listing.sold': ListingEvent;
    'listing.hidden': ListingEvent;
    'listing.restored': ListingEvent;
    'listing.takenDown': ListingEvent;
    'listing.deleted': ListingEvent;
    /** After any of the above. */
    'listing.changed': ListingEvent;
    'listing.priceChanged': ListingPriceEvent;
  }
}

/** The events that carry a `ListingEvent`. */
export type ListingEventName = {
  [K in keyof DomainEvents]: DomainEvents[K] extends ListingEvent ? K : never;
}[keyof DomainEvents];
