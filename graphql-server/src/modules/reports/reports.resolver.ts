import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MessagePayload } from '../../core/graphql-types';
import type { ServiceContext } from '../../core/service-context';
import type { ReportDecisionsService } from './report-decisions.service';
import type { ReportQueue } from './report-queue';
import type { ReportsService } from './reports.service';
import { RequireScope } from '../../core/require-scope';
import { ProductPayload, ProductType, type ProductView } from '../products';
import { ReportProductInput, ReportedProductConnection, ResolveReportsInput } from './report.types';

/** The services these resolvers call. */
type ReportsContext = ServiceContext<{
  reportDecisions: ReportDecisionsService;
  reportQueue: ReportQueue;
  reports: ReportsService;
}>;

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
    @Ctx() ctx: ReportsContext,
  ) {
    return ctx.services.reports.report(ctx, input);
  }

  @RequireScope('moderate')
  @Query(() => ReportedProductConnection, {
    description:
      'Moderators and admins: listings with open reports, oldest first report first. first defaults to 20, at most 100.',
  })
  reportedProducts(
    @Ctx() ctx: ReportsContext,
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
    @Ctx() ctx: ReportsContext,
  ) {
    return ctx.services.reportDecisions.resolve(ctx, input);
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether the signed-in user has reported this listing (false for visitors); read only when asked for.',
  })
  reportedByMe(@Root() product: ProductView, @Ctx() ctx: ReportsContext): Promise<boolean> {
    return ctx.services.reports.reportedByMe(ctx, product.id);
  }
}
