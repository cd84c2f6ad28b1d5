import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import type { ReactNode } from 'react';
import { copyText } from '../../lib/clipboard';
import { useToast } from '../../lib/useToast';

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
  const toast = useToast();
  const onCopy = async () => {
    const copied = await copyText(secret);
    toast(
      copied
        ? { title: 'Secret copied', variant: 'success' }
        : { title: 'Could not copy: select the secret and copy it', variant: 'destructive' },
    );
  };
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
      <Button
        variant="outlined"
        size="small"
        startIcon={<ContentCopyIcon />}
        onClick={() => void onCopy()}
        sx={{ mt: 1, minHeight: 44 }}
      >
        Copy secret
      </Button>
    </Alert>
  );
}
