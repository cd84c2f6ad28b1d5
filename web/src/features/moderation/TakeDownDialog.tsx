import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MAX_REPORT_TEXT } from '../../components/reports/reportReasons';
import { muiField } from '../../lib/muiField';

/** Asks for the reason of a take-down: required, as the server has it, and shown to the seller. */
export function TakeDownDialog({
  title,
  open,
  onCancel,
  onTakeDown,
}: {
  title: string;
  open: boolean;
  onCancel: () => void;
  onTakeDown: (reason: string) => void;
}) {
  const { register, handleSubmit, formState, reset, watch } = useForm<{ reason: string }>({
    defaultValues: { reason: '' },
  });
  const reason = watch('reason');
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => reset() } }}
      aria-labelledby="take-down-dialog-title"
    >
      <form onSubmit={(e) => void handleSubmit((v) => onTakeDown(v.reason.trim()))(e)} noValidate>
        <DialogTitle id="take-down-dialog-title">Take down “{title}”?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The listing is rejected with your reason, which the seller reads; they can fix it and send it for review
            again. Reporters are told it was taken down, and the seller never learns who reported.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            label="Reason for the seller"
            {...muiField(
              register('reason', {
                validate: (v) => (v.trim() ? true : 'Give the seller a reason'),
                maxLength: { value: MAX_REPORT_TEXT, message: `At most ${MAX_REPORT_TEXT} characters` },
              }),
            )}
            error={!!formState.errors.reason}
            helperText={formState.errors.reason?.message ?? `${reason.length}/${MAX_REPORT_TEXT}`}
            slotProps={{ htmlInput: { maxLength: MAX_REPORT_TEXT } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, '& .MuiButton-root': { minHeight: 44 } }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" color="error">
            Take down
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
