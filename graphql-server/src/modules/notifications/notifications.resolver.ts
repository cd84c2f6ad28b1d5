import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { ServiceContext } from '../../core/service-context';
import type { NotificationsService, NotificationView } from './notifications.service';
import { MarkAllReadPayload, NotificationConnectionType, NotificationType } from './notification.types';
import { RequireScope } from '../../core/require-scope';

/** The services these resolvers call. */
type NotificationsContext = ServiceContext<{ notifications: NotificationsService }>;

/** Thin adapter over NotificationsService. */
@Resolver()
export class NotificationsResolver {
  @Query(() => NotificationConnectionType, {
    description: "The signed-in user's notifications, newest first; first defaults to 20, at most 100.",
  })
  @RequireScope('read:notifications')
  notifications(
    @Ctx() ctx: NotificationsContext,
    @Arg('first', () => Int, { nullable: true, description: 'How many to answer: 20 when absent, at most 100.' })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'PageInfo.endCursor of the previous page.' })
    after?: string | null,
  ) {
    return ctx.services.notifications.list(ctx, { first, after });
  }

  @Query(() => Int, { description: "How many of the signed-in user's notifications are unread (the bell's badge)." })
  @RequireScope('read:notifications')
  unreadNotificationCount(@Ctx() ctx: NotificationsContext) {
    return ctx.services.notifications.unreadCount(ctx);
  }

  @Mutation(() => NotificationType, {
    description: "Marks one of the signed-in user's notifications read and answers it; another user's id is NOT_FOUND.",
  })
  @RequireScope('write:notifications')
  async markNotificationRead(
    @Arg('id', () => ID, { description: "The notification's id." }) id: string,
    @Ctx() ctx: NotificationsContext,
  ) {
    return (await ctx.services.notifications.markRead(ctx, id)).notification;
  }

  @Mutation(() => MarkAllReadPayload, { description: "Marks all of the signed-in user's notifications read." })
  @RequireScope('write:notifications')
  markAllNotificationsRead(@Ctx() ctx: NotificationsContext) {
    return ctx.services.notifications.markAllRead(ctx);
  }

  @Subscription(() => NotificationType, {
    description: "The signed-in user's new notifications, on every open tab of theirs, from any server instance.",
    subscribe: ({ context }) => {
      const ctx = context as NotificationsContext;
      return ctx.services.notifications.added(ctx);
    },
  })
  @RequireScope('read:notifications')
  notificationAdded(@Root() notification: NotificationView): NotificationView {
    return notification;
  }
}
