import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import { copyText } from '../lib/clipboard';
import { useToast } from '../lib/useToast';

/**
 * Copies a secret shown once (a new API token, a webhook's signing secret) and says whether it
 * worked; where the browser refuses, the toast asks to select it by hand.
 */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const toast = useToast();
  const onCopy = async () => {
    const copied = await copyText(text);
    toast(
      copied
        ? { title: `${what} copied`, variant: 'success' }
        : { title: `Could not copy: select the ${what.toLowerCase()} and copy it`, variant: 'destructive' },
    );
  };
  return (
    <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void onCopy()} sx={{ minHeight: 44 }}>
      {label}
    </Button>
  );
}
