import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';

export function ResultsSpinner() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-hidden size={36} />
      <Typography color="text.secondary">Loading products…</Typography>
    </Box>
  );
}

export function ResultsError({ children }: { children: ReactNode }) {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {children}
    </Alert>
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
