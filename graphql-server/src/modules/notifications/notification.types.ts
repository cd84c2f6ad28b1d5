import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../products/product.types';
import { NotificationKind, type NotificationKindValue } from './notification-kind';
import type { NotificationView } from './notifications.service';

registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description:
    'What a notification is about, for its icon: PRODUCT_APPROVED, PRODUCT_REJECTED, PRODUCT_REMOVED (by an admin), ROLE_REQUEST (to admins), ROLE_DECIDED (to the requester), PENDING_REVIEW (to moderators). More kinds may come: show an unknown one with a generic icon.',
  valuesConfig: {
    PRODUCT_APPROVED: { description: "The user's listing was approved." },
    PRODUCT_REJECTED: { description: "The user's listing was rejected (the reason is in the text)." },
    PRODUCT_REMOVED: { description: "An admin deleted the user's listing." },
    ROLE_REQUEST: { description: 'To admins: a user asked for the moderator role.' },
    ROLE_DECIDED: { description: "An admin accepted or rejected the user's moderator role request." },
    PENDING_REVIEW: { description: 'To moderators: a listing (new, or edited back to review) waits.' },
    PRODUCT_RESERVED: { description: "A listing in the user's wishlist was reserved by its seller." },
    PRODUCT_AVAILABLE: { description: "A reserved listing in the user's wishlist is available again." },
    PRODUCT_SOLD: { description: "A listing in the user's wishlist was sold." },
    PRICE_DROP: { description: "A listing in the user's wishlist got cheaper (old and new price)." },
    SAVED_SEARCH: { description: "Newly approved listings match one of the user's saved searches." },
    REPORT_OUTCOME: { description: 'Staff decided on a listing the user reported (the text says how).' },
    PRODUCT_TAKEN_DOWN: { description: "Staff took the seller's listing down after reports (with the reason)." },
  },
});

@ObjectType('Notification', { description: 'Something that happened that a user should know about, newest first.' })
export class NotificationType {
  @Field(() => ID, { description: "The notification's id, for markNotificationRead." })
  id: string;

  @Field(() => NotificationKind, {
    description: 'What it is about, for its icon; show an unknown kind with a generic icon.',
  })
  kind: NotificationKindValue;

  @Field(() => String, {
    description: 'The text to show, complete in itself (e.g. "Your listing \'Desk lamp\' was approved").',
  })
  message: string;

  @Field(() => String, {
    nullable: true,
    description: 'Root-relative path of what it is about in the web app (e.g. /product/ID, /request-role), or null.',
  })
  link: string | null;

  @Field(() => Boolean, { description: 'Whether the user has read it.' })
  isRead: boolean;

  @Field(() => Date, { description: 'When it happened.' })
  createdAt: Date;
}

@ObjectType('NotificationConnection', { description: 'A page of notifications, newest first.' })
export class NotificationConnectionType {
  @Field(() => [NotificationType], { description: 'The notifications of this page.' })
  nodes: NotificationView[];

  @Field(() => PageInfo, { description: 'Whether there is a next page and its cursor.' })
  pageInfo: PageInfo;

  @Field(() => Int, { description: "All of the user's notifications, not only this page." })
  totalCount: number;
}

@ObjectType('MarkAllReadPayload', { description: 'The answer of markAllNotificationsRead.' })
export class MarkAllReadPayload {
  @Field(() => String, { description: 'A sentence for the user saying what happened.' })
  message: string;

  @Field(() => Int, { description: 'How many were unread and are now read.' })
  updated: number;
}
