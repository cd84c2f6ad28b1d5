import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../core/graphql-types';
import type { CategoryValue, ConditionValue } from '../../core/listing-categories';
import type { ProductView } from './product-view';
import { Category, Condition } from '../../core/listing-enums';

export { Category, Condition } from '../../core/listing-enums';

/** GraphQL speaks the stored names; the status enum maps to the stored Pending/Approved/Rejected. */

export enum ProductStatus {
  APPROVED = 'Approved',
  PENDING = 'Pending',
  REJECTED = 'Rejected',
}

/** Stored names, like ProductStatus: Available, Reserved, Sold. */
export enum Availability {
  AVAILABLE = 'Available',
  RESERVED = 'Reserved',
  SOLD = 'Sold',
}

export enum ProductSort {
  NEWEST = 'NEWEST',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  RELEVANCE = 'RELEVANCE',
}

registerEnumType(ProductStatus, {
  name: 'ProductStatus',
  description: 'Where a listing stands in moderation: only APPROVED listings are public.',
  valuesConfig: {
    APPROVED: { description: 'Accepted by a moderator: public.' },
    PENDING: { description: 'New, or edited back to review: seen by its seller and moderators only.' },
    REJECTED: { description: 'Refused by a moderator (see rejectionReason); the seller may edit it back to review.' },
  },
});
registerEnumType(Availability, {
  name: 'Availability',
  description:
    'Whether an approved listing can still be had, apart from its moderation status. New listings are AVAILABLE; RESERVED can go back to AVAILABLE; SOLD is final.',
  valuesConfig: {
    AVAILABLE: { description: 'Can be had: shown in every list.' },
    RESERVED: {
      description: 'Promised to a buyer; still listed (availableOnly leaves it out) and may become AVAILABLE again.',
    },
    SOLD: { description: 'Gone for good: out of the public lists, its page still opens.' },
  },
});
registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'The order of a product list.',
  valuesConfig: {
    PRICE_ASC: { description: 'Cheapest first (by the listed price).' },
    PRICE_DESC: { description: 'Dearest first (by the listed price).' },
    NEWEST: { description: 'Newest first (createdAt, then id). The default without a search.' },
    RELEVANCE: {
      description:
        'By relevance, then newest. The default when filter.search is set; without a search it means NEWEST.',
    },
  },
});

@ObjectType('CategoryInfo', {
  description: 'A category with its display name and the 300x225 tile picture of the home page.',
})
export class CategoryInfo {
  @Field(() => Category, { description: "The category's enum value, as filters and inputs take it." })
  id: CategoryValue;

  @Field(() => String, { description: 'Display name, as in the URL /category/{name}: Electronics, Rental...' })
  name: string;

  @Field(() => String, { description: 'Root-relative URL of the 300x225 WebP tile.' })
  image: string;
}

@ObjectType('ProductImage', {
  description:
    "One stored picture in its three WebP sizes. URLs are root-relative for the built-in store (resolve them against the API's origin) and absolute for an external store.",
})
export class ProductImage {
  @Field(() => String, { description: 'Longest side at most 1024 px; this is the URL that add/edit inputs take.' })
  url: string;

  @Field(() => String, { description: 'Longest side at most 480 px: cards.' })
  medium: string;

  @Field(() => String, { description: 'Longest side at most 160 px: thumbnails.' })
  thumbnail: string;
}

@ObjectType('Product', {
  description: 'A listing. Money is in rupees with at most two decimals (stored as integer paise).',
})
export class ProductType implements ProductView {
  @Field(() => ID, { description: "The listing's id (a UUID); its page is /product/{id}." })
  id: string;

  @Field(() => String, { description: '3 to 120 characters.' })
  title: string;

  @Field(() => String, { description: 'Plain text, up to 5,000 characters.' })
  description: string;

  @Field(() => Float, { description: 'The listed price in rupees.' })
  price: number;

  @Field(() => Float, {
    nullable: true,
    description: 'The lower price while the discount runs; null when none was set.',
  })
  discountedPrice: number | null;

  @Field(() => Int, { description: 'Days from createdAt the discount runs (0 = no discount).' })
  discountPeriod: number;

  @Field(() => Date, { nullable: true, description: 'createdAt + discountPeriod days, or null without a discount.' })
  discountEndsAt: Date | null;

  @Field(() => Boolean, { description: 'True while now < discountEndsAt and discountedPrice < price.' })
  discountActive: boolean;

  @Field(() => Float, { description: 'discountedPrice while the discount is active, else price.' })
  effectivePrice: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Rounded (price - discountedPrice) / price * 100 while the discount is active, else null.',
  })
  percentOff: number | null;

  @Field(() => Boolean, { description: 'Whether the seller accepts offers below the price.' })
  negotiable: boolean;

  @Field(() => Category, { description: "One of the categories; the web app's page is /category/{CategoryInfo.name}." })
  category: CategoryValue;

  @Field(() => Condition, { nullable: true, description: 'Null for Rental.' })
  condition: ConditionValue | null;

  @Field(() => [String], { description: 'Free texts such as "UPI" or "Cash", up to 5; empty when none given.' })
  paymentMethods: string[];

  @Field(() => String, {
    nullable: true,
    description: 'Where to pick it up (free text, up to 120 characters), or null.',
  })
  location: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'How it changes hands (free text such as "Pickup", up to 120 characters), or null.',
  })
  deliveryType: string | null;

  @Field(() => Int, { description: 'How many the seller has, 1 to 1,000.' })
  quantity: number;

  @Field(() => [ProductImage], {
    description: "In the seller's order; the first is the card picture. Empty when none.",
  })
  images: ProductImage[];

  @Field(() => ProductStatus, { description: 'Moderation status: only APPROVED listings are public.' })
  status: ProductView['status'];

  @Field(() => Availability, {
    description: 'Set by the seller on an approved listing; SOLD listings leave the public lists but their page opens.',
  })
  availability: ProductView['availability'];

  @Field(() => String, {
    nullable: true,
    description: 'Why a moderator rejected it; visible to the seller and moderators only.',
  })
  rejectionReason: string | null;

  @Field(() => Boolean, {
    description:
      'Reported by REPORT_HIDE_THRESHOLD users and out of the public lists until staff decide; only its seller and staff see it then.',
  })
  hiddenByReports: boolean;

  @Field(() => ID, { description: "The seller's user id (seller answers the profile)." })
  sellerId: string;

  @Field(() => Date, { description: 'When it was listed; the discount period counts from here.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt: Date;
}

@ObjectType('ProductConnection', { description: 'A page of products.' })
export class ProductConnectionType {
  @Field(() => [ProductType], { description: 'The products of this page, in the requested order.' })
  nodes: ProductView[];

  @Field(() => PageInfo, { description: 'Whether there is a next page and its cursor.' })
  pageInfo: PageInfo;

  @Field(() => Int, {
    description:
      'All matches of the filter, not only this page. A search stops counting at 1,000: then this is 1000 and totalCountCapped is true.',
  })
  totalCount: number;

  @Field(() => Boolean, {
    description: 'True when a search has more than 1,000 matches and totalCount stopped at 1000 ("1,000+ results").',
  })
  totalCountCapped: boolean;
}

@ObjectType('ProductPayload', {
  description: 'The answer of a listing change: what happened and the product as it is now.',
})
export class ProductPayload {
  @Field(() => String, { description: 'A sentence for the user saying what happened.' })
  message: string;

  @Field(() => ProductType, { description: 'The product after the change.' })
  product: ProductView;
}
