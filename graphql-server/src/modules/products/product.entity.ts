import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';
import type { ListingAvailability, ListingStatus } from '../../core/listing-states';
import type { CategoryValue, ConditionValue } from '../../core/listing-categories';
import { readStoredStatus } from './lifecycle/stored-status';

/** A listing's moderation status (core/listing-states.ts). */
export type ProductStatusValue = ListingStatus;

/** Whether an approved listing can still be had (docs/product.md#reserved-and-sold); apart from the moderation status. */
export type AvailabilityValue = ListingAvailability;

/** JSON text, so both databases store a list the same way (simple-json is TEXT on both). */
const json = (name: string) => ({ name, type: 'simple-json' as const });

@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryColumn(idColumn())
  id: string;

  @Column({ name: 'title', type: 'varchar', length: 120 })
  title: string;

  @Column({ name: 'description', type: 'text' })
  description: string;

  @Column({ name: 'price_paise', type: 'int' })
  pricePaise: number;

  @Column({ name: 'discounted_price_paise', type: 'int', nullable: true })
  discountedPricePaise: number | null;

  @Column({ name: 'discount_period_days', type: 'int' })
  discountPeriodDays: number;

  @Column({ name: 'negotiable', type: 'boolean' })
  negotiable: boolean;

  @Column({ name: 'category', type: 'varchar', length: 16 })
  category: CategoryValue;

  // `condition` is a reserved word in MySQL.
  @Column({ name: 'item_condition', type: 'varchar', length: 16, nullable: true })
  condition: ConditionValue | null;

  @Column(json('payment_methods'))
  paymentMethods: string[];

  @Column({ name: 'location', type: 'varchar', length: 120, nullable: true })
  location: string | null;

  @Column({ name: 'delivery_type', type: 'varchar', length: 120, nullable: true })
  deliveryType: string | null;

  @Column({ name: 'quantity', type: 'int' })
  quantity: number;

  /** Upload keys (`products/<uuid>`), in the seller's order. */
  @Column(json('image_keys'))
  imageKeys: string[];

  /** The moderation status; how sold and hidden listings are stored is the lifecycle's (lifecycle/stored-status.ts). */
  @Column({
    name: 'status',
    type: 'varchar',
    length: 16,
    transformer: {
      from: readStoredStatus,
      to: (v: unknown) => v,
    },
  })
  status: ProductStatusValue;

  @Column({ name: 'availability', type: 'varchar', length: 16, default: 'Available' })
  availability: AvailabilityValue;

  /** Reported by REPORT_HIDE_THRESHOLD users, waiting for staff (migration 16): seen only by its seller and staff. Written by the lifecycle only. */
  @Column({ name: 'hidden_by_reports', type: 'boolean', default: false })
  hiddenByReports: boolean;

  @Column({ name: 'rejection_reason', type: 'varchar', length: 500, nullable: true })
  rejectionReason: string | null;

  /** Paise: the effective price buyers last saw while it was approved, kept while it is not (wishlist/price-drop.ts). */
  @Column({ name: 'last_approved_price_paise', type: 'int', nullable: true })
  lastApprovedPricePaise: number | null;

  @Column(idColumn('seller_id'))
  sellerId: string;

  /** The member it is reserved for, once the seller accepted their offer; null otherwise (lifecycle/). */
  @Column({ ...idColumn('reserved_for_id'), nullable: true })
  reservedForId: string | null;

  /** Filled by the service from title and description (see search/words.ts); read only by the search. */
  @Column({ name: 'search_text', type: 'text', select: false })
  searchText: string;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  @Column(dateColumn('updated_at'))
  updatedAt: Date;
}
