import { Suspense } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import { Availability, SetProductAvailabilityDocument } from '../../graphql/generated';
import { readError } from '../../lib/errors';
import { lazyWithRetry } from '../../lib/lazyWithRetry';
import { useDrawnOnOpen } from '../../lib/useDrawnOnOpen';
import { useToast } from '../../lib/useToast';
import { afterAvailabilityChange } from './productCache';

// MUI's dialog is a good part of a listing page's code, for the one press that needs it: it loads then.
const MarkSoldDialog = lazyWithRetry('MarkSoldDialog', () =>
  import('./MarkSoldDialog').then((module) => ({ default: module.MarkSoldDialog })),
);

interface Props {
  product: { id: string; title: string; availability: Availability };
  size?: 'small' | 'medium' | 'large';
  /** Stack the buttons (a narrow column) or lay them in a row. */
  direction?: 'row' | 'column';
}

const TOUCH = { minHeight: 44, minWidth: 44 } as const;

/**
 * What AvailabilityControl's buttons do, for a caller that lays them out itself (the phone's menu on
 * "Your products"): `mark` for reserved or available, `askSold` to open the Mark sold confirmation,
 * and `dialog`, the confirmation, to render beside the caller's controls.
 */
export function useAvailabilityActions(product: Props['product']) {
  const confirm = useDrawnOnOpen();
  const [setAvailability, { loading }] = useMutation(SetProductAvailabilityDocument);
  const toast = useToast();

  const mark = async (availability: Availability) => {
    try {
      const result = await setAvailability({
        variables: { id: product.id, availability },
        update: (cache) => afterAvailabilityChange(cache, availability),
      });
      toast({ title: result.data?.setProductAvailability.message ?? 'Saved', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not change the listing.',
        message: readError(error, 'Please try again.').message,
        variant: 'destructive',
      });
    } finally {
      confirm.hide();
    }
  };

  const dialog = confirm.drawn && (
    <Suspense fallback={null}>
      <MarkSoldDialog
        product={product}
        open={confirm.open}
        saving={loading}
        onCancel={confirm.hide}
        onConfirm={() => void mark(Availability.Sold)}
      />
    </Suspense>
  );
  return { mark, loading, askSold: confirm.show, dialog };
}

/**
 * The seller's buttons on an approved listing (docs/product.md#reserved-and-sold): Mark reserved
 * or Mark available again, and Mark sold, which asks first because it is final. A sold listing
 * has none. The server answers the product, so its card and page follow in the cache; marking it
 * sold also drops the cached lists, which no longer hold it.
 */
export function AvailabilityControl({ product, size = 'small', direction = 'row' }: Props) {
  const { mark, loading, askSold, dialog } = useAvailabilityActions(product);
  if (product.availability === Availability.Sold) return null;

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
          onClick={askSold}
          aria-label={`Mark sold: ${product.title}`}
          sx={TOUCH}
        >
          Mark sold
        </Button>
      </Stack>
      {dialog}
    </>
  );
}
