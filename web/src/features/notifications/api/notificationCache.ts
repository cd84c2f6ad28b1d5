import type { ApolloCache, Reference } from '@apollo/client';
import { NotificationFieldsFragmentDoc, type NotificationFieldsFragment } from '../../../graphql/generated';

interface NotificationPage {
  nodes: readonly Reference[];
  totalCount: number;
  [field: string]: unknown;
}

/**
 * A notification pushed live: prepended to the cached list (when one is cached) and counted in
 * the unread count. Returns false, changing nothing, when the cache already knows it (a refetch
 * that raced the push).
 */
export function addNotification(cache: ApolloCache, notification: NotificationFieldsFragment): boolean {
  const id = cache.identify({ __typename: 'Notification', id: notification.id });
  if (id && cache.readFragment({ id, fragment: NotificationFieldsFragmentDoc })) return false;
  const ref = cache.writeFragment({
    fragment: NotificationFieldsFragmentDoc,
    data: { ...notification, __typename: 'Notification' } as NotificationFieldsFragment,
  });
  if (!ref) return false;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      notifications(existing) {
        const page = existing as NotificationPage;
        return { ...page, nodes: [ref, ...page.nodes], totalCount: page.totalCount + 1 };
      },
      unreadNotificationCount(count) {
        return notification.isRead ? count : (count as number) + 1;
      },
    },
  });
  return true;
}

/** One fewer unread (after Mark as Read of an unread one). */
export function countOneRead(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: { unreadNotificationCount: (count) => Math.max(0, (count as number) - 1) },
  });
}

/** After "Mark all as read": every cached notification read, none unread. */
export function markAllReadInCache(cache: ApolloCache): void {
  let refs: readonly Reference[] = [];
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      notifications(existing) {
        refs = (existing as NotificationPage).nodes;
        return existing;
      },
      unreadNotificationCount: () => 0,
    },
  });
  for (const ref of refs) cache.modify({ id: cache.identify(ref), fields: { isRead: () => true } });
}
