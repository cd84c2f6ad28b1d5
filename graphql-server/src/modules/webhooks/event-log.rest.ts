import { z } from 'zod';
import type { EventLogService, EventLogView } from './event-log';
import { RestRoutes } from '../../core/rest/rest-route';
import { PageInfo, pagingQuery, timestamp } from '../../core/rest/rest-schemas';
import { WEBHOOK_EVENTS } from './webhook-events';
import { EVENT_LOG_MESSAGES } from './event-log';

/** One logged event: the id and body its webhook deliveries carry (`data` as in that body). */
export const RestEventLogEntry = z
  .object({
    _id: z.string().meta({ description: 'Its id in the log.' }),
    messageId: z.string().meta({ description: 'The `msg_…` id its deliveries carry in `webhook-id`.' }),
    type: z.enum(WEBHOOK_EVENTS),
    timestamp,
    data: z.record(z.string(), z.unknown()).meta({ description: "The body's `data`, as delivered." }),
  })
  .meta({ id: 'EventLogEntry', description: 'An event of the last 30 days, whether or not a webhook was sent.' });

const toRestEvent = (e: EventLogView): z.infer<typeof RestEventLogEntry> => ({
  _id: e.id,
  messageId: e.messageId,
  type: e.type,
  timestamp: e.timestamp.toISOString(),
  data: e.data,
});

/** /api/v1/events: a thin adapter over EventLogService, whose rule says who reads which events. */
export function eventLogRouter(services: { eventLog: EventLogService }): RestRoutes {
  const r = new RestRoutes('Webhooks');
  r.get(
    '/events',
    {
      summary: 'The events of the last 30 days, oldest first after the cursor (admins; tokens: product.* only)',
      description:
        'Admins see every event; a token with `read:products` the listing events (`product.*`); anyone else 403. ' +
        'Kept whether or not a webhook subscribed, so an app whose endpoint was down or disabled catches up: ' +
        'keep `pageInfo.endCursor` (it stays put at the end) and ask again from it.',
      scope: 'read:products',
      query: z.object(pagingQuery),
      response: z
        .object({ message: z.string(), events: z.array(RestEventLogEntry), pageInfo: PageInfo })
        .meta({ id: 'EventLogList' }),
    },
    async (ctx, { query }) => {
      const page = await services.eventLog.list(ctx, { first: query.first, after: query.after });
      return { message: EVENT_LOG_MESSAGES.listed, events: page.nodes.map(toRestEvent), pageInfo: page.pageInfo };
    },
  );
  return r;
}
