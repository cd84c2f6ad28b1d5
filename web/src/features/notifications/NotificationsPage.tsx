import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { NotificationsDocument, type NotificationFieldsFragment } from '../../graphql/generated';
import { LoadingView } from '../../components/LoadingView';
import { PageContainer } from '../../components/PageContainer';
import { useNow } from '../../lib/discount';
import { readError } from '../../lib/errors';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { useToast } from '../../lib/useToast';
import { PagedList } from '../../components/PagedList';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './api/notificationMutations';
import { NotificationItem } from './NotificationItem';
import { RetryAlert } from '../../components/RetryAlert';

export const PAGE_SIZE = 20;
export const FETCH_ERROR = 'Error fetching notifications';
export const MARK_ERROR = 'Error marking notification as read';

/**
 * /notification: the unread count, Mark all as read, and the list newest first (pushed ones are
 * prepended live by NotificationsListener). Mark as Read, and following an item's link, make it
 * read; the count drops by one at once.
 */
export default function NotificationsPage() {
  const paged = usePagedQuery(NotificationsDocument, {
    field: 'notifications',
    loadMoreFallback: FETCH_ERROR,
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    errorPolicy: 'all',
  });
  const markRead = useMarkNotificationRead();
  const [markAll, { loading: markingAll }] = useMarkAllNotificationsRead();
  const toast = useToast();
  const now = useNow();

  const read = (notification: NotificationFieldsFragment) => {
    if (notification.isRead) return;
    markRead(notification.id).catch((failure: unknown) =>
      toast({ title: MARK_ERROR, message: readError(failure, MARK_ERROR).message, variant: 'destructive' }),
    );
  };

  const readAll = async () => {
    try {
      const result = await markAll();
      toast({
        title: result.data?.markAllNotificationsRead.message ?? 'All notifications marked as read',
        variant: 'success',
      });
    } catch (failure) {
      toast({ title: MARK_ERROR, message: readError(failure, MARK_ERROR).message, variant: 'destructive' });
    }
  };

  const { data, connection, refetch } = paged;
  const unread = data?.unreadNotificationCount ?? 0;

  const body = (
    <PagedList
      paged={paged}
      loading={<LoadingView minHeight="30vh" />}
      error={(error) => <RetryAlert message={readError(error, FETCH_ERROR).message} onRetry={refetch} />}
      empty={
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
          <NotificationsNoneIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h3" component="p" sx={{ mt: 1, fontSize: '1.25rem' }}>
            No notifications yet.
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            You will hear here when a moderator reviews your listings or answers your requests.
          </Typography>
        </Paper>
      }
    >
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box component="ul" aria-label="Notifications" sx={{ m: 0, p: 0 }}>
          {connection?.nodes.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={now} onRead={read} />
          ))}
        </Box>
      </Paper>
    </PagedList>
  );

  return (
    <PageContainer title="Notifications">
      {connection && (
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
        >
          <Typography aria-live="polite" color="text.secondary" sx={{ fontWeight: 600 }}>
            {unread} unread
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DoneAllIcon />}
            disabled={unread === 0 || markingAll}
            onClick={() => void readAll()}
            sx={{ minHeight: 44 }}
          >
            Mark all as read
          </Button>
        </Stack>
      )}
      {body}
    </PageContainer>
  );
}
