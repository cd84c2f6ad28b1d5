import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CopyButton } from '../../components/CopyButton';

/** The new token's secret, shown this once: a copy button, and a button to hide it for good. */
export function NewTokenSecret({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  return (
    <Alert
      severity="success"
      variant="outlined"
      role="status"
      sx={{ borderRadius: 3, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>Token “{name}” created</AlertTitle>
      Copy it now: it is not shown again. Other apps send it as <code>Authorization: Bearer &lt;token&gt;</code>.
      <Box
        component="output"
        aria-label="New API token"
        data-testid="new-token"
        sx={{
          display: 'block',
          mt: 1.5,
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '0.95rem',
          overflowWrap: 'anywhere',
          userSelect: 'all',
        }}
      >
        {token}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <CopyButton text={token} label="Copy token" what="Token" />
        <Button onClick={onDone} sx={{ minHeight: 44 }}>
          Done
        </Button>
      </Stack>
    </Alert>
  );
}
