/**
 * Every domain event by name, with what it carries. A module that publishes events declares them by
 * widening this interface (declaration merging, like `ContextUser` in request-context.ts): the
 * listing's own events in core/listing-events.ts, the others in their module's `events.ts`. A
 * subscriber then names an event and gets its payload typed, without importing the publisher's code.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventName = keyof DomainEvents;
