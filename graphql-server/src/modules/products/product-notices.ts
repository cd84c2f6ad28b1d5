import type { Notice } from '../notifications';

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
  // To everyone with the listing in their wishlist (availability.service.ts).
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
