import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { RetryAlert } from '../../../components/RetryAlert';

export function ResultsSpinner() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden size={36} />
      <Typography color="text.secondary">Loading products…</Typography>
    </Box>
  );
}

/** The list could not be loaded: why (offline, or the server's words) and Try again. */
export function ResultsError({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => Promise<unknown>;
}) {
  return (
    <Box sx={{ my: 2 }}>
      <RetryAlert message={message} error={error} onRetry={onRetry} />
    </Box>
  );
}

export function NoResults({ hint }: { hint?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h3" component="p" sx={{ mt: 1 }}>
        No products found
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
