import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { ProductEventAction, ProductHistoryDocument, type ProductHistoryQuery } from '../../graphql/generated-lazy';
import { useAuth } from '../../lib/auth/authContext';
import { readError } from '../../lib/errors';
import { formatDate } from '../../lib/dates';

type HistoryEvent = NonNullable<ProductHistoryQuery['product']>['history'][number];

/** What happened, in words (docs/product.md#moderation-history). */
const ACTION_TEXT: Record<ProductEventAction, string> = {
  [ProductEventAction.Submitted]: 'Listed for review',
  [ProductEventAction.Edited]: 'Edited, sent back to review',
  [ProductEventAction.Approved]: 'Approved',
  [ProductEventAction.Rejected]: 'Rejected',
  [ProductEventAction.Reserved]: 'Marked reserved',
  [ProductEventAction.Available]: 'Marked available',
  [ProductEventAction.Sold]: 'Marked sold',
  [ProductEventAction.ReportsDismissed]: 'Reports dismissed',
  [ProductEventAction.TakenDown]: 'Taken down after reports',
};

function EventLine({ event, myId }: { event: HistoryEvent; myId: string | undefined }) {
  const who = event.actorId && event.actorId === myId ? 'you' : event.actorName;
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {ACTION_TEXT[event.action]} by {who}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {event.from ? `${event.from} → ${event.to}` : event.to} ·{' '}
        <time dateTime={event.createdAt}>{formatDate(event.createdAt)}</time>
      </Typography>
      {event.reason && (
        <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
          Reason: {event.reason}
        </Typography>
      )}
    </Box>
  );
}

function HistoryList({ productId }: { productId: string }) {
  const { user } = useAuth();
  // Fresh on each opening: a decision since then shows without a reload.
  const { data, loading, error } = useQuery(ProductHistoryDocument, {
    variables: { id: productId },
    fetchPolicy: 'cache-and-network',
  });
  const events = data?.product?.history;
  if (!events && loading) return <Skeleton variant="rounded" height={56} />;
  if (!events && error)
    return (
      <Alert severity="error" sx={{ py: 0 }}>
        {readError(error, 'Could not load the history.').message}
      </Alert>
    );
  if (!events?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing recorded yet.
      </Typography>
    );
  // Newest first: the latest decision is what the reader looks for.
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {[...events].reverse().map((e) => (
        <EventLine key={e.id} event={e} myId={user?.id} />
      ))}
    </Box>
  );
}

/**
 * A listing's moderation history behind a "History" toggle: for its seller (staff read as "a
 * moderator") and for staff (names). Loaded only once opened.
 */
export function ProductHistory({
  productId,
  title,
  defaultOpen = false,
}: {
  productId: string;
  /** The listing's title, naming the toggle apart from its neighbours' in a list ("History of Desk lamp"). */
  title?: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Box>
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={title ? `History of ${title}` : undefined}
        startIcon={<HistoryIcon />}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ minHeight: 44, px: 1, ml: -1 }}
      >
        History
      </Button>
      <Collapse in={open} unmountOnExit id={panelId}>
        <Box sx={{ pt: 0.5 }}>
          <HistoryList productId={productId} />
        </Box>
      </Collapse>
    </Box>
  );
}
