import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { isNetworkFailure, isOffline, readError } from '../lib/errors';
import { useAutoRetry } from '../lib/useAutoRetry';
import { useOnline } from '../lib/useOnline';

interface Props {
  /** What failed, in the student's words ("Error fetching product"): shown when the server said nothing better. */
  message: string;
  /** The load's error: offline, the alert says so; a server's message replaces `message`. */
  error?: unknown;
  onRetry: () => Promise<unknown>;
}

/**
 * A load that failed: why, and a way to ask again without reloading the page. Offline it says so
 * ("You're offline"); a load that got no answer asks again by itself (useAutoRetry: when the network
 * comes back, when the student returns to the tab, and after growing waits). Never the raw error.
 */
export function RetryAlert({ message, error, onRetry }: Props) {
  const online = useOnline();
  const offline = !online || isOffline(error);
  useAutoRetry(onRetry, offline || isNetworkFailure(error));
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
