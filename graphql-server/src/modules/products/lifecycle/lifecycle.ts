import type { EntityManager } from 'typeorm';
import type { Clock } from '../../../lib/clock';
import { IsNull } from 'typeorm';
import { AppError } from '../../../lib/errors';
import type { ListingEvent, ListingSnapshot } from '../../../core/listing-events';
import type { Member } from '../../../core/permissions';
import type { Tx } from '../../../core/unit-of-work';
import { type DiscountFacts, discountAt } from '../discount';
import { ProductEntity } from '../product.entity';
import {
  type ListingState,
  TRANSITIONS,
  type Transition,
  type TransitionName,
  allowsFrom,
  allowsMaker,
  stateAfter,
} from './transitions';
import { storedStatus } from './stored-status';

/** Who acts: the caller's member (id and role, from the session), or null for the system. */
export type Actor = Pick<Member, 'id' | 'role'> | null;

/** The state columns are the lifecycle's: a caller's changes never name them. */
type StateColumns =
  'status' | 'availability' | 'hiddenByReports' | 'lastApprovedPricePaise' | 'id' | 'sellerId' | 'reservedForId';

export interface ListingChange {
  actor: Actor;
  /** The other columns the change writes with it (an edit's fields, a rejection's reason). */
  changes?: Partial<Omit<ProductEntity, StateColumns>>;
  /** A rejection's or take-down's reason, a dismissal's note: what the history and the notices say. */
  reason?: string | null;
  /** For a transition that names who it is reserved for (`reserveFor`): that member. */
  reservedForId?: string;
  /** The caller's own wording for a refusal, where its API has one. */
  refusals?: { who?: string; from?: string };
}

/** The effective price in paise at `now`: the price buyers see. */
export function effectivePaise(p: DiscountFacts, now: Date): number {
  return Math.round(discountAt(p, now).effectivePrice * 100);
}

export const stateOf = (p: ProductEntity): ListingState => ({
  status: p.status,
  availability: p.availability,
  hidden: p.hiddenByReports,
});

/**
 * Makes the transitions of TRANSITIONS (transitions.ts): it checks who may and from which state,
 * writes the state columns (the stored status, stored-status.ts) with the caller's other changes,
 * keeps the price buyers last saw, and publishes the transition's events in the caller's unit of
 * work. The only writer of a listing's status, availability and hiding.
 */
export class ListingLifecycle {
  constructor(
    private readonly deps: {
      clock: Clock;
      /** The listing as a visitor sees it in the REST shape (products.service.ts), for the events' `publicView`. */
      publicView: (m: EntityManager, p: ProductEntity) => Promise<Record<string, unknown>>;
    },
  ) {}

  /** Refuses (403, then 409) what `actor` may not do to `listing` now; a new listing is checked with `null` state. */
  check(
    name: TransitionName,
    listing: ProductEntity,
    change: Pick<ListingChange, 'actor' | 'refusals' | 'reservedForId'>,
  ): void {
    const t: Transition = TRANSITIONS[name];
    if (!allowsMaker(t, change.actor, listing.sellerId))
      throw new AppError('FORBIDDEN', change.refusals?.who ?? t.refusals.who);
    const state = t.from === 'new' ? null : stateOf(listing);
    if (!allowsFrom(t, state))
      throw new AppError('CONFLICT', change.refusals?.from ?? t.refusals.from?.(state!) ?? 'Not possible now');
    if (t.reservedFor === 'name') {
      if (!change.reservedForId) throw new AppError('BAD_USER_INPUT', 'Whom it is reserved for is missing');
      if (listing.reservedForId && listing.reservedForId !== change.reservedForId)
        throw new AppError('CONFLICT', change.refusals?.from ?? RESERVED_FOR_SOMEONE_ELSE);
    }
  }

