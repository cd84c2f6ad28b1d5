import { Field, ObjectType } from 'type-graphql';

/** The GraphQL types every module's answers share: a page's position and a bare confirmation. */

@ObjectType('PageInfo', { description: 'Where a keyset-paged list stands.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when another page follows; fetch it with after = endCursor.' })
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page.' })
  endCursor: string | null;
}

@ObjectType('MessagePayload', {
  description: 'The answer of a mutation that has nothing to return but a confirmation.',
})
export class MessagePayload {
  @Field(() => String, { description: 'A sentence for the user saying what happened.' })
  message: string;
}
