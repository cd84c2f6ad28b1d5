import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import type { ProductCardFieldsFragment } from '../../graphql/generated';
import { isDiscountRunning, useNow } from '../../lib/discount';
import { RouterLink } from '../RouterLink';
import { DiscountCountdown } from './DiscountCountdown';
import { Price } from './Price';
import { cardSizes, WIDE_COLUMNS } from './cardImage';
import { CardPicture } from './CardPicture';
import { truncate } from './truncate';

export interface ProductCardProps {
  product: ProductCardFieldsFragment;
  /** Top-right corner over the picture: the WISHLIST toggle. */
  wishlistSlot?: ReactNode;
  /** Below the details: e.g. the wishlist page's Remove button. */
  action?: ReactNode;
  /** The first row: load the picture at once (it is on the first screen); others load lazily. */
  eager?: boolean;
  /** The grid's sizes attribute for the picture's srcset (see cardSizes). */
  sizes?: string;
}

/**
 * docs/product.md#screens (Cards). The title is the one link (its ::after stretches over the card, so a
 * click anywhere opens the product while screen readers and Tab meet a single link per card).
 */
export function ProductCard({
  product,
  wishlistSlot,
  action,
  eager = false,
  sizes = cardSizes(WIDE_COLUMNS),
}: ProductCardProps) {
  const now = useNow();
  const discounted = isDiscountRunning(product.discountActive, product.discountEndsAt, now);
  const picture = product.images[0];
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 3,
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <CardPicture image={picture} alt={product.title} sizes={sizes} eager={eager} />
      {wishlistSlot && <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>{wishlistSlot}</Box>}
      <CardContent
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: { xs: 0.5, sm: 1 }, p: { xs: 1.5, sm: 2 } }}
      >
        <Typography
          variant="h3"
          component="h3"
          sx={{ fontSize: { xs: '0.95rem', sm: '1.1rem' }, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          <Link
            component={RouterLink}
            to={`/product/${product.id}`}
            color="inherit"
            underline="hover"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 } }}
          >
            {truncate(product.title)}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: { xs: 2, sm: 3 },
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {product.description}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Price price={product.price} effectivePrice={product.effectivePrice} discounted={discounted} />
        </Box>
        <Stack direction="row" useFlexGap sx={{ columnGap: 2, rowGap: 0.5, flexWrap: 'wrap', color: 'text.secondary' }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Inventory2OutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
            Quantity: {product.quantity}
          </Typography>
          {product.deliveryType && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <LocalShippingOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
              {product.deliveryType}
            </Typography>
          )}
        </Stack>
        <DiscountCountdown endsAt={product.discountEndsAt} />
        {action && <Box sx={{ position: 'relative', zIndex: 2, pt: 1 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
