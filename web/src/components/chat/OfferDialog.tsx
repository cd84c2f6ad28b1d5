import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { readError } from '../../lib/errors';
import { formatRupees } from '../../lib/money';
import { checkOfferAmount, OFFER_ERROR, SAFETY_TIP } from './chatText';

interface OfferForm {
  amount: string;
}

/**
 * The buyer's offer: an amount in rupees, more than 0, at most two decimals and at most what the
 * listing asks now (its effectivePrice). The same rules are checked here first; what the server
 * still refuses is shown on the field, and the dialog stays open with the amount typed.
 */
export function OfferDialog({
  open,
  onClose,
  productTitle,
  maxAmount,
  onOffer,
}: {
  open: boolean;
  onClose: () => void;
  productTitle: string;
  /** The listing's effectivePrice: the most an offer may be. */
  maxAmount: number;
  /** Sends the offer; a rejection is shown on the field. */
  onOffer: (amount: number) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OfferForm>({ defaultValues: { amount: '' } });

  useEffect(() => {
    if (open) reset({ amount: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ amount }) => {
    try {
      await onOffer(Number(amount.trim()));
      onClose();
    } catch (failure) {
      const info = readError(failure, OFFER_ERROR);
      setError('amount', { message: info.fields.amount ?? Object.values(info.fields)[0] ?? info.message });
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="offer-dialog-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="offer-dialog-title">Make an offer</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            For “{productTitle}”, listed at {formatRupees(maxAmount)}. The seller can accept or decline it; an
            unanswered offer expires.
          </Typography>
          <TextField
            label="Your offer"
            fullWidth
            autoFocus
            error={Boolean(errors.amount)}
            helperText={errors.amount?.message ?? ' '}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            }}
            {...register('amount', { validate: (value) => checkOfferAmount(value, maxAmount) ?? true })}
          />
          <Alert severity="info" sx={{ mt: 1 }}>
            {SAFETY_TIP}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ minHeight: 44 }}>
            {isSubmitting ? 'Sending…' : 'Send offer'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
