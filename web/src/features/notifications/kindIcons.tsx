import Box from '@mui/material/Box';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SavedSearchOutlinedIcon from '@mui/icons-material/SavedSearchOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { NotificationKind } from '../../graphql/generated';

type Tone = 'success' | 'error' | 'warning' | 'info' | 'primary';

/**
 * One icon and colour per kind of notification (docs/product.md#notifications). Typed over every
 * kind of the schema, so a new kind does not compile until it has its line here; a kind the server
 * knows and this build does not yet shows the bell.
 */
export const KIND_ICONS: Record<NotificationKind, { Icon: typeof NotificationsNoneIcon; tone: Tone }> = {
  PRODUCT_APPROVED: { Icon: CheckCircleOutlinedIcon, tone: 'success' },
  PRODUCT_REJECTED: { Icon: HighlightOffIcon, tone: 'error' },
  PRODUCT_REMOVED: { Icon: DeleteOutlineOutlinedIcon, tone: 'error' },
  ROLE_REQUEST: { Icon: PersonAddAlt1OutlinedIcon, tone: 'info' },
  ROLE_DECIDED: { Icon: VerifiedUserOutlinedIcon, tone: 'primary' },
  PENDING_REVIEW: { Icon: HourglassTopOutlinedIcon, tone: 'warning' },
  PRODUCT_RESERVED: { Icon: LockClockOutlinedIcon, tone: 'warning' },
  PRODUCT_AVAILABLE: { Icon: EventAvailableOutlinedIcon, tone: 'success' },
  PRODUCT_SOLD: { Icon: HandshakeOutlinedIcon, tone: 'info' },
  PRICE_DROP: { Icon: TrendingDownIcon, tone: 'success' },
  SAVED_SEARCH: { Icon: SavedSearchOutlinedIcon, tone: 'info' },
  REPORT_OUTCOME: { Icon: FlagOutlinedIcon, tone: 'info' },
  PRODUCT_TAKEN_DOWN: { Icon: GppBadOutlinedIcon, tone: 'error' },
  PRODUCT_HIDDEN: { Icon: VisibilityOffOutlinedIcon, tone: 'warning' },
};

const FALLBACK = { Icon: NotificationsNoneIcon, tone: 'primary' as Tone };

/** The round icon at the start of a notification row: decorative, the text says it all. */
export function KindIcon({ kind }: { kind: NotificationKind | string }) {
  const { Icon, tone } = KIND_ICONS[kind as NotificationKind] ?? FALLBACK;
  return (
    <Box
      aria-hidden
      data-kind={kind}
      sx={{
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: `${tone}.main`,
        // A tint of the icon's own colour, in either theme.
        bgcolor: 'color-mix(in srgb, currentColor 14%, transparent)',
      }}
    >
      <Icon fontSize="small" />
    </Box>
  );
}
