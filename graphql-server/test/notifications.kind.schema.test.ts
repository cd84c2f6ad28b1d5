import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GraphQLEnumType, type GraphQLObjectType, buildSchema } from 'graphql';
import { NotificationKind } from '../src/modules/notifications/notification-kind';

/**
 * The published schema names every kind of notification-kind.ts: the enum's description lists
 * them, each value has its own description, and the Notification.kind field gives REST's spelling,
 * so a client author learns of a new kind (and its icon to draw) from the schema alone.
 */
describe('the NotificationKind schema descriptions', () => {
  const schema = buildSchema(readFileSync(join(__dirname, '..', '..', 'schema', 'schema.graphql'), 'utf8'));
  const kindEnum = schema.getType('NotificationKind') as GraphQLEnumType;
  const field = (schema.getType('Notification') as GraphQLObjectType).getFields().kind;

  it.each(Object.entries(NotificationKind))('names %s (REST %s)', (name, rest) => {
    expect(kindEnum.description).toContain(name);
    expect(kindEnum.getValue(name)?.description).toBeTruthy();
    expect(field.description).toContain(rest);
  });

  it('has no value that notification-kind.ts does not know', () => {
    expect(kindEnum.getValues().map((v) => v.name)).toEqual(expect.arrayContaining(Object.keys(NotificationKind)));
    expect(kindEnum.getValues()).toHaveLength(Object.keys(NotificationKind).length);
  });
});
