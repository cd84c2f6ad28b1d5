import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import { Availability, SetProductAvailabilityDocument } from '../../graphql/generated';
import { readError } from '../../lib/errors';
import { useToast } from '../../lib/useToast';

interface Props {
  product: { id: string; title: string; availability: Availability };
  size?: 'small' | 'medium' | 'large';
  /** Stack the buttons (a narrow column) or lay them in a row. */
  direction?: 'row' | 'column';
}

const TOUCH = { minHeight: 44, minWidth: 44 } as const;

/**
 * The seller's buttons on an approved listing (docs/product.md#reserved-and-sold): Mark reserved
 * or Mark available again, and Mark sold, which asks first because it is final. A sold listing
 * has none. The server answers the product, so its card and page follow in the cache; marking it
 * sold also drops the cached lists, which no longer hold it.
 */
export function AvailabilityControl({ product, size = 'small', direction = 'row' }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [setAvailability, { loading }] = useMutation(SetProductAvailabilityDocument);
  const toast = useToast();
  if (product.availability === Availability.Sold) return null;

  const mark = async (availability: Availability) => {
    try {
      const result = await setAvailability({
        variables: { id: product.id, availability },
        update: (cache) => {
          if (availability !== Availability.Sold) return;
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'products' });
          cache.gc();
        },
      });
      toast({ title: result.data?.setProductAvailability.message ?? 'Saved', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not change the listing.',
        message: readError(error, 'Please try again.').message,
        variant: 'destructive',
      });
    } finally {
      setConfirming(false);
    }
  };

  const reserved = product.availability === Availability.Reserved;
  return (
    <>
      <Stack direction={direction} spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size={size}
          variant="outlined"
          disabled={loading}
          startIcon={reserved ? <EventAvailableOutlinedIcon /> : <LockClockOutlinedIcon />}
          onClick={() => void mark(reserved ? Availability.Available : Availability.Reserved)}
          aria-label={`${reserved ? 'Mark available' : 'Mark reserved'}: ${product.title}`}
          sx={TOUCH}
        >
          {reserved ? 'Mark available' : 'Mark reserved'}
        </Button>
        <Button
          size={size}
          variant="outlined"
          disabled={loading}
          startIcon={<HandshakeOutlinedIcon />}
          onClick={() => setConfirming(true)}
          aria-label={`Mark sold: ${product.title}`}
          sx={TOUCH}
        >
          Mark sold
        </Button>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => !loading && setConfirming(false)}
        aria-labelledby={`sold-${product.id}-title`}
      >
        <DialogTitle id={`sold-${product.id}-title`}>Mark “{product.title}” as sold?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This is final: the listing leaves the lists and search, it can no longer be edited or marked available
            again, and whoever saved it is told. Its page stays, marked Sold.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={loading}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void mark(Availability.Sold)} disabled={loading}>
            {loading ? 'Saving...' : 'Mark sold'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
