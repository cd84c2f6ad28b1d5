import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Availability, Category, Condition, ProductStatus } from './product.types';

// docs/product.md#listings (Discount): both optional; left empty they mean no discount.
const DISCOUNTED_PRICE = 'Rupees, below the price; null for no discount (absent: none when adding, kept when editing).';
const DISCOUNT_PERIOD =
  'Days the discount lasts from creation, 0 to 365; null or 0 for no discount (absent: none when adding, kept when editing).';

@InputType('AddProductInput', { description: 'A new listing; it waits for review (PENDING) before it is public.' })
export class AddProductInput {
  @Field(() => String, { description: '3 to 120 characters.' })
  title: string;

  @Field(() => String, { description: 'Plain text, up to 5,000 characters.' })
  description: string;

  @Field(() => Float, { description: 'Rupees, 0 to 10,000,000, at most two decimals.' })
  price: number;

  @Field(() => Float, { nullable: true, description: DISCOUNTED_PRICE })
  discountedPrice?: number | null;

  @Field(() => Int, { nullable: true, description: DISCOUNT_PERIOD })
  discountPeriod?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether offers below the price are welcome; false when absent.',
  })
  negotiable?: boolean | null;

  @Field(() => Category, { description: "The listing's category." })
  category: Category;

  @Field(() => Condition, { nullable: true, description: 'Required unless the category is RENTAL, which takes none.' })
  condition?: Condition | null;

  @Field(() => [String], { nullable: true, description: 'Up to 5 free texts such as "UPI" or "Cash".' })
  paymentMethods?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Where to pick it up, up to 120 characters.' })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'How it changes hands (e.g. "Pickup"), up to 120 characters.' })
  deliveryType?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many, 1 to 1,000; 1 when absent.' })
  quantity?: number | null;

  @Field(() => [String], {
    description: '1 to 8 `url`s answered by POST /api/v1/uploads (kind product) to the caller.',
  })
  images: string[];
}

@InputType('EditProductInput', {
  description:
    'Absent fields keep their value. Editing title, description, images or category sends an approved product back to review.',
})
export class EditProductInput {
  @Field(() => ID, { description: "The listing to edit (the caller's own)." })
  id: string;

  @Field(() => String, {
    nullable: true,
    description: '3 to 120 characters; a change sends an approved listing back to review.',
  })
  title?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Up to 5,000 characters; a change sends an approved listing back to review.',
  })
  description?: string | null;

  @Field(() => Float, { nullable: true, description: 'Rupees, 0 to 10,000,000, at most two decimals.' })
  price?: number | null;

  @Field(() => Float, { nullable: true, description: DISCOUNTED_PRICE })
  discountedPrice?: number | null;

  @Field(() => Int, { nullable: true, description: DISCOUNT_PERIOD })
  discountPeriod?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether offers below the price are welcome.' })
  negotiable?: boolean | null;

  @Field(() => Category, { nullable: true, description: 'A change sends an approved listing back to review.' })
  category?: Category | null;

  @Field(() => Condition, { nullable: true, description: 'Required unless the category is RENTAL, which takes none.' })
  condition?: Condition | null;

  @Field(() => [String], { nullable: true, description: 'Up to 5 free texts; replaces the list.' })
  paymentMethods?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'Where to pick it up, up to 120 characters; null or blank clears it.',
  })
  location?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'How it changes hands, up to 120 characters; null or blank clears it.',
  })
  deliveryType?: string | null;

  @Field(() => Int, { nullable: true, description: 'How many, 1 to 1,000.' })
  quantity?: number | null;

  @Field(() => [String], {
    nullable: true,
    description:
      '1 to 8 picture `url`s in display order (kept ones and new uploads); a change sends an approved listing back to review.',
  })
  images?: string[] | null;
}

@InputType('ProductFilter', { description: 'Every field is optional; an empty filter lists every approved product.' })
export class ProductFilter {
  @Field(() => Category, { nullable: true, description: 'Only this category.' })
  category?: Category | null;

  @Field(() => Condition, { nullable: true, description: 'Only this condition.' })
  condition?: Condition | null;

  @Field(() => Float, { nullable: true, description: 'Listed price at least this many rupees.' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Listed price at most this many rupees.' })
  maxPrice?: number | null;

  @Field(() => ID, { nullable: true, description: "Only this seller's listings." })
  sellerId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words of title and description; a word also matches as a prefix ("iph" finds iPhone).',
  })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'With sellerId equal to the caller (or for a moderator/admin): also Pending and Rejected products. Ignored otherwise.',
  })
  includeUnapproved?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'True: AVAILABLE listings only (RESERVED ones left out).' })
  availableOnly?: boolean | null;

  @Field(() => Availability, {
    nullable: true,
    description:
      "Only listings with this availability: SOLD lists sold listings (a seller's profile), which no other list shows.",
  })
  availability?: Availability | null;
}

@InputType('SetProductStatusInput', { description: "A moderator's decision on a listing." })
export class SetProductStatusInput {
  @Field(() => ID, { description: "The listing (not the moderator's own)." })
  id: string;

  @Field(() => ProductStatus, { description: 'APPROVED or REJECTED.' })
  status: ProductStatus;

  @Field(() => String, { nullable: true, description: 'Optional, with REJECTED: shown to the seller.' })
  reason?: string | null;
}
