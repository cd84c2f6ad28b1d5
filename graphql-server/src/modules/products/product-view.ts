import type { ImageUrls } from '../uploads';
import { type Member, can } from '../../core/permissions';
import type { ViewedUser } from '../../core/privacy';
import type { CategoryValue, ConditionValue } from '../../core/listing-categories';
import { discountAt } from './discount';
import { toRupees } from '../../core/money';
import type { AvailabilityValue, ProductEntity, ProductStatusValue } from './product.entity';

/** A product as one caller may see it, in rupees, with the discount computed at `now`. */
export interface ProductView {
  id: string;
  title: string;
  description: string;
  price: number;
  discountedPrice: number | null;
  discountPeriod: number;
  discountEndsAt: Date | null;
  discountActive: boolean;
  effectivePrice: number;
  percentOff: number | null;
  negotiable: boolean;
  category: CategoryValue;
  condition: ConditionValue | null;
  paymentMethods: string[];
  location: string | null;
  deliveryType: string | null;
  quantity: number;
  images: ImageUrls[];
  status: ProductStatusValue;
  availability: AvailabilityValue;
  rejectionReason: string | null;
  /** Hidden by reports until staff decide (docs/product.md#reports); only its seller and staff can see it then. */
  hiddenByReports: boolean;
  sellerId: string;
  /** Whom an accepted offer reserved it for (null: nobody named): shown to its seller only (reserved-for.ts). */
  reservedForId?: string | null;
  /** The seller's row when it was loaded with the product (lists, detail): no second statement. Not shown as is. */
  sellerRow?: ViewedUser;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * docs/product.md#listings: Approved for everyone, unless hidden by reports (#reports); any status
 * for its seller and moderators/admins (core/permissions.ts `can.seeUnpublished`).
 */
export function canSee(p: ProductEntity, viewer: Member | null): boolean {
  return (p.status === 'Approved' && !p.hiddenByReports) || can.seeUnpublished(viewer, p);
}

export function viewProduct(
  p: ProductEntity,
  viewer: Member | null,
  now: Date,
  urls: (key: string) => ImageUrls,
  seller?: ViewedUser,
): ProductView {
  const mayReadReason = can.seeUnpublished(viewer, p);
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    price: toRupees(p.pricePaise),
    discountedPrice: p.discountedPricePaise === null ? null : toRupees(p.discountedPricePaise),
    discountPeriod: p.discountPeriodDays,
    ...discountAt(p, now),
    negotiable: p.negotiable,
    category: p.category,
    condition: p.condition,
    paymentMethods: p.paymentMethods ?? [],
    location: p.location,
    deliveryType: p.deliveryType,
    quantity: p.quantity,
    images: (p.imageKeys ?? []).map(urls),
    status: p.status,
    availability: p.availability ?? 'Available',
    rejectionReason: mayReadReason ? p.rejectionReason : null,
    hiddenByReports: !!p.hiddenByReports,
    sellerId: p.sellerId,
    reservedForId: p.reservedForId ?? null,
    sellerRow: seller,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}
