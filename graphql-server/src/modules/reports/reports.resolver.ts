import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MessagePayload } from '../../core/graphql-types';
import type { GraphQLContext } from '../../graphql-context';
import { RequireScope } from '../../core/require-scope';
import { ProductPayload, ProductType } from '../products/product.types';
import type { ProductView } from '../products/product-view';
import { ReportProductInput, ReportedProductConnection, ResolveReportsInput } from './report.types';

/** Thin adapter over ReportsService, ReportQueue and ReportDecisionsService (docs/product.md#reports). */
@Resolver(() => ProductType)
export class ReportsResolver {
  @RequireScope('write:reports')
  @Mutation(() => MessagePayload, {
    description:
      'Verified users report an approved listing: once per listing (CONFLICT), never their own (FORBIDDEN), at most 20 a day (RATE_LIMITED). Reported by REPORT_HIDE_THRESHOLD users, it leaves the public lists until staff decide.',
  })
  reportProduct(
    @Arg('input', () => ReportProductInput, { description: 'The listing, the reason and optional details.' })
    input: ReportProductInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.reports.report(ctx, input);
  }

  @RequireScope('moderate')
  @Query(() => ReportedProductConnection, {
    description:
      'Moderators and admins: listings with open reports, oldest first report first. first defaults to 20, at most 100.',
  })
  reportedProducts(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before.' })
    after?: string | null,
  ) {
    return ctx.services.reportQueue.list(ctx, { first, after });
  }

  @RequireScope('moderate')
  @Mutation(() => ProductPayload, {
    description:
      'Moderators and admins, never on their own listing: DISMISS clears the reports (a hidden listing is public again); TAKE_DOWN makes it REJECTED with the reason. The seller and every reporter are told; the seller never learns who reported.',
  })
  resolveReports(
    @Arg('input', () => ResolveReportsInput, { description: 'The listing, the decision and its reason.' })
    input: ResolveReportsInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.services.reportDecisions.resolve(ctx, input);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the signed-in user has reported this listing (false for visitors); read only when asked for.',
  })
  reportedByMe(@Root() product: ProductView, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.services.reports.reportedByMe(ctx, product.id);
  }
}
