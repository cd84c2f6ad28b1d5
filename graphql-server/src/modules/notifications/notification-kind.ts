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
} as const;

export type NotificationKindValue = (typeof NotificationKind)[keyof typeof NotificationKind];

/** What `notify` writes: the kind, the sentence the user reads and where it leads (null: nowhere). */
export interface Notice {
  kind: NotificationKindValue;
  message: string;
  link: string | null;
}