  /**
   * Makes `name` on `listing` (for `submit`, the new listing to insert) inside `tx`. Returns the
   * listing after it, or null when nothing was written: the state it already had (`sameIsNothing`),
   * or a change someone else made first (`once`).
   */
  async apply(
    tx: Tx,
    name: TransitionName,
    listing: ProductEntity,
    change: ListingChange,
  ): Promise<ProductEntity | null> {
    this.check(name, listing, change);
    const t: Transition = TRANSITIONS[name];
    const isNew = t.from === 'new';
    const before = isNew ? null : stateOf(listing);
    const after = stateAfter(t, before);
    const reservedForId =
      t.reservedFor === 'name' ? change.reservedForId! : t.reservedFor === 'clear' ? null : listing.reservedForId;
    if (t.sameIsNothing && before && sameState(before, after) && reservedForId === listing.reservedForId) return null;
    const now = this.deps.clock.now();
    const m = tx.manager;

    const next: ProductEntity = Object.assign(new ProductEntity(), listing, change.changes, {
      status: after.status,
      availability: after.availability,
      hiddenByReports: after.hidden,
      reservedForId,
      ...(t.stamps ? { updatedAt: now } : {}),
    });
    const price = seenPrice(listing, before, next, after, now);
    if (price.kept !== undefined) next.lastApprovedPricePaise = price.kept;

    if (isNew) await m.insert(ProductEntity, next);
    else if (name === 'delete') await m.delete(ProductEntity, { id: listing.id });
    else {
      const columns: Partial<ProductEntity> = { ...change.changes, ...(t.stamps ? { updatedAt: now } : {}) };
      if (price.kept !== undefined) columns.lastApprovedPricePaise = price.kept;
      const where: Record<string, unknown> = { id: listing.id };
      if (Object.keys(t.to).length) {
        Object.assign(columns, {
          status: storedStatus(after.status, after.availability, after.hidden),
          availability: after.availability,
          hiddenByReports: after.hidden,
        });
        // A `once` row's condition: the dimensions it changes are still as they were read.
        if (t.once && 'hidden' in t.to) where.hiddenByReports = before!.hidden;
        if (t.once && 'availability' in t.to) where.availability = before!.availability;
      }
      if (t.reservedFor) {
        columns.reservedForId = reservedForId;
        // Naming a buyer is written only over the reservation that was read: of two offers
        // accepted at once, one reserves and the other is refused.
        if (t.reservedFor === 'name') {
          where.reservedForId = listing.reservedForId ?? IsNull();
          where.availability = before!.availability;
        }
      }
      const res = await m.update(ProductEntity, where, columns);
      if (t.once && !res.affected) return null;
      if (t.reservedFor === 'name' && !res.affected) throw new AppError('CONFLICT', RESERVED_FOR_SOMEONE_ELSE);
    }

    const event: ListingEvent = {
      transition: name,
      listing: snapshot(next, now),
      before: isNew ? null : snapshot(listing, now),
      actorId: change.actor?.id ?? null,
      at: now,
      reason: change.reason ?? null,
      publicView: (when = 'after') => this.deps.publicView(m, when === 'before' ? listing : next),
    };
    // The search row first, right after the write that holds the listing's row (search/rows.ts).
    await tx.publish('listing.changed', event);
    if (t.alsoPublishes) await tx.publish(t.alsoPublishes, event);
    await tx.publish(t.publishes, event);
    if (price.change) await tx.publish('listing.priceChanged', { listing: event.listing, ...price.change, at: now });
    return next;
  }
}

/** The refusal of a reservation for a buyer when the listing is already reserved for another. */
export const RESERVED_FOR_SOMEONE_ELSE = 'This listing is reserved for someone else';

const sameState = (a: ListingState, b: ListingState) =>
  a.status === b.status && a.availability === b.availability && a.hidden === b.hidden;

function snapshot(p: ProductEntity, now: Date): ListingSnapshot {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    category: p.category,
    condition: p.condition,
    pricePaise: p.pricePaise,
    sellerId: p.sellerId,
    reservedForId: p.reservedForId ?? null,
    status: p.status,
    availability: p.availability,
    hidden: p.hiddenByReports,
    rejectionReason: p.rejectionReason,
    effectivePaise: effectivePaise(p, now),
  };
}

/**
 * The price buyers saw, for price-drop alerts (wishlist/price-drop.ts). Buyers see an approved
 * listing's price. Across a change that keeps it approved, a change of that price is told at once.
 * When it leaves approval (an edit back to review, a rejection, a take-down) the price buyers saw is
 * kept (`lastApprovedPricePaise`), and when it is approved again that kept price is what the new one
 * is held against; then it is cleared.
 */
function seenPrice(
  was: ProductEntity,
  before: ListingState | null,
  next: ProductEntity,
  after: ListingState,
  now: Date,
): { kept?: number | null; change?: { fromPaise: number; toPaise: number } } {
  const seenBefore = before?.status === 'Approved';
  const seenAfter = after.status === 'Approved' && before !== null;
  if (seenBefore && !seenAfter) return { kept: effectivePaise(was, now) };
  const from = seenBefore ? effectivePaise(was, now) : seenAfter ? was.lastApprovedPricePaise : null;
  const kept = !seenBefore && seenAfter ? null : undefined;
  const to = effectivePaise(next, now);
  return { kept, change: seenAfter && from !== null && from !== to ? { fromPaise: from, toPaise: to } : undefined };
}
