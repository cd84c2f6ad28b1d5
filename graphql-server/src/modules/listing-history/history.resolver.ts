import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { ServiceContext } from '../../core/service-context';
import type { ProductHistoryService, ProductEventView } from './history.service';
import { RequireScope } from '../../core/require-scope';
import { ModerationDecisionConnectionType, ProductEventType } from './history.types';
import { ProductType } from '../products';
import type { ProductView } from '../products';

/** The services these resolvers call. */
type HistoryContext = ServiceContext<{ history: ProductHistoryService }>;

/** Thin adapter over ProductHistoryService: the access rules and the masking are there. */
@Resolver(() => ProductType)
export class ProductHistoryResolver {
  @FieldResolver(() => [ProductEventType], {
    description:
      "The listing's moderation history, oldest first: its seller, moderators and admins only (FORBIDDEN for anyone else, UNAUTHENTICATED signed out). Batched per request; read only when asked for.",
  })
  history(@Root() product: ProductView, @Ctx() ctx: HistoryContext): Promise<ProductEventView[]> {
    return ctx.services.history.forProduct(ctx, product);
  }

  @RequireScope('moderate')
  @Query(() => ModerationDecisionConnectionType, {
    description:
      "Admins: one moderator's (or admin's) decisions (approve, reject, dismiss reports, take down), newest first. first defaults to 20, at most 100.",
  })
  moderationDecisions(
    @Ctx() ctx: HistoryContext,
    @Arg('moderatorId', () => ID, { description: 'The moderator (or admin) whose decisions to list.' })
    moderatorId: string,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1 to 100 (default 20).' })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: "The previous page's endCursor." })
    after?: string | null,
  ) {
    return ctx.services.history.decisions(ctx, { moderatorId, first, after });
  }
}
