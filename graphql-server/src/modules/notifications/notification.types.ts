import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../products/product.types';
import { NotificationKind, type NotificationKindValue } from './notification-kind';
import type { NotificationView } from './notifications.service';

registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description:
    'What a notification is about, for its icon: PRODUCT_APPROVED, PRODUCT_REJECTED, PRODUCT_REMOVED (by an admin), ROLE_REQUEST (to admins), ROLE_DECIDED (to the requester), PENDING_REVIEW (to moderators). More kinds may come: show an unknown one with a generic icon.',
  valuesConfig: {
    PRICE_DROP: { description: "A listing in the user's wishlist got cheaper (old and new price)." },
    REPORT_OUTCOME: { description: 'Staff decided on a listing the user reported (the text says how).' },
    PRODUCT_TAKEN_DOWN: { description: "Staff took the seller's listing down after reports (with the reason)." },
  },
});

@ObjectType('Notification', { description: 'Something that happened that a user should know about, newest first.' })
export class NotificationType {
  @Field(() => ID)
  id: string;

  @Field(() => NotificationKind)
  kind: NotificationKindValue;

  @Field(() => String)
  message: string;

  @Field(() => String, {
    nullable: true,
    description: 'Root-relative path of what it is about in the web app (e.g. /product/ID, /request-role), or null.',
  })
  link: string | null;

  @Field(() => Boolean)
  isRead: boolean;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('NotificationConnection')
export class NotificationConnectionType {
  @Field(() => [NotificationType])
  nodes: NotificationView[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int)
  totalCount: number;
}

@ObjectType('MarkAllReadPayload')
export class MarkAllReadPayload {
  @Field(() => String)
  message: string;

  @Field(() => Int, { description: 'How many were unread and are now read.' })
  updated: number;
}
