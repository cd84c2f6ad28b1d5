import { Field, ID, ObjectType } from 'type-graphql';
import { PageInfo } from '../../core/graphql-types';
import type { EventLogView } from './event-log';
import { WebhookEvent } from './webhook.types';

@ObjectType('EventLogEntry', {
  description: 'An event of the last 30 days, as its webhook deliveries carry it (whether or not one was sent).',
})
export class EventLogEntryType {
  @Field(() => ID, { description: 'Its id in the log.' })
  id: string;

  @Field(() => String, { description: 'The `msg_…` id its deliveries carry in `webhook-id`.' })
  messageId: string;

  @Field(() => WebhookEvent, { description: "The event (the body's `type`)." })
  type: EventLogView['type'];

  @Field(() => Date, { description: "When it happened (the body's `timestamp`)." })
  timestamp: Date;

  @Field(() => String, { description: "The body's `data`, as JSON text." })
  data: string;
}

@ObjectType('EventLogConnection', { description: 'A page of the event log, oldest first.' })
export class EventLogConnection {
  @Field(() => [EventLogEntryType], { description: 'The events of this page.' })
  nodes: EventLogEntryType[];

  @Field(() => PageInfo, {
    description: 'Whether more follow; endCursor is where to go on from (at the end too, to catch up later).',
  })
  pageInfo: PageInfo;
}
