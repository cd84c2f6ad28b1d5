import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { isOffline, readError } from '../lib/errors';
import { useOnline, whenBackOnline } from '../lib/useOnline';

interface Props {
  /** What failed, in the student's words ("Error fetching product"): shown when the server said nothing better. */
  message: string;
  /** The load's error: offline, the alert says so; a server's message replaces `message`. */
  error?: unknown;
  onRetry: () => Promise<unknown>;
}

/**
 * A load that failed: why, and a way to ask again without reloading the page. Offline it says so
 * ("You're offline") and asks again by itself when the network comes back. Never the raw error.
 */
export function RetryAlert({ message, error, onRetry }: Props) {
  const online = useOnline();
  const offline = !online || isOffline(error);
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });
  useEffect(() => (offline ? whenBackOnline(() => void retry.current().catch(() => undefined)) : undefined), [offline]);
  return (
    <Alert
      severity={offline ? 'warning' : 'error'}
      icon={offline ? <CloudOffIcon fontSize="inherit" /> : undefined}
      action={
        <Button color="inherit" onClick={() => void onRetry().catch(() => undefined)} sx={{ minHeight: 44 }}>
          Try again
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {offline ? (
        <>
          <AlertTitle>You&apos;re offline</AlertTitle>
          Check your connection and try again.
        </>
      ) : (
        readError(error ?? null, message).message
      )}
    </Alert>
  );
}
