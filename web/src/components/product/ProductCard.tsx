import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Condition, type ProductCardFieldsFragment } from '../../graphql/generated';
import { isDiscountRunning, useNow } from '../../lib/discount';
import { categoryName, conditionLabel } from '../../lib/categories';
import { RouterLink } from '../RouterLink';
import { AvailabilityBadge } from './AvailabilityBadge';
import { DiscountCountdown } from './DiscountCountdown';
import { Price } from './Price';
import { cardSizes, WIDE_COLUMNS } from './cardImage';
import { CardPicture } from './CardPicture';
import { timeAgo } from '../../lib/timeAgo';
import { truncate } from './truncate';

/** What the card's small line names beside the age: the category, or (on a category's own page) the condition. */
export type CardFact = 'category' | 'condition';

export interface ProductCardProps {
  product: ProductCardFieldsFragment;
  /** Top-right corner of the picture: the wishlist heart. */
  wishlistSlot?: ReactNode;
  /** Below the details: e.g. the wishlist page's Remove button. */
  action?: ReactNode;
  /** The first row: load the picture at once (it is on the first screen); others load lazily. */
  eager?: boolean;
  /** One of the first cards on the page: its picture is asked for before anything else. */
  first?: boolean;
  /** The grid's sizes attribute for the picture's srcset (see cardSizes). */
  sizes?: string;
  fact?: CardFact;
}

/** "Electronics", or "Like New" for a condition (none for N/A or a rental). */
function factText(product: ProductCardFieldsFragment, fact: CardFact): string | null {
  if (fact === 'category') return categoryName(product.category);
  if (!product.condition || product.condition === Condition.NotApplicable) return null;
  return conditionLabel(product.condition);
}

/** Two lines at most, broken between words only (a word too long for the card is clipped, not split). */
// The box is exactly two lines high (and does not grow in the card's column): a taller box
// shows the top of the third line under the clamp.
const TITLE_LINE = 1.35;
const titleClamp = {
  display: '-webkit-box',
  lineHeight: TITLE_LINE,
  height: `${2 * TITLE_LINE}em`,
  flexShrink: 0,
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'none',
} as const;

/**
 * docs/product.md#screens (Cards): the square photo, then the price, the title on two lines and a
 * small line with the category (or condition) and the listing's age. The title is the one link
 * (its ::after stretches over the card, so a click anywhere opens the product while screen readers
 * and Tab meet a single link per card).
 */
export function ProductCard({
  product,
  wishlistSlot,
  action,
  eager = false,
  first = false,
  sizes = cardSizes(WIDE_COLUMNS),
  fact = 'category',
}: ProductCardProps) {
  const now = useNow();
  const discounted = isDiscountRunning(product.discountActive, product.discountEndsAt, now);
  const facts = [factText(product, fact), product.quantity > 1 ? `Quantity: ${product.quantity}` : null].filter(
    (t): t is string => !!t,
  );
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 3 },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <CardPicture image={product.images[0]} alt={product.title} sizes={sizes} eager={eager} first={first} />
      <AvailabilityBadge availability={product.availability} />
      {wishlistSlot && <Box sx={{ position: 'absolute', top: 0, right: 0, zIndex: 2 }}>{wishlistSlot}</Box>}
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.25, p: { xs: 1, sm: 1.5 } }}>
        <Price
          price={product.price}
          effectivePrice={product.effectivePrice}
          discounted={discounted}
          percentOff={product.percentOff}
          size="small"
        />
        <Typography
          variant="h3"
          component="h3"
          sx={{ ...titleClamp, fontSize: { xs: '0.875rem', sm: '0.95rem' }, fontWeight: 500 }}
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
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', gap: 0.5, pt: 0.25, lineHeight: 1.4, whiteSpace: 'nowrap' }}
        >
          {/* One line: the fact gives way (an ellipsis) before the age does. */}
          {facts.length > 0 && (
            <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {facts.join(' · ')}
            </Box>
          )}
          {facts.length > 0 && <span>·</span>}
          <time dateTime={product.createdAt}>{timeAgo(product.createdAt, now, { short: true })}</time>
        </Typography>
        <DiscountCountdown endsAt={product.discountEndsAt} />
        {action && <Box sx={{ position: 'relative', zIndex: 2, pt: 0.5 }}>{action}</Box>}
      </Box>
    </Card>
  );
}
