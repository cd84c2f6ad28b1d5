import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import type { WebhookFieldsFragment } from '../../graphql/generated-lazy';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';
import { useRotateWebhookSecret, useSendTestWebhook } from './api/webhookMutations';
import { formatTime } from './eventNames';
import { WebhookSecret } from './WebhookSecret';

export const TEST_ERROR = 'Could not send the test event.';
export const ROTATE_ERROR = 'Could not rotate the secret.';

/** An endpoint's "Send test event" and "Rotate secret"; a rotation's new secret is shown here once. */
export function WebhookActions({ webhook }: { webhook: WebhookFieldsFragment }) {
  const toast = useToast();
  const [secret, setSecret] = useState<string | null>(null);
  const [sendTest, testing] = useSendTestWebhook();
  const [rotate, rotating] = useRotateWebhookSecret();
  const onTest = async () => {
    try {
      await sendTest({ variables: { id: webhook.id } });
      toast({ title: 'Test event queued', message: 'It shows in the deliveries.', variant: 'success' });
    } catch (failure) {
      toast({ title: TEST_ERROR, message: readError(failure, TEST_ERROR).message, variant: 'destructive' });
    }
  };
  const onRotate = async () => {
    try {
      const result = await rotate({ variables: { id: webhook.id } });
      setSecret(result.data?.rotateWebhookSecret.secret ?? null);
    } catch (failure) {
      toast({ title: ROTATE_ERROR, message: readError(failure, ROTATE_ERROR).message, variant: 'destructive' });
    }
  };
  const until = webhook.previousSecretExpiresAt;
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<SendIcon />}
          disabled={testing.loading}
          onClick={() => void onTest()}
          aria-label={`Send test event to ${webhook.url}`}
          sx={{ minHeight: 44 }}
        >
          Send test event
        </Button>
        <Button
          startIcon={<KeyIcon />}
          disabled={rotating.loading}
          onClick={() => void onRotate()}
          aria-label={`Rotate secret of ${webhook.url}`}
          sx={{ minHeight: 44 }}
        >
          Rotate secret
        </Button>
      </Stack>
      {secret && (
        <WebhookSecret title={`New signing secret for ${webhook.url}`} secret={secret} onClose={() => setSecret(null)}>
          Copy it now: it is shown this once.
          {until && (
            <>
              {' '}
              Until <time dateTime={until}>{formatTime(until)}</time> deliveries are signed with the previous secret
              too, so receivers can switch without missing one.
            </>
          )}
        </WebhookSecret>
      )}
    </Box>
  );
}
