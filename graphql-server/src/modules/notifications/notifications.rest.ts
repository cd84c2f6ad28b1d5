import { Router } from 'express';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import { NOTIFICATION_MESSAGES, type NotificationView } from './notifications.service';
import { scope } from '../tokens/require-scope';

const toRest = (n: NotificationView) => ({
  _id: n.id,
  kind: n.kind,
  message: n.message,
  link: n.link,
  isRead: n.isRead,
  createdAt: n.createdAt.toISOString(),
});

/** /api/v1/notification/...: thin adapters over NotificationsService. */
export function notificationsRouter(services: Services): Router {
  const { notifications } = services;
  const r = Router();

  r.get(
    '/',
    scope('read:notifications'),
    handle(async (ctx, req) => {
      const q = req.query as Record<string, unknown>;
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
    }),
  );

  r.put(
    '/mark-as-read',
    scope('write:notifications'),
    handle(async (ctx, req) => {
      const b = body(req);
      const res = await notifications.markRead(ctx, b.id ?? b._id ?? b.notificationId);
      return { message: res.message, notification: toRest(res.notification) };
    }),
  );

  r.put(
    '/mark-all-as-read',
    scope('write:notifications'),
    handle((ctx) => notifications.markAllRead(ctx)),
  );

  return r;
}
