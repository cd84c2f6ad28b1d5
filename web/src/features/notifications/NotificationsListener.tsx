import { useSubscription } from '@apollo/client/react';
import { NotificationAddedDocument } from '../../graphql/generated';
import { useToast } from '../../lib/useToast';
import { addNotification } from './api/notificationCache';

/**
 * The one subscriber to `notificationAdded` (mounted by AuthProvider for a verified user), on the
 * app's single graphql-ws connection. Each push is prepended to the cached list, raises the
 * unread count and shows a toast. The push is not stored by Apollo itself ('no-cache') so that
 * `addNotification` can tell a new notification from one a refetch already brought.
 */
export function NotificationsListener() {
  const toast = useToast();
  useSubscription(NotificationAddedDocument, {
    fetchPolicy: 'no-cache',
    onData: ({ client, data }) => {
      const notification = data.data?.notificationAdded;
      if (notification && addNotification(client.cache, notification)) {
        toast({ title: 'New notification', message: notification.message, variant: 'info' });
      }
    },
  });
  return null;
}
