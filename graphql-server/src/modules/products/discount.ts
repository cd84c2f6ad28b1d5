import { toRupees } from '../../core/money';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DiscountFacts {
  pricePaise: number;
  discountedPricePaise: number | null;
  discountPeriodDays: number;
  createdAt: Date;
}

export interface DiscountView {
  discountEndsAt: Date | null;
  discountActive: boolean;
  effectivePrice: number;
  percentOff: number | null;
}

/** docs/product.md#listings (Discount): pure, so every client and both APIs show the same thing at `now`. */
export function discountAt(p: DiscountFacts, now: Date): DiscountView {
  const has = p.discountedPricePaise !== null && p.discountPeriodDays > 0;
  const endsAt = has ? new Date(p.createdAt.getTime() + p.discountPeriodDays * DAY_MS) : null;
  const active = !!endsAt && now.getTime() < endsAt.getTime() && (p.discountedPricePaise as number) < p.pricePaise;
  const effective = active ? (p.discountedPricePaise as number) : p.pricePaise;
  return {
    discountEndsAt: endsAt,
    discountActive: active,
    effectivePrice: toRupees(effective),
    percentOff: active ? Math.round(((p.pricePaise - effective) / p.pricePaise) * 100) : null,
  };
}
