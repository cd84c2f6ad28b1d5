import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../core/graphql-types';
import { ProductType, type ProductView } from '../products';
import type { ReportReasonValue } from './report-rules';

export enum ReportReason {
  SCAM = 'SCAM',
  PROHIBITED = 'PROHIBITED',
  WRONG_CATEGORY = 'WRONG_CATEGORY',
  ALREADY_SOLD = 'ALREADY_SOLD',
  OFFENSIVE = 'OFFENSIVE',
  OTHER = 'OTHER',
}

export enum ReportAction {
  DISMISS = 'DISMISS',
  TAKE_DOWN = 'TAKE_DOWN',
}

registerEnumType(ReportReason, {
  name: 'ReportReason',
  description: 'Why a user reports a listing (REST: the same words in lower case).',
  valuesConfig: {
    SCAM: { description: 'Looks like a scam or fraud.' },
    PROHIBITED: { description: 'Something that may not be sold on campus.' },
    WRONG_CATEGORY: { description: 'Listed in the wrong category.' },
    ALREADY_SOLD: { description: 'Sold already, but still listed as available.' },
    OFFENSIVE: { description: 'Offensive words or pictures.' },
    OTHER: { description: 'Anything else (say what in the details).' },
  },
});

registerEnumType(ReportAction, {
  name: 'ReportAction',
  description: "Staff's decision on a reported listing (REST: dismiss, take-down).",
  valuesConfig: {
    DISMISS: { description: 'The listing breaks no rule: its reports are cleared and it is public again.' },
    TAKE_DOWN: { description: 'The listing becomes REJECTED with the reason (required), which the seller reads.' },
  },
});

@InputType('ReportProductInput', { description: 'A report of a listing: once per listing and user.' })
export class ReportProductInput {
  @Field(() => ID, { description: 'An approved listing everyone sees (NOT_FOUND otherwise).' })
  productId: string;

  @Field(() => ReportReason, { description: 'Why it is reported.' })
  reason: ReportReason;

  @Field(() => String, { nullable: true, description: 'What the moderators should know; at most 500 characters.' })
  details?: string | null;
}

@InputType('ResolveReportsInput', { description: "Staff's decision on a listing's open reports." })
export class ResolveReportsInput {
  @Field(() => ID, { description: 'The reported listing.' })
  productId: string;

  @Field(() => ReportAction, { description: 'Dismiss the reports, or take the listing down.' })
  action: ReportAction;

  @Field(() => String, {
    nullable: true,
    description: 'Required for TAKE_DOWN (the seller reads it as the rejection reason); at most 500 characters.',
  })
  reason?: string | null;
}

@ObjectType('ReportReasonCount', { description: 'One reason given in reports of a listing, and how many gave it.' })
export class ReportReasonCount {
  @Field(() => ReportReason, { description: 'The reason.' })
  reason: ReportReasonValue;

  @Field(() => Int, { description: 'How many open reports gave it.' })
  count: number;
}

@ObjectType('ProductReport', { description: 'One open report of a listing, as staff see it (with the reporter).' })
export class ProductReportType {
  @Field(() => ReportReason, { description: 'Why it was reported.' })
  reason: ReportReasonValue;

  @Field(() => String, { nullable: true, description: "The reporter's details, if any." })
  details: string | null;

  @Field(() => ID, { description: 'Who reported it (never shown to the seller).' })
  reporterId: string;

  @Field(() => String, { description: "The reporter's name (never shown to the seller)." })
  reporterName: string;

  @Field(() => Date, { description: 'When it was reported.' })
  reportedAt: Date;
}

@ObjectType('ReportedProduct', { description: "An entry of the staff's reports queue: a listing with open reports." })
export class ReportedProductType {
  @Field(() => ProductType, { description: 'The reported listing, in whatever status it is now.' })
  product: ProductView;

  @Field(() => Int, { description: 'Its open reports (each from a different user).' })
  reportCount: number;

  @Field(() => [ReportReasonCount], { description: 'The reasons given, with their counts, most given first.' })
  reasons: ReportReasonCount[];

  @Field(() => [ProductReportType], { description: 'The reports themselves, oldest first.' })
  reports: ProductReportType[];

  @Field(() => Date, { description: 'When the first open report came: the queue is ordered by it, oldest first.' })
  firstReportedAt: Date;
}

@ObjectType('ReportedProductConnection', { description: 'A page of the reports queue.' })
export class ReportedProductConnection {
  @Field(() => [ReportedProductType], { description: 'Reported listings, oldest first report first.' })
  nodes: ReportedProductType[];

  @Field(() => PageInfo, { description: 'Pass endCursor as `after` for the next page.' })
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'All listings with open reports.' })
  totalCount: number;
}
