import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../../lib/money';
import { VisuallyHidden } from '../VisuallyHidden';

interface Props {
  price: number;
  effectivePrice: number;
  /** Whether to show the discounted price with the original struck through. */
  discounted: boolean;
  size?: 'medium' | 'large';
}

/** The price in ₹; with a running discount, the lower price and the original struck through. */
export function Price({ price, effectivePrice, discounted, size = 'medium' }: Props) {
  const large = size === 'large';
  const shown = discounted ? effectivePrice : price;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: large ? '2rem' : '1.25rem', color: 'text.primary' }}
      >
        {discounted && <VisuallyHidden>Price </VisuallyHidden>}
        {formatRupees(shown)}
      </Typography>
      {discounted && (
        <Typography component="s" sx={{ color: 'text.secondary', fontSize: large ? '1.2rem' : '0.95rem' }}>
          <VisuallyHidden>Original price </VisuallyHidden>
          {formatRupees(price)}
        </Typography>
      )}
    </Box>
  );
}
