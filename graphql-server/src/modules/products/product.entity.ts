import { Column, Entity, PrimaryColumn } from 'typeorm';
import { dateColumn, idColumn } from '../../db/columns';
import type { CategoryValue, ConditionValue } from './categories';

export type ProductStatusValue = 'Pending' | 'Approved' | 'Rejected';

/** Whether an approved listing can still be had (docs/product.md#reserved-and-sold); apart from the moderation status. */
export type AvailabilityValue = 'Available' | 'Reserved' | 'Sold';

/**
 * What the `status` column holds for an approved listing that is sold: the lists filter and index
 * the status column (`status = 'Approved'`, migration 3), so a sold listing leaves every public
 * list, the search table and the similar listings there, with no new index and no second
 * condition. Read back it is `Approved` (its moderation status); `availability` says Sold.
 * Only AvailabilityService writes it (migration 13).
 */
export const SOLD_STATUS = 'Sold';

/**
 * What the `status` column holds for an approved listing hidden by reports (REPORT_HIDE_THRESHOLD,
 * docs/product.md#reports): like SOLD_STATUS it leaves every public list, the search table and the
 * postings, and reads back `Approved`; `hiddenByReports` says why. Ahead of SOLD_STATUS: a sold
 * listing hidden by reports leaves the seller's "Sold" section too until staff decide.
 */
export const HIDDEN_STATUS = 'Hidden';

/** The stored status of a product: its moderation status, or HIDDEN_STATUS / SOLD_STATUS for an approved one. */
export const storedStatus = (status: ProductStatusValue, availability: AvailabilityValue, hidden = false): string =>
  status !== 'Approved' ? status : hidden ? HIDDEN_STATUS : availability === 'Sold' ? SOLD_STATUS : status;

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

  /** Stored SOLD_STATUS and HIDDEN_STATUS read as Approved (see them); written as given. */
  @Column({
    name: 'status',
    type: 'varchar',
    length: 16,
    transformer: {
      from: (v: string | null) => (v === SOLD_STATUS || v === HIDDEN_STATUS ? 'Approved' : v),
      to: (v: unknown) => v,
    },
  })
  status: ProductStatusValue;

  @Column({ name: 'availability', type: 'varchar', length: 16, default: 'Available' })
  availability: AvailabilityValue;

  /** Reported by REPORT_HIDE_THRESHOLD users, waiting for staff (migration 16): seen only by its seller and staff. */
  @Column({ name: 'hidden_by_reports', type: 'boolean', default: false })
  hiddenByReports: boolean;

  @Column({ name: 'rejection_reason', type: 'varchar', length: 500, nullable: true })
  rejectionReason: string | null;

  /** Paise: the effective price buyers last saw while it was approved, kept while it is not (wishlist/price-drop.ts). */
  @Column({ name: 'last_approved_price_paise', type: 'int', nullable: true })
  lastApprovedPricePaise: number | null;

  @Column(idColumn('seller_id'))
  sellerId: string;

  /** Filled by the service from title and description (see search/words.ts); read only by the search. */
  @Column({ name: 'search_text', type: 'text', select: false })
  searchText: string;

  @Column(dateColumn('created_at'))
  createdAt: Date;

  @Column(dateColumn('updated_at'))
  updatedAt: Date;
}
