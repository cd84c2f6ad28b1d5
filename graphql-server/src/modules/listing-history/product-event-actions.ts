/**
 * What happened to a listing (docs/product.md#moderation-history), as stored and as REST spells it.
 * The seller's: submitted (a new listing), edited (an edit that sent it back to review), reserved,
 * available, sold. Staff decisions: approved, rejected, reports-dismissed, taken-down.
 */
export const PRODUCT_EVENT_ACTIONS = [
  'submitted',
  'edited',
  'approved',
  'rejected',
  'reserved',
  'available',
  'sold',
  'reports-dismissed',
  'taken-down',
] as const;

export type ProductEventAction = (typeof PRODUCT_EVENT_ACTIONS)[number];

/** The actions that are a moderator's decision: the admins' list of each moderator's decisions shows these. */
export const DECISION_ACTIONS: readonly ProductEventAction[] = [
  'approved',
  'rejected',
  'reports-dismissed',
  'taken-down',
];
