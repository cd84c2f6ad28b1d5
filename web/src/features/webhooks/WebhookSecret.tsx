import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CopyButton } from '../../components/CopyButton';

/** A signing secret the server answers once (a new endpoint, a rotation): shown to copy, never again. */
export function WebhookSecret({
  title,
  secret,
  children,
  onClose,
}: {
  title: string;
  secret: string;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <Alert
      severity="success"
      // The message box scrolls sideways by default; the secret wraps instead (no scroll region without a focusable).
      sx={{ mb: 2, '& .MuiAlert-message': { overflow: 'visible', minWidth: 0 } }}
      onClose={onClose}
    >
      <AlertTitle sx={{ overflowWrap: 'anywhere' }}>{title}</AlertTitle>
      {children}
      <Box
        component="code"
        aria-label="Signing secret"
        sx={{
          display: 'block',
          mt: 1,
          p: 1,
          fontSize: '0.85rem',
          overflowWrap: 'anywhere',
          bgcolor: 'action.hover',
        }}
      >
        {secret}
      </Box>
      <Box sx={{ mt: 1 }}>
        <CopyButton text={secret} label="Copy secret" what="Secret" />
      </Box>
    </Alert>
  );
}
