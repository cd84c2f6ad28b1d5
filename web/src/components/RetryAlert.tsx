import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A load that failed: the reason, and a way to ask again without reloading the page. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => Promise<unknown> }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry().catch(() => undefined)}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
