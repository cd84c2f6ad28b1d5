import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../core/service-context';
import type { RosterService } from './roster.service';
import { SessionOnly } from '../../core/require-scope';

/** The services these resolvers call. */
type RosterContext = ServiceContext<{ roster: RosterService }>;

@Resolver()
export class RosterResolver {
  @Query(() => String, { nullable: true, description: 'The roster name for a registration id, or null. Rate limited.' })
  @SessionOnly()
  rosterName(
    @Arg('collegeId', () => String, { description: 'A registration id, e.g. as typed in the sign-up form.' })
    collegeId: string,
    @Ctx() ctx: RosterContext,
  ): Promise<string | null> {
    return ctx.services.roster.lookup(ctx, collegeId);
  }
}
