import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '../../lib/money';
import { VisuallyHidden } from '../VisuallyHidden';

interface Props {
  price: number;
  effectivePrice: number;
  /** Whether to show the discounted price with the original struck through. */
  discounted: boolean;
  /** With a running discount, "17% off" beside the prices (cards). */
  percentOff?: number | null;
  size?: 'small' | 'medium' | 'large';
}

const PRICE_SIZE = { small: { xs: '1.05rem', sm: '1.2rem' }, medium: '1.25rem', large: '2rem' };
const STRUCK_SIZE = { small: '0.8rem', medium: '0.95rem', large: '1.2rem' };

/**
 * The price in ₹: one element holding "₹" and the digits, in bold. With a running discount, the
 * lower price, then the original struck through (and, given, the percentage off) beside it.
 */
export function Price({ price, effectivePrice, discounted, percentOff, size = 'medium' }: Props) {
  const shown = discounted ? effectivePrice : price;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: size === 'small' ? 0.75 : 1 }}>
      {discounted && <VisuallyHidden>Price </VisuallyHidden>}
      <Typography
        component="span"
        data-price=""
        sx={{ fontWeight: 800, fontSize: PRICE_SIZE[size], lineHeight: 1.25, color: 'text.primary' }}
      >
        {formatRupees(shown)}
      </Typography>
      {discounted && (
        <Typography component="s" sx={{ color: 'text.secondary', fontSize: STRUCK_SIZE[size] }}>
          <VisuallyHidden>Original price </VisuallyHidden>
          {formatRupees(price)}
        </Typography>
      )}
      {discounted && percentOff ? (
        <Typography
          component="span"
          sx={{ color: 'secondary.main', fontWeight: 700, fontSize: STRUCK_SIZE[size], whiteSpace: 'nowrap' }}
        >
          {percentOff}% off
        </Typography>
      ) : null}
    </Box>
  );
}
