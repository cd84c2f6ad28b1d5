import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export const MAX_REASON = 500;

/**
 * Asks for the reason before rejecting: optional, as the server has it (up to 500 characters,
 * docs/product.md#listings), and shown to the seller on their products and in the notification.
 */
export function RejectDialog({
  title,
  open,
  onCancel,
  onReject,
}: {
  title: string;
  open: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setReason('') } }}
      aria-labelledby="reject-dialog-title"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onReject(reason.trim());
        }}
      >
        <DialogTitle id="reject-dialog-title">Reject “{title}”?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The seller is told, with your reason if you give one, and can fix the listing and send it again.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
            helperText={`${reason.length}/${MAX_REASON}`}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, '& .MuiButton-root': { minHeight: 44 } }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" color="error">
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
