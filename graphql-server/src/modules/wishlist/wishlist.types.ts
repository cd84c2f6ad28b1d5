import { Field, ObjectType } from 'type-graphql';
import { ProductType } from '../products';
import type { ProductView } from '../products';

@ObjectType('WishlistPayload', {
  description: "The products in the signed-in user's wishlist that are still approved, most recently added first.",
})
export class WishlistPayload {
  @Field(() => String, {
    description: 'A sentence for the user saying what happened, e.g. "Product added to wishlist".',
  })
  message: string;

  @Field(() => [ProductType], { description: 'The wishlist after the change, most recently added first.' })
  wishlist: ProductView[];
}
