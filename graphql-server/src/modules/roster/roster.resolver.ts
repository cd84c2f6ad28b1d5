import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { SessionOnly } from '../../core/require-scope';

@Resolver()
export class RosterResolver {
  @Query(() => String, { nullable: true, description: 'The roster name for a registration id, or null. Rate limited.' })
  @SessionOnly()
  rosterName(
    @Arg('collegeId', () => String, { description: 'A registration id, e.g. as typed in the sign-up form.' })
    collegeId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string | null> {
    return ctx.services.roster.lookup(ctx, collegeId);
  }
}
