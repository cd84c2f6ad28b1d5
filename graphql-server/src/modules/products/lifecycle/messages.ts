import type { ListingStatus } from '../../../core/listing-states';

/** What the seller's writes answer (docs/product.md#listings), refusals included. */
export const LISTING_MESSAGES = {
  added: 'Your product has been sent for review',
  updated: 'Product updated successfully!',
  deleted: 'Product deleted successfully.',
  notYours: 'You can only change your own products',
  notYoursDelete: 'You can only delete your own products',
} as const;

/** What the reviewers' decisions answer (docs/product.md#roles), refusals included. */
export const MODERATION_MESSAGES = {
  ownDecision: 'You cannot approve or reject your own product: another moderator or admin reviews it',
  statusChanged: (s: Extract<ListingStatus, 'Approved' | 'Rejected'>) => `Successfully ${s} the product`,
  badStatus: 'Status must be Approved or Rejected',
  reasonOnlyRejected: 'A reason goes only with a rejection',
  reasonTooLong: 'Reason must be at most 500 characters',
} as const;
