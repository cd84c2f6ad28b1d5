import { lazy, Suspense, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';

const ProductOfferDialog = lazy(() => import('./ProductOfferDialog'));

/**
 * The product page's second action beside Message seller, for a verified member who is not the
 * seller: opens the offer dialog (its code loads on the first press).
 */
export function MakeOfferButton({
  productId,
  productTitle,
  maxAmount,
  sx,
  size = 'large',
}: {
  productId: string;
  productTitle: string;
  /** The listing's effectivePrice: the most an offer may be. */
  maxAmount: number;
  sx?: ButtonProps['sx'];
  size?: ButtonProps['size'];
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        startIcon={<LocalOfferOutlinedIcon />}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        sx={{ minHeight: 48, ...sx }}
      >
        Make an offer
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ProductOfferDialog
            open={open}
            onClose={() => setOpen(false)}
            productId={productId}
            productTitle={productTitle}
            maxAmount={maxAmount}
          />
        </Suspense>
      )}
    </>
  );
}
