import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { ServiceContext } from '../../core/service-context';
import type { EventLogService } from './event-log';
import { RequireScope } from '../../core/require-scope';
import { EventLogConnection } from './event-log.types';

/** The services these resolvers call. */
type EventLogContext = ServiceContext<{ eventLog: EventLogService }>;

/** Thin adapter over EventLogService: who reads which events is its rule. */
@Resolver()
export class EventLogResolver {
  @RequireScope('read:products')
  @Query(() => EventLogConnection, {
    description:
      'The events of the last 30 days, oldest first after the cursor: every one for admins, the listing events (product.*) for a token with read:products; FORBIDDEN for anyone else.',
  })
  async events(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1 to 100 (default 20).' }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: 'pageInfo.endCursor of the previous page.' })
    after: string | null,
    @Ctx() ctx: EventLogContext,
  ): Promise<EventLogConnection> {
    const page = await ctx.services.eventLog.list(ctx, { first, after });
    return { ...page, nodes: page.nodes.map((e) => ({ ...e, data: JSON.stringify(e.data) })) };
  }
}
