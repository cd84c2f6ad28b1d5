import type { ReportActionValue } from '../reports';
import { ROLE_MESSAGES } from '../roles';
import type { Notice } from './notification-kind';

/** What the people concerned are told about a product (docs/product.md#notifications): one notice per kind. */
export const PRODUCT_NOTICES = {
  waiting: (title: string): Notice => ({
    kind: 'pending-review',
    message: `New product "${title}" is waiting for review.`,
    link: '/product-moderation',
  }),
  approved: (title: string, id: string): Notice => ({
    kind: 'product-approved',
    message: `Your product "${title}" was approved.`,
    link: `/product/${id}`,
  }),
  rejected: (title: string, reason: string | null): Notice => ({
    kind: 'product-rejected',
    message: `Your product "${title}" was rejected${reason ? `: ${reason}` : ''}${endsSentence(reason) ? '' : '.'}`,
    link: '/user-products',
  }),
  priceDrop: (title: string, id: string, before: string, after: string): Notice => ({
    kind: 'price-drop',
    message: `Price drop: '${title}' ${before} → ${after}`,
    link: `/product/${id}`,
  }),
  removed: (title: string): Notice => ({
    kind: 'product-removed',
    message: `Your product "${title}" was removed by an admin.`,
    link: null,
  }),
  // To everyone with the listing in their wishlist.
  reserved: (title: string, id: string): Notice => ({
    kind: 'product-reserved',
    message: `"${title}" from your wishlist is now reserved.`,
    link: `/product/${id}`,
  }),
  available: (title: string, id: string): Notice => ({
    kind: 'product-available',
    message: `"${title}" from your wishlist is available again.`,
    link: `/product/${id}`,
  }),
  sold: (title: string, id: string): Notice => ({
    kind: 'product-sold',
    message: `"${title}" from your wishlist has been sold.`,
    link: `/product/${id}`,
  }),
} as const;

/** A reason that already ends its sentence ("…whole cycle.", "Why?") gets no second full stop. */
function endsSentence(reason: string | null): boolean {
  return !!reason && /[.!?…]$/.test(reason);
}

/**
 * Who is told what when staff decide (docs/product.md#reports). The seller reads the reason,
 * never who reported; each reporter reads the outcome, never anything about other reporters.
 */
export const REPORT_NOTICES = {
  hidden: (title: string): Notice => ({
    kind: 'product-hidden',
    message: `Your listing '${title}' is hidden while moderators review reports`,
    link: '/user-products',
  }),
  takenDown: (title: string, reason: string): Notice => ({
    kind: 'product-taken-down',
    message: `Your product "${title}" was taken down after reports: ${reason}${endsSentence(reason) ? '' : '.'}`,
    link: '/user-products',
  }),
  outcome: (title: string, id: string, action: ReportActionValue): Notice => ({
    kind: 'report-outcome',
    message:
      action === 'TAKE_DOWN'
        ? `Your report about '${title}' was reviewed: the listing was taken down. Thank you.`
        : `Your report about '${title}' was reviewed: the listing does not break the rules, so it stays up.`,
    link: action === 'TAKE_DOWN' ? null : `/product/${id}`,
  }),
} as const;

/** What the admins and the requester are told (docs/product.md#notifications): one notice per kind. */
export const ROLE_NOTICES = {
  asked: (name: string): Notice => ({
    kind: 'role-request',
    message: ROLE_MESSAGES.askedAdmins(name),
    link: '/approve-or-reject-request',
  }),
  decided: (accepted: boolean): Notice => ({
    kind: 'role-decided',
    message: ROLE_MESSAGES.decidedForUser(accepted),
    link: '/request-role',
  }),
} as const;
