import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { MarkAllReadPayload, NotificationConnectionType, NotificationType } from './notification.types';
import type { NotificationView } from './notifications.service';
import { RequireScope } from '../tokens/require-scope';

/** Thin adapter over NotificationsService. */
@Resolver()
export class NotificationsResolver {
  @Query(() => NotificationConnectionType, {
    description: "The signed-in user's notifications, newest first; first defaults to 20, at most 100.",
  })
  @RequireScope('read:notifications')
  notifications(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return ctx.services.notifications.list(ctx, { first, after });
  }

  @Query(() => Int)
  @RequireScope('read:notifications')
  unreadNotificationCount(@Ctx() ctx: GraphQLContext) {
    return ctx.services.notifications.unreadCount(ctx);
  }

  @Mutation(() => NotificationType)
  @RequireScope('write:notifications')
  async markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return (await ctx.services.notifications.markRead(ctx, id)).notification;
  }

  @Mutation(() => MarkAllReadPayload)
  @RequireScope('write:notifications')
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext) {
    return ctx.services.notifications.markAllRead(ctx);
  }

  @Subscription(() => NotificationType, {
    description: "The signed-in user's new notifications, on every open tab of theirs, from any server instance.",
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext;
      return ctx.services.notifications.added(ctx);
    },
  })
  @RequireScope('read:notifications')
  notificationAdded(@Root() notification: NotificationView): NotificationView {
    return notification;
  }
}
