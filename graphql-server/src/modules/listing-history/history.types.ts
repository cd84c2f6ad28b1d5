import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../core/graphql-types';
import { ProductType } from '../products';
import type { ProductView } from '../products';

/** The stored (and REST) spellings as values: SUBMITTED is 'submitted', TAKEN_DOWN 'taken-down'. */
export enum ProductEventActionType {
  SUBMITTED = 'submitted',
  EDITED = 'edited',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  RESERVED = 'reserved',
  AVAILABLE = 'available',
  SOLD = 'sold',
  REPORTS_DISMISSED = 'reports-dismissed',
  TAKEN_DOWN = 'taken-down',
}

registerEnumType(ProductEventActionType, {
  name: 'ProductEventAction',
  description: 'What changed in a listing: a moderation status, its availability, or a decision on its reports.',
  valuesConfig: {
    SUBMITTED: { description: 'The seller listed it: it waits for review (to PENDING).' },
    EDITED: { description: 'The seller edited it in a way that sent it back to review (to PENDING).' },
    APPROVED: { description: 'A moderator or admin approved it.' },
    REJECTED: { description: 'A moderator or admin rejected it, with the reason given.' },
    RESERVED: { description: 'The seller marked it reserved.' },
    AVAILABLE: { description: 'The seller marked it available again.' },
    SOLD: { description: 'The seller marked it sold (final).' },
    REPORTS_DISMISSED: { description: 'A moderator or admin dismissed the reports about it.' },
    TAKEN_DOWN: { description: 'A moderator or admin took it down after reports (to REJECTED, with the reason).' },
  },
});

@ObjectType('ProductEvent', {
  description:
    "One entry of a listing's history. The seller sees staff actions as 'a moderator' (no name, no id); moderators and admins see names.",
})
export class ProductEventType {
  @Field(() => ID, { description: 'The event id.' })
  id: string;

  @Field(() => ProductEventActionType, { description: 'What happened.' })
  action: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The status (Pending, Approved, Rejected) or availability (Available, Reserved, Sold) before; null for a new listing.',
  })
  from: string | null;

  @Field(() => String, { description: 'The status or availability after.' })
  to: string;

  @Field(() => String, {
    nullable: true,
    description: "The reason given (a rejection's, a take-down's); the seller sees only those.",
  })
  reason: string | null;

  @Field(() => Date, { description: 'When it happened.' })
  createdAt: Date;

  @Field(() => ID, {
    nullable: true,
    description: 'Who acted; null for the seller reading a staff action (and for the system).',
  })
  actorId: string | null;

  @Field(() => String, { description: "Who acted, by name; 'a moderator' for the seller reading a staff action." })
  actorName: string;

  @Field(() => Boolean, { description: 'True when a moderator or admin acted, not the seller.' })
  byStaff: boolean;
}

@ObjectType('ModerationDecision', {
  description: "One of a moderator's (or admin's) decisions on a listing: approve, reject, dismiss reports, take down.",
})
export class ModerationDecisionType {
  @Field(() => ID, { description: 'The event id.' })
  id: string;

  @Field(() => ProductEventActionType, { description: 'APPROVED, REJECTED, REPORTS_DISMISSED or TAKEN_DOWN.' })
  action: string;

  @Field(() => String, { nullable: true, description: 'The status before.' })
  from: string | null;

  @Field(() => String, { description: 'The status after.' })
  to: string;

  @Field(() => String, { nullable: true, description: 'The reason the moderator gave, if any.' })
  reason: string | null;

  @Field(() => Date, { description: 'When the decision was made.' })
  createdAt: Date;

  @Field(() => ID, { description: 'The moderator (or admin) who decided.' })
  moderatorId: string;

  @Field(() => ID, { description: 'The listing decided on (it may have been deleted since).' })
  productId: string;

  @Field(() => ProductType, { nullable: true, description: 'The listing as it is now; null once deleted.' })
  product: ProductView | null;
}

@ObjectType('ModerationDecisionConnection', { description: "A page of a moderator's decisions, newest first." })
export class ModerationDecisionConnectionType {
  @Field(() => [ModerationDecisionType], { description: 'The decisions of this page.' })
  nodes: ModerationDecisionType[];

  @Field(() => PageInfo, { description: 'Where the next page starts.' })
  pageInfo: PageInfo;

  @Field(() => Int, { description: "All of the moderator's decisions, not only this page." })
  totalCount: number;
}
