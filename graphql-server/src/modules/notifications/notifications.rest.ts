import { z } from 'zod';
import type { NotificationsService, NotificationView } from './notifications.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { PageInfo, bodyId, pagingQuery, timestamp } from '../../core/rest/rest-schemas';
import { NotificationKind } from './notification-kind';
import { NOTIFICATION_MESSAGES } from './notifications.service';

const RestNotification = z
  .object({
    _id: z.string(),
    kind: z.enum(NotificationKind).meta({ description: 'What it is about (an icon per kind); new kinds may come.' }),
    message: z.string(),
    link: z.string().nullable().meta({ description: 'Root-relative path in the web app to open, if any.' }),
    isRead: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: 'Notification' });

const NotificationList = z
  .object({
    message: z.string(),
    notifications: z.array(RestNotification),
    unreadCount: z.number().int(),
    totalCount: z.number().int(),
    pageInfo: PageInfo,
  })
  .meta({ id: 'NotificationList' });

const NotificationResult = z.object({ message: z.string(), notification: RestNotification });

const AllMarked = z.object({
  message: z.string(),
  updated: z.number().int().meta({ description: 'How many were unread.' }),
});

// `id`, `_id` or `notificationId`, the first present; the service answers 404 for anything that is not one of the caller's.
const notificationId = bodyId.nullable().optional().meta({ description: "The notification's `_id`." });
const MarkReadBody = z
  .object({ id: notificationId, _id: notificationId, notificationId })
  .meta({ description: 'The notification: `id`, `_id` or `notificationId`.' });

const toRest = (n: NotificationView): z.infer<typeof RestNotification> => ({
  _id: n.id,
  kind: n.kind,
  message: n.message,
  link: n.link,
  isRead: n.isRead,
  createdAt: n.createdAt.toISOString(),
});

/** /api/v1/notification/...: thin adapters over NotificationsService. */
export function notificationsRouter(services: { notifications: NotificationsService }): RestRoutes {
  const { notifications } = services;
  const r = new RestRoutes('Notifications');

  r.get(
    '/',
    {
      summary: "The caller's notifications, newest first",
      description: 'Verified users only. `unreadCount` counts all of them, not only this page.',
      scope: 'read:notifications',
      query: z.object(pagingQuery),
      response: NotificationList,
    },
    async (ctx, { query: q }) => {
      // A repeated parameter (a list) is ignored, as before the schemas.
      const first = typeof q.first === 'string' && q.first !== '' ? Number(q.first) : undefined;
      const after = typeof q.after === 'string' ? q.after : undefined;
      const [page, unreadCount] = await Promise.all([
        notifications.list(ctx, { first, after }),
        notifications.unreadCount(ctx),
      ]);
      return {
        message: NOTIFICATION_MESSAGES.listed,
        notifications: page.nodes.map(toRest),
        unreadCount,
        totalCount: page.totalCount,
        pageInfo: page.pageInfo,
      };
    },
  );

  r.put(
    '/mark-as-read',
    {
      summary: 'Mark one notification read',
      description: "Only the caller's own: any other id is 404.",
      scope: 'write:notifications',
      body: MarkReadBody,
      response: NotificationResult,
    },
    async (ctx, { body: b }) => {
      const res = await notifications.markRead(ctx, b.id ?? b._id ?? b.notificationId);
      return { message: res.message, notification: toRest(res.notification) };
    },
  );

  r.put(
    '/mark-all-as-read',
    { summary: "Mark all the caller's notifications read", scope: 'write:notifications', response: AllMarked },
    (ctx) => notifications.markAllRead(ctx),
  );

  return r;
}
