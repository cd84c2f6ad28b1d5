import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Availability, Category, Condition, ProductStatus } from './product.types';

// docs/product.md#listings (Discount): both optional; left empty they mean no discount.
const DISCOUNTED_PRICE = 'Rupees, below the price; null for no discount (absent: none when adding, kept when editing).';
const DISCOUNT_PERIOD =
  'Days the discount lasts from creation, 0 to 365; null or 0 for no discount (absent: none when adding, kept when editing).';

@InputType('AddProductInput')
export class AddProductInput {
  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;

  @Field(() => Float)
  price: number;

  @Field(() => Float, { nullable: true, description: DISCOUNTED_PRICE })
  discountedPrice?: number | null;

  @Field(() => Int, { nullable: true, description: DISCOUNT_PERIOD })
  discountPeriod?: number | null;

  @Field(() => Boolean, { nullable: true })
  negotiable?: boolean | null;

  @Field(() => Category)
  category: Category;

  @Field(() => Condition, { nullable: true, description: 'Required unless the category is RENTAL, which takes none.' })
  condition?: Condition | null;

  @Field(() => [String], { nullable: true })
  paymentMethods?: string[] | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  deliveryType?: string | null;

  @Field(() => Int, { nullable: true })
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
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Float, { nullable: true })
  price?: number | null;

  @Field(() => Float, { nullable: true, description: DISCOUNTED_PRICE })
  discountedPrice?: number | null;

  @Field(() => Int, { nullable: true, description: DISCOUNT_PERIOD })
  discountPeriod?: number | null;

  @Field(() => Boolean, { nullable: true })
  negotiable?: boolean | null;

  @Field(() => Category, { nullable: true })
  category?: Category | null;

  @Field(() => Condition, { nullable: true })
  condition?: Condition | null;

  @Field(() => [String], { nullable: true })
  paymentMethods?: string[] | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  deliveryType?: string | null;

  @Field(() => Int, { nullable: true })
  quantity?: number | null;

  @Field(() => [String], { nullable: true })
  images?: string[] | null;
}

@InputType('ProductFilter', { description: 'Every field is optional; an empty filter lists every approved product.' })
export class ProductFilter {
  @Field(() => Category, { nullable: true })
  category?: Category | null;

  @Field(() => Condition, { nullable: true })
  condition?: Condition | null;

  @Field(() => Float, { nullable: true })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true })
  maxPrice?: number | null;

  @Field(() => ID, { nullable: true })
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

@InputType('SetProductStatusInput')
export class SetProductStatusInput {
  @Field(() => ID)
  id: string;

  @Field(() => ProductStatus, { description: 'APPROVED or REJECTED.' })
  status: ProductStatus;

  @Field(() => String, { nullable: true, description: 'Optional, with REJECTED: shown to the seller.' })
  reason?: string | null;
}
