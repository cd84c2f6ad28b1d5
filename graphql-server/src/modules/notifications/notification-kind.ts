/**
 * What a notification is about, so that each client can give it its own icon. The value is what
 * the database stores and REST answers (lower-case kebab); GraphQL names it in capitals
 * (`NotificationKind`). A new kind is one line here (plus its icon in the web app); older clients
 * that do not know it still show its text.
 */
export const NotificationKind = {
  /** A seller's listing was approved. */
  PRODUCT_APPROVED: 'product-approved',
  /** A seller's listing was rejected (with the reason in the text). */
  PRODUCT_REJECTED: 'product-rejected',
  /** An admin deleted a seller's listing. */
  PRODUCT_REMOVED: 'product-removed',
  /** A user asked the admins for the moderator role. */
  ROLE_REQUEST: 'role-request',
  /** An admin accepted or rejected the user's moderator role request. */
  ROLE_DECIDED: 'role-decided',
  /** A listing (new, or edited back to review) waits for the moderators. */
  PENDING_REVIEW: 'pending-review',
  /** A listing in the user's wishlist was marked reserved by its seller. */
  PRODUCT_RESERVED: 'product-reserved',
  /** A reserved listing in the user's wishlist is available again. */
  PRODUCT_AVAILABLE: 'product-available',
  /** A listing in the user's wishlist was sold. */
  PRODUCT_SOLD: 'product-sold',
  /** The effective price of a listing in the user's wishlist went down. */
  PRICE_DROP: 'price-drop',
  /** Newly approved listings match one of the user's saved searches. */
  SAVED_SEARCH: 'saved-search',
  /** Staff decided on a listing the user reported (dismissed, or taken down); never names the seller's side. */
  REPORT_OUTCOME: 'report-outcome',
  /** Staff took the seller's listing down after reports (with the reason in the text). */
  PRODUCT_TAKEN_DOWN: 'product-taken-down',
  /** Reports hid the seller's listing from the public lists until staff decide. */
  PRODUCT_HIDDEN: 'product-hidden',
} as const;

export type NotificationKindValue = (typeof NotificationKind)[keyof typeof NotificationKind];

const KINDS = new Set<string>(Object.values(NotificationKind));

/**
 * The kind of a row written before kinds were stored (its column is NULL, migration 12), from the
 * link each kind has always carried; also the answer for a kind this release does not know (one
 * written by a newer release, then rolled back), so that every answer carries a kind it can name.
 */
export function kindOf(stored: string | null, link: string | null): NotificationKindValue {
  if (stored && KINDS.has(stored)) return stored as NotificationKindValue;
  switch (link) {
    case '/product-moderation':
      return NotificationKind.PENDING_REVIEW;
    case '/user-products':
      return NotificationKind.PRODUCT_REJECTED;
    case '/approve-or-reject-request':
      return NotificationKind.ROLE_REQUEST;
    case '/request-role':
      return NotificationKind.ROLE_DECIDED;
    case null:
      return NotificationKind.PRODUCT_REMOVED;
    default:
      return NotificationKind.PRODUCT_APPROVED;
  }
}

/** What `notify` writes: the kind, the sentence the user reads and where it leads (null: nowhere). */
export interface Notice {
  kind: NotificationKindValue;
  message: string;
  link: string | null;
}
