import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  type WebhookDeliveryFieldsFragment,
  WebhookDeliveriesDocument,
  WebhookDeliveryStatus,
} from '../../graphql/generated-lazy';
import { PagedList } from '../../components/PagedList';
import { LoadingView } from '../../components/LoadingView';
import { RetryAlert } from '../../components/RetryAlert';
import { readError } from '../../lib/errors';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { useToast } from '../../lib/useToast';
import { DELIVERIES_PAGE as PAGE, useRedeliverWebhook } from './api/webhookMutations';
import { EVENT_LABELS, STATUS_LABELS, formatTime } from './eventNames';

export const DELIVERIES_ERROR = 'Error fetching the deliveries.';
export const REDELIVER_ERROR = 'Could not redeliver.';
/** How often an open list asks again while a delivery is about to be tried. */
export const POLL_MS = 2000;
/** A pending delivery whose next try is this close is watched too. */
const SOON_MS = 30_000;

/**
 * Whether the sender is about to try `d`: queued and not tried yet (a redelivery, a new event), or
 * its next retry is close (not long overdue: the sender is then away). The list then asks again until it is settled, so the status changes on
 * screen (Pending, then Delivered or a retry) without closing the list or reloading the page.
 */
function aboutToBeTried(d: WebhookDeliveryFieldsFragment, now: number): boolean {
  if (d.status !== WebhookDeliveryStatus.Pending) return false;
  return !d.attempts.length || (!!d.nextRetryAt && Math.abs(Date.parse(d.nextRetryAt) - now) < SOON_MS);
}

/** What the last attempt came to: the endpoint's status, or the network error. */
function lastAttempt(d: WebhookDeliveryFieldsFragment): string {
  const last = d.attempts[d.attempts.length - 1];
  if (!last) return 'Not sent yet';
  const outcome = last.statusCode !== null && last.statusCode !== undefined ? `HTTP ${last.statusCode}` : last.error;
  const tries = d.attempts.length === 1 ? '1 attempt' : `${d.attempts.length} attempts`;
  return `${tries}, last ${formatTime(last.attemptedAt)}: ${outcome ?? 'no answer'}`;
}

function DeliveryRow({ delivery, webhookId }: { delivery: WebhookDeliveryFieldsFragment; webhookId: string }) {
  const toast = useToast();
  const [redeliver, { loading }] = useRedeliverWebhook(webhookId);
  const status = STATUS_LABELS[delivery.status];
  const onRedeliver = async () => {
    try {
      const r = await redeliver({ variables: { deliveryId: delivery.id } });
      toast({ title: r.data?.redeliverWebhook.message ?? 'Delivery queued again', variant: 'success' });
    } catch (failure) {
      toast({ title: REDELIVER_ERROR, message: readError(failure, REDELIVER_ERROR).message, variant: 'destructive' });
    }
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: 1.5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="code" sx={{ fontWeight: 700 }}>
            {EVENT_LABELS[delivery.event].wire}
          </Typography>
          <Chip size="small" label={status.label} color={status.color} variant="outlined" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Event <time dateTime={delivery.createdAt}>{formatTime(delivery.createdAt)}</time>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {lastAttempt(delivery)}
        </Typography>
        {delivery.nextRetryAt && (
          <Typography variant="body2" color="text.secondary">
            Next try <time dateTime={delivery.nextRetryAt}>{formatTime(delivery.nextRetryAt)}</time>
          </Typography>
        )}
      </Box>
      <Box sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<ReplayIcon />}
          disabled={loading}
          onClick={() => void onRedeliver()}
          aria-label={`Redeliver ${EVENT_LABELS[delivery.event].wire} of ${formatTime(delivery.createdAt)}`}
          sx={{ minHeight: 44 }}
        >
          Redeliver
        </Button>
      </Box>
    </Paper>
  );
}

/** An endpoint's deliveries, newest first, with their status, last attempt, next try and a Redeliver button. */
export function WebhookDeliveries({ webhookId, url }: { webhookId: string; url: string }) {
  const paged = usePagedQuery(WebhookDeliveriesDocument, {
    field: 'webhookDeliveries',
    appendBy: (d) => d.id,
    loadMoreFallback: DELIVERIES_ERROR,
    variables: { webhookId, first: PAGE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { connection: page, loading, refetch, startPolling, stopPolling } = paged;
  const watching = !!page?.nodes.some((d) => aboutToBeTried(d, Date.now()));
  useEffect(() => {
    if (!watching) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [watching, startPolling, stopPolling]);
  return (
    // "Load more" is busy while the list polls too, so a page is not asked for during a refresh.
    <PagedList
      paged={{ ...paged, loadingMore: loading }}
      loading={<LoadingView minHeight="10vh" />}
      error={(failure) => <RetryAlert message={DELIVERIES_ERROR} error={failure} onRetry={() => refetch()} />}
      empty={
        <Typography color="text.secondary" sx={{ py: 1 }}>
          No deliveries yet: they appear when one of its events happens.
        </Typography>
      }
    >
      <Box component="ul" aria-label={`Deliveries to ${url}`} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {page?.nodes.map((d) => (
          <DeliveryRow key={d.id} delivery={d} webhookId={webhookId} />
        ))}
      </Box>
    </PagedList>
  );
}
