import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { ReportReason } from '../../../graphql/generated';
import { MAX_REPORT_TEXT, REPORT_REASONS, REPORT_REASON_LABELS } from '../../../components/reports/reportReasons';
import { muiField } from '../../../lib/muiField';

export interface ReportValues {
  reason: ReportReason | '';
  details: string;
}

/** What the server refused, by field (shown under it), or as a whole (in the dialog). */
export type ReportSubmit = (values: {
  reason: ReportReason;
  details: string;
}) => Promise<Record<string, string> | null>;

/**
 * The report form (docs/product.md#reports): a reason (radio buttons, required) and optional
 * details up to 500 characters. `onSubmit` answers the server's field errors, shown where they belong.
 */
export function ReportDialog({
  title,
  open,
  onClose,
  onSubmit,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: ReportSubmit;
}) {
  const { control, register, handleSubmit, formState, reset, setError, watch } = useForm<ReportValues>({
    defaultValues: { reason: '', details: '' },
  });
  const details = watch('details');
  const submit = handleSubmit(async (values) => {
    const fields = await onSubmit({ reason: values.reason as ReportReason, details: values.details.trim() });
    if (fields?.reason) setError('reason', { message: fields.reason });
    if (fields?.details) setError('details', { message: fields.details });
  });
  const busy = formState.isSubmitting;

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="report-dialog-title"
      slotProps={{ transition: { onExited: () => reset() } }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="report-dialog-title">Report “{title}”</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The moderators look at every report. The seller is never told who reported.
          </DialogContentText>
          <Controller
            name="reason"
            control={control}
            rules={{ required: 'Choose a reason' }}
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error} component="fieldset" sx={{ mb: 2, width: '100%' }}>
                <FormLabel component="legend">What is wrong with it?</FormLabel>
                <RadioGroup
                  name={field.name}
                  value={field.value}
                  onChange={(_, value) => field.onChange(value)}
                  onBlur={field.onBlur}
                >
                  {REPORT_REASONS.map((reason, i) => (
                    <FormControlLabel
                      key={reason}
                      value={reason}
                      label={REPORT_REASON_LABELS[reason]}
                      sx={{ minHeight: 44 }}
                      // The first radio takes focus when the form is sent without a reason.
                      control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <TextField
            fullWidth
            multiline
            minRows={3}
            label="Details (optional)"
            {...muiField(
              register('details', {
                maxLength: { value: MAX_REPORT_TEXT, message: `At most ${MAX_REPORT_TEXT} characters` },
              }),
            )}
            error={!!formState.errors.details}
            helperText={formState.errors.details?.message ?? `${details.length}/${MAX_REPORT_TEXT}`}
            slotProps={{ htmlInput: { maxLength: MAX_REPORT_TEXT } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, '& .MuiButton-root': { minHeight: 44 } }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {busy ? 'Sending...' : 'Send report'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
