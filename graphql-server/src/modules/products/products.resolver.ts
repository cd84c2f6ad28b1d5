import type { GraphQLResolveInfo } from 'graphql';
import { MessagePayload } from '../../core/graphql-types';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { selectsAny } from '../../core/graphql-selection';
import type { ServiceContext } from '../../core/service-context';
import type { AvailabilityService } from './availability.service';
import type { ListingsService } from './listings.service';
import type { ModerationService } from './moderation.service';
import type { ProductsService, ProductConnection } from './products.service';
import type { SimilarProductsService } from './similar.service';
import { AppError, MESSAGES } from '../../lib/errors';
import { UserType } from '../users';
import type { UserView } from '../../core/privacy';
import { AddProductInput, EditProductInput, ProductFilter, SetProductStatusInput } from './product.inputs';
import {
  Availability,
  CategoryInfo,
  ProductConnectionType,
  ProductPayload,
  ProductSort,
  ProductType,
} from './product.types';
import type { ProductView } from './product-view';
import { RequireScope } from '../../core/require-scope';
import { ANY_TOKEN } from '../../core/scopes';

/** The services these resolvers call. */
type ProductsContext = ServiceContext<{
  availability: AvailabilityService;
  listings: ListingsService;
  moderation: ModerationService;
  products: ProductsService;
  similar: SimilarProductsService;
}>;

/** A list's COUNT runs only for a query that shows it. */
const selectsCount = (info: GraphQLResolveInfo) => selectsAny(info, ['totalCount', 'totalCountCapped']);

/** The count fields of a list, from the count the service started (or starts now, if it was not). */
@Resolver(() => ProductConnectionType)
export class ProductConnectionResolver {
  @FieldResolver()
  async totalCount(@Root() connection: ProductConnection): Promise<number> {
    return (await connection.count()).totalCount;
  }

  @FieldResolver()
  async totalCountCapped(@Root() connection: ProductConnection): Promise<boolean> {
    return (await connection.count()).capped;
  }
}

/** Thin adapter over ProductsService, ListingsService and ModerationService: every rule is there. */
@Resolver(() => ProductType)
export class ProductsResolver {
  @Query(() => [CategoryInfo], { description: "The one category list, with the home page's tile pictures." })
  @RequireScope(ANY_TOKEN)
  categories(@Ctx() ctx: ProductsContext) {
    return ctx.services.products.categories();
  }

  @Query(() => ProductType, {
    nullable: true,
    description:
      'An approved product for everyone; any status for its seller and moderators. Null when not found or not visible.',
  })
  @RequireScope('read:products')
  product(
    @Arg('id', () => ID, { description: "The product's id." }) id: string,
    @Ctx() ctx: ProductsContext,
  ): Promise<ProductView | null> {
    return ctx.services.products.getProduct(ctx, id);
  }

  @Query(() => ProductConnectionType, {
    description: 'Approved products (see ProductFilter.includeUnapproved). first defaults to 20, at most 100.',
  })
  @RequireScope('read:products')
  products(
    @Ctx() ctx: ProductsContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('filter', () => ProductFilter, {
      nullable: true,
      description: 'What to list; absent lists every approved product.',
    })
    filter?: ProductFilter | null,
    @Arg('sort', () => ProductSort, {
      nullable: true,
      description: 'The order: RELEVANCE with a search, else NEWEST, when absent.',
    })
    sort?: ProductSort | null,
    @Arg('first', () => Int, { nullable: true, description: 'How many to answer: 20 when absent, at most 100.' })
    first?: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'PageInfo.endCursor of the previous page (with the same filter and sort).',
    })
    after?: string | null,
  ) {
    return ctx.services.products.list(ctx, { filter, sort, first, after, withCount: selectsCount(info) });
  }

  @Query(() => ProductConnectionType, {
    description: 'Moderators and admins: products waiting for review, oldest first.',
  })
  @RequireScope('moderate')
  pendingProducts(
    @Ctx() ctx: ProductsContext,
    @Info() info: GraphQLResolveInfo,
    @Arg('first', () => Int, { nullable: true, description: 'How many to answer: 20 when absent, at most 100.' })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'PageInfo.endCursor of the previous page.' })
    after?: string | null,
  ) {
    return ctx.services.products.pending(ctx, { first, after, withCount: selectsCount(info) });
  }

  @Mutation(() => ProductPayload, { description: 'Lists a product for review (status PENDING). Verified users.' })
  @RequireScope('write:products')
  addProduct(
    @Arg('input', () => AddProductInput, { description: 'The new listing.' }) input: AddProductInput,
    @Ctx() ctx: ProductsContext,
  ) {
    return ctx.services.listings.add(ctx, input);
  }

  @Mutation(() => ProductPayload, { description: 'The seller only.' })
  @RequireScope('write:products')
  editProduct(
    @Arg('input', () => EditProductInput, { description: 'The listing and the fields to change.' })
    input: EditProductInput,
    @Ctx() ctx: ProductsContext,
  ) {
    const { id, ...fields } = input;
    return ctx.services.listings.edit(ctx, id, fields);
  }

  @Mutation(() => MessagePayload, { description: 'The seller, or an admin for any product; removes its pictures too.' })
  @RequireScope('write:products')
  deleteProduct(
    @Arg('id', () => ID, { description: 'The listing to delete.' }) id: string,
    @Ctx() ctx: ProductsContext,
  ) {
    return ctx.services.listings.delete(ctx, id);
  }

  @Mutation(() => ProductPayload, {
    description: 'Moderators and admins: "Successfully Approved the product" / "Successfully Rejected the product".',
  })
  @RequireScope('moderate')
  setProductStatus(
    @Arg('input', () => SetProductStatusInput, { description: 'The listing and the decision.' })
    input: SetProductStatusInput,
    @Ctx() ctx: ProductsContext,
  ) {
    return ctx.services.moderation.setStatus(ctx, input);
  }

  @Mutation(() => ProductPayload, {
    description:
      'The seller, on an approved listing: RESERVED can go back to AVAILABLE, SOLD is final (a later change is CONFLICT). Never sends it back to review.',
  })
  @RequireScope('write:products')
  setProductAvailability(
    @Arg('id', () => ID, { description: "The seller's approved listing." }) id: string,
    @Arg('availability', () => Availability, { description: 'The new availability.' }) availability: Availability,
    @Ctx() ctx: ProductsContext,
  ) {
    return ctx.services.availability.set(ctx, { id, availability });
  }

  @FieldResolver(() => [ProductType], {
    description:
      'Up to 8 approved listings of the same category nearest in price, this one excluded; read only when asked for.',
  })
  similar(@Root() product: ProductView, @Ctx() ctx: ProductsContext): Promise<ProductView[]> {
    return ctx.services.similar.similarTo(ctx, product);
  }

  @FieldResolver(() => UserType, { description: 'Contact fields follow the privacy rule of User.' })
  async seller(@Root() product: ProductView, @Ctx() ctx: ProductsContext): Promise<UserView> {
    const seller = await ctx.services.products.seller(ctx, product);
    // The foreign key cascades, so a product always has its seller.
    if (!seller) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    return seller;
  }
}
