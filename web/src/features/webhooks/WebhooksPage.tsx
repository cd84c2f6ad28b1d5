import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import { type WebhookFieldsFragment, WebhooksDocument } from '../../graphql/generated-lazy';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadingView } from '../../components/LoadingView';
import { PageContainer } from '../../components/PageContainer';
import { RetryAlert } from '../../components/RetryAlert';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { useDeleteWebhook } from './api/webhookMutations';
import { CreateWebhookForm } from './CreateWebhookForm';
import { EVENT_LABELS, formatTime } from './eventNames';
import { WebhookActions } from './WebhookActions';
import { WebhookDeliveries } from './WebhookDeliveries';

export const LIST_ERROR = 'Error fetching the webhooks.';
export const DELETE_ERROR = 'Could not delete the webhook.';

function WebhookRow({ webhook }: { webhook: WebhookFieldsFragment }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useDeleteWebhook(webhook);
  const onDelete = async () => {
    try {
      await remove({ variables: { id: webhook.id } });
      toast({ title: 'Webhook deleted', variant: 'success' });
    } catch (failure) {
      setConfirming(false);
      toast({ title: DELETE_ERROR, message: readError(failure, DELETE_ERROR).message, variant: 'destructive' });
    }
  };
  const urlId = `webhook-${webhook.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={urlId} sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 } }}>
      <Typography id={urlId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {webhook.url}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, my: 1 }}>
        {webhook.events.map((e) => (
          <Chip key={e} size="small" label={EVENT_LABELS[e].wire} />
        ))}
        <Chip
          size="small"
          variant="outlined"
          color={webhook.enabled ? 'success' : 'error'}
          label={webhook.enabled ? 'Enabled' : 'Disabled'}
        />
      </Stack>
      {!webhook.enabled && webhook.disabledReason && (
        <Typography variant="body2" color="error">
          {webhook.disabledReason}. Redeliver an event to enable it again.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Added <time dateTime={webhook.createdAt}>{formatTime(webhook.createdAt)}</time>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={`${urlId}-deliveries`}
          onClick={() => setOpen((o) => !o)}
          sx={{ minHeight: 44 }}
        >
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={loading}
          onClick={() => setConfirming(true)}
          aria-label={`Delete webhook ${webhook.url}`}
          sx={{ minHeight: 44 }}
        >
          Delete
        </Button>
      </Stack>
      <WebhookActions webhook={webhook} />
      <ConfirmDialog
        open={confirming}
        title="Delete this webhook?"
        message={`${webhook.url} is no longer told of events, and its delivery history goes. This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={loading}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
      <Collapse in={open} unmountOnExit>
        <Box id={`${urlId}-deliveries`} sx={{ mt: 2 }}>
          <WebhookDeliveries webhookId={webhook.id} url={webhook.url} />
        </Box>
      </Collapse>
    </Paper>
  );
}

/**
 * /admin/webhooks (admins, docs/product.md#webhooks): the endpoints other campus apps registered,
 * a form to add one (its secret shown once), and each one's deliveries with a Redeliver button, a
 * test event and secret rotation.
 */
export default function WebhooksPage() {
  const { data, loading, error, refetch } = useQuery(WebhooksDocument, { fetchPolicy: 'cache-and-network' });
  const hooks = data?.webhooks;
  let body;
  if (!hooks && loading) body = <LoadingView minHeight="20vh" />;
  else if (!hooks) body = <RetryAlert message={LIST_ERROR} error={error} onRetry={() => refetch()} />;
  else if (!hooks.length)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <WebhookIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h3" component="p" sx={{ mt: 1, fontSize: '1.25rem' }}>
          No webhooks yet.
        </Typography>
      </Paper>
    );
  else
    body = (
      <Box component="ul" aria-label="Webhooks" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {hooks.map((w) => (
          <WebhookRow key={w.id} webhook={w} />
        ))}
      </Box>
    );
  return (
    <PageContainer
      title="Webhooks"
      subtitle="Other campus apps are told of approved, removed and sold listings and role changes, signed with their secret."
    >
      <CreateWebhookForm />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        Endpoints
      </Typography>
      {body}
    </PageContainer>
  );
}
