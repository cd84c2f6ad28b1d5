import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DoneIcon from '@mui/icons-material/Done';
import type { NotificationFieldsFragment } from '../../graphql/generated';
import { RouterLink } from '../../components/RouterLink';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { KindIcon } from './kindIcons';
import { timeAgo } from '../../lib/timeAgo';
import { formatDate } from '../../lib/dates';

/** Only a path of this app is followed ("/product/ID"); anything else stays plain text. */
export function internalLink(link: string | null | undefined): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/**
 * The row's content: its kind's icon with the unread dot, the sentence (plain, one line, three on a phone:
 * enough for a price drop's two prices after a long title), and when.
 */
function RowContent({ notification, now }: { notification: NotificationFieldsFragment; now: number }) {
  const unread = !notification.isRead;
  return (
    <>
      {/* The unread dot sits on the icon's corner, as in the apps students know; read out as "Unread". */}
      <Box sx={{ position: 'relative', flexShrink: 0 }}>
        <KindIcon kind={notification.kind} />
        {unread && (
          <Box
            component="span"
            aria-hidden
            data-testid="unread-dot"
            sx={{
              position: 'absolute',
              top: -1,
              right: -1,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              border: 2,
              borderColor: 'background.paper',
            }}
          />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="span"
          title={notification.message}
          sx={{
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: { xs: 3, sm: 1 },
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {notification.message}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          <time dateTime={notification.createdAt} title={formatDate(notification.createdAt) || undefined}>
            {timeAgo(notification.createdAt, now)}
          </time>
        </Typography>
      </Box>
      {unread && <VisuallyHidden>Unread</VisuallyHidden>}
    </>
  );
}

const rowSx = {
  flex: 1,
  minWidth: 0,
  minHeight: 64,
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: { xs: 1.5, sm: 2 },
  py: 1,
  color: 'text.primary',
  textDecoration: 'none',
} as const;

/**
 * One notification: a row that is its link as a whole (at least 64 px tall) when it leads
 * somewhere, and, while unread, a Mark as Read button of its own (44 px; the icon alone on a phone).
 */
export function NotificationItem({
  notification,
  now,
  onRead,
}: {
  notification: NotificationFieldsFragment;
  now: number;
  onRead: (n: NotificationFieldsFragment) => void;
}) {
  const unread = !notification.isRead;
  const link = internalLink(notification.link);
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pr: unread ? { xs: 0.5, sm: 1.5 } : 0,
        bgcolor: unread ? 'action.hover' : 'transparent',
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      {link ? (
        <Link
          component={RouterLink}
          to={link}
          underline="none"
          onClick={() => unread && onRead(notification)}
          sx={{
            ...rowSx,
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: '-3px' },
          }}
        >
          <RowContent notification={notification} now={now} />
        </Link>
      ) : (
        <Box sx={rowSx}>
          <RowContent notification={notification} now={now} />
        </Box>
      )}
      {unread && (
        <Button
          variant="outlined"
          size="small"
          aria-label="Mark as Read"
          onClick={() => onRead(notification)}
          sx={{ flexShrink: 0, minWidth: 44, minHeight: 44, px: { xs: 0, sm: 1.5 }, gap: 0.75 }}
        >
          <DoneIcon fontSize="small" aria-hidden />
          <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
            Mark as Read
          </Box>
        </Button>
      )}
    </Box>
  );
}
