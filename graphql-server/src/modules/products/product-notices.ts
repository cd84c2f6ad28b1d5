/** What the people concerned are told about a product (docs/product.md#notifications). */
export const PRODUCT_NOTICES = {
  waiting: (title: string) => `New product "${title}" is waiting for review.`,
  approved: (title: string) => `Your product "${title}" was approved.`,
  rejected: (title: string, reason: string | null) =>
    `Your product "${title}" was rejected${reason ? `: ${reason}` : ''}${endsSentence(reason) ? '' : '.'}`,
  removed: (title: string) => `Your product "${title}" was removed by an admin.`,
} as const;

/** A reason that already ends its sentence ("…whole cycle.", "Why?") gets no second full stop. */
function endsSentence(reason: string | null): boolean {
  return !!reason && /[.!?…]$/.test(reason);
}
