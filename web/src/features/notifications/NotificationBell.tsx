import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { UnreadNotificationCountDocument } from '../../graphql/generated';
import { useAuth } from '../../lib/auth/authContext';
import { RouterLink } from '../../components/RouterLink';
import { Tooltip } from '../../components/Tooltip';

/**
 * The signed-in user's unread count, shared through the cache by the bell, the side menu and the
 * /notification page; the listener raises it live and Mark as Read lowers it.
 */
export function useUnreadCount(): number {
  const { user } = useAuth();
  // errorPolicy 'all': a failed count is shown as 0 and never rejects a client.resetStore() (sign-out
  // refetches the active queries while the session is already gone).
  const { data } = useQuery(UnreadNotificationCountDocument, { skip: !user?.isVerified, errorPolicy: 'all' });
  return data?.unreadNotificationCount ?? 0;
}

export function bellLabel(count: number): string {
  return `Notifications, ${count} unread`;
}

/** The top bar's bell: a link to /notification with the live unread count; a 44 px target. */
export function NotificationBell() {
  const count = useUnreadCount();
  return (
    <Tooltip title="Notifications" describeChild>
      <IconButton
        color="inherit"
        component={RouterLink}
        to="/notification"
        aria-label={bellLabel(count)}
        sx={{ minWidth: 44, minHeight: 44 }}
      >
        <Badge badgeContent={count} color="error" max={99} aria-hidden>
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
