import { useMutation } from '@apollo/client/react';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  type MarkNotificationReadMutation,
} from '../../../graphql/generated';
import { countOneRead, markAllReadInCache } from './notificationCache';

/** Mark as Read of one unread notification: the row turns read and the unread count drops by one. */
export function useMarkNotificationRead() {
  const [markRead] = useMutation(MarkNotificationReadDocument);
  return (id: string) =>
    markRead({
      variables: { id },
      // __typename lets the cache find the entry, so the row turns read before the server answers.
      optimisticResponse: {
        markNotificationRead: {
          __typename: 'Notification',
          id,
          isRead: true,
        } as MarkNotificationReadMutation['markNotificationRead'],
      },
      update: (cache) => countOneRead(cache),
    });
}

/** "Mark all as read": every cached notification read once the server agrees. */
export function useMarkAllNotificationsRead() {
  const [markAll, state] = useMutation(MarkAllNotificationsReadDocument);
  return [() => markAll({ update: (cache) => markAllReadInCache(cache) }), state] as const;
}
