import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../core/graphql-types';
import { NotificationKind, type NotificationKindValue } from './notification-kind';
import type { NotificationView } from './notifications.service';

/**
 * One sentence per kind of notification-kind.ts. Typed over every key, so a new kind cannot ship
 * without its description here (and so in the enum's and the field's descriptions).
 */
const KIND_DESCRIPTIONS: Record<keyof typeof NotificationKind, string> = {
  PRODUCT_APPROVED: "The seller's listing was approved.",
  PRODUCT_REJECTED: "The seller's listing was rejected (the reason is in the text).",
  PRODUCT_REMOVED: "An admin deleted the seller's listing.",
  ROLE_REQUEST: 'To admins: a user asked for the moderator role.',
  ROLE_DECIDED: "To the requester: an admin accepted or rejected the user's moderator role request.",
  PENDING_REVIEW: 'To moderators: a listing (new, or edited back to review) waits for review.',
  PRODUCT_RESERVED: "A listing in the user's wishlist was marked reserved by its seller.",
  PRODUCT_AVAILABLE: "A reserved listing in the user's wishlist is available again.",
  PRODUCT_SOLD: "A listing in the user's wishlist was sold.",
  PRICE_DROP: "A listing in the user's wishlist got cheaper (old and new price).",
  SAVED_SEARCH: "Newly approved listings match one of the user's saved searches (links to the search).",
  REPORT_OUTCOME:
    'To a reporter: staff decided on a listing the user reported (the text says how; never who else reported).',
  PRODUCT_TAKEN_DOWN: "Staff took the seller's listing down after reports (the reason is in the text).",
  PRODUCT_HIDDEN: "Reports hid the seller's listing from the public lists while moderators review them.",
};

const kinds = Object.keys(KIND_DESCRIPTIONS) as (keyof typeof NotificationKind)[];

registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: `What a notification is about, for its icon: ${kinds.join(', ')}. More kinds may come: show an unknown one with a generic icon.`,
  valuesConfig: Object.fromEntries(kinds.map((k) => [k, { description: KIND_DESCRIPTIONS[k] }])),
});

@ObjectType('Notification', { description: 'Something that happened that a user should know about, newest first.' })
export class NotificationType {
  @Field(() => ID, { description: "The notification's id, for markNotificationRead." })
  id: string;

  @Field(() => NotificationKind, {
    description: `What it is about, for its icon; show an unknown kind with a generic icon. REST answers the same kinds in lower case: ${kinds
      .map((k) => NotificationKind[k])
      .join(', ')}.`,
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
