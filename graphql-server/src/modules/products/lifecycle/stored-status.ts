import type { ListingAvailability, ListingStatus } from '../../../core/listing-states';

/**
 * How the `status` column stores a listing, the lifecycle's own detail: everything else reads
 * `status` (the moderation status), `availability` and `hiddenByReports` from the entity.
 *
 * The lists filter and index the status column (`status = 'Approved'`, migration 3), so an approved
 * listing that must leave every public list, the search table, the postings and the similar listings
 * is stored under a status of its own, with no new index and no second condition:
 * - SOLD_STATUS: sold (migration 13). The profile's "Sold" section lists it by this value.
 * - HIDDEN_STATUS: hidden by reports until staff decide (migration 16). Ahead of sold: a sold listing
 *   hidden by reports leaves the seller's "Sold" section too.
 * Read back, both are `Approved` (the entity's transformer): `availability` says sold, and
 * `hiddenByReports` says hidden. Pending and rejected listings are stored as they are.
 */
const SOLD_STATUS = 'Sold';
const HIDDEN_STATUS = 'Hidden';

export type StoredStatus = ListingStatus | typeof SOLD_STATUS | typeof HIDDEN_STATUS;

/** The column's value for a listing in this state. */
export const storedStatus = (
  status: ListingStatus,
  availability: ListingAvailability,
  hidden: boolean,
): StoredStatus =>
  status !== 'Approved' ? status : hidden ? HIDDEN_STATUS : availability === 'Sold' ? SOLD_STATUS : status;

/** The entity's reading of the column: its moderation status. */
export const readStoredStatus = (stored: string | null): ListingStatus | null =>
  stored === SOLD_STATUS || stored === HIDDEN_STATUS ? 'Approved' : (stored as ListingStatus | null);

/** What a list filters the column on: the public lists (approved, neither sold nor hidden), or the "Sold" section. */
export const listedStatus = (list: 'public' | 'sold'): StoredStatus => (list === 'sold' ? SOLD_STATUS : 'Approved');

/** Every stored form of an approved listing: the wishlist shows them all. */
export const APPROVED_STORED_STATUSES: readonly StoredStatus[] = ['Approved', SOLD_STATUS, HIDDEN_STATUS];
