import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../core/service-context';
import type { WishlistService } from './wishlist.service';
import { ProductType } from '../products';
import { WishlistPayload } from './wishlist.types';
import { RequireScope } from '../../core/require-scope';

/** The services these resolvers call. */
type WishlistContext = ServiceContext<{ wishlist: WishlistService }>;

/** Thin adapter over WishlistService. */
@Resolver()
export class WishlistResolver {
  @Query(() => [ProductType], {
    description:
      'The signed-in user\'s wishlist (approved products only). UNAUTHENTICATED "User not found" when signed out.',
  })
  @RequireScope('read:wishlist')
  wishlist(@Ctx() ctx: WishlistContext) {
    return ctx.services.wishlist.list(ctx);
  }

  @Mutation(() => WishlistPayload, { description: 'Adding twice keeps one entry. Only approved products.' })
  @RequireScope('write:wishlist')
  addToWishlist(
    @Arg('productId', () => ID, { description: 'An approved product of another seller.' }) productId: string,
    @Ctx() ctx: WishlistContext,
  ) {
    return ctx.services.wishlist.add(ctx, productId);
  }

  @Mutation(() => WishlistPayload, { description: 'Removing what is not in the wishlist is not an error.' })
  @RequireScope('write:wishlist')
  removeFromWishlist(
    @Arg('productId', () => ID, { description: 'The product to remove.' }) productId: string,
    @Ctx() ctx: WishlistContext,
  ) {
    return ctx.services.wishlist.remove(ctx, productId);
  }
}
