import type { AvailabilityValue } from './product.entity';

const NAMES: Record<string, AvailabilityValue> = { available: 'Available', reserved: 'Reserved', sold: 'Sold' };

/** "sold", "Sold", "SOLD" (and the others alike) as the stored name; anything else is null. */
export function parseAvailability(value: unknown): AvailabilityValue | null {
  if (typeof value !== 'string') return null;
  return NAMES[value.trim().toLowerCase()] ?? null;
}

export const AVAILABILITY_MESSAGES = {
  unknown: 'Availability must be available, reserved or sold',
  changed: (a: AvailabilityValue) => `The product is now marked ${a.toLowerCase()}`,
  notYours: 'Only the seller can mark a product reserved, available or sold',
  notApproved: 'Only an approved product can be marked reserved, available or sold',
  sold: 'This product is sold: that is final, so it can no longer be changed',
  soldEdit: 'This product is sold, so it can no longer be edited (it can still be deleted)',
  soldModeration: 'This product is sold: its review is over',
} as const;
