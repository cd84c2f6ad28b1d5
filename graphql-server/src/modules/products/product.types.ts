import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CategoryValue, ConditionValue } from './categories';
import type { ProductView } from './product-view';

/** GraphQL speaks the stored names; the status enum maps to the stored Pending/Approved/Rejected. */
export enum Category {
  BOOKS = 'BOOKS',
  CLOTHING = 'CLOTHING',
  ELECTRONICS = 'ELECTRONICS',
  FURNITURE = 'FURNITURE',
  MISCELLANEOUS = 'MISCELLANEOUS',
  RENTAL = 'RENTAL',
  SERVICE = 'SERVICE',
}

export enum Condition {
  LIKE_NEW = 'LIKE_NEW',
  NEW = 'NEW',
  NOT_APPLICABLE = 'NOT_APPLICABLE',
  USED = 'USED',
}

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

registerEnumType(Category, {
  name: 'Category',
  description: 'The categories of docs/product.md#listings, one list everywhere (the edit form included).',
});
registerEnumType(Condition, { name: 'Condition', description: 'Item condition. Rental products have none.' });
registerEnumType(ProductStatus, { name: 'ProductStatus' });
registerEnumType(Availability, {
  name: 'Availability',
  description:
    'Whether an approved listing can still be had, apart from its moderation status. New listings are AVAILABLE; RESERVED can go back to AVAILABLE; SOLD is final.',
});
registerEnumType(ProductSort, {
  name: 'ProductSort',
  valuesConfig: {
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
  @Field(() => Category)
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
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
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

  @Field(() => Boolean)
  negotiable: boolean;

  @Field(() => Category)
  category: CategoryValue;

  @Field(() => Condition, { nullable: true, description: 'Null for Rental.' })
  condition: ConditionValue | null;

  @Field(() => [String])
  paymentMethods: string[];

  @Field(() => String, { nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true })
  deliveryType: string | null;

  @Field(() => Int)
  quantity: number;

  @Field(() => [ProductImage], {
    description: "In the seller's order; the first is the card picture. Empty when none.",
  })
  images: ProductImage[];

  @Field(() => ProductStatus)
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

  @Field(() => ID)
  sellerId: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType('PageInfo')
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor: string | null;
}

@ObjectType('ProductConnection')
export class ProductConnectionType {
  @Field(() => [ProductType])
  nodes: ProductView[];

  @Field(() => PageInfo)
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

@ObjectType('ProductPayload')
export class ProductPayload {
  @Field(() => String)
  message: string;

  @Field(() => ProductType)
  product: ProductView;
}
