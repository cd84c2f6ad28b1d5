import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingProductRowFragment } from '../../graphql/generated';
import { RouterLink } from '../../components/RouterLink';
import { ProductImage } from '../../components/product/ProductImage';
import { DecisionButtons } from './DecisionButtons';
import { ProductHistory } from '../../components/history/ProductHistory';
import { categoryName, conditionLabel } from '../../lib/categories';
import { formatRupees } from '../../lib/money';
import { formatDate } from '../../lib/dates';

export interface ItemProps {
  product: PendingProductRowFragment;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    wordBreak: 'break-word',
  }) as const;

/** 96 px on a phone, 120 px from the tablet up: big enough to judge the photo. */
const PHOTO = { xs: 96, sm: 120 };

/**
 * One pending product as a moderator judges it: the photo, price, category and condition first,
 * then who listed it and when, the description, its history (closed), and the decision at the card's foot (Reject and
 * Approve at opposite ends). The title (and the photo) open the listing.
 */
export function PendingCard({ product, busy, onApprove, onReject }: ItemProps) {
  const image = product.images[0];
  const facts = [categoryName(product.category), product.condition ? conditionLabel(product.condition) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      aria-label={product.title}
    >
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
        <Box
          component={RouterLink}
          to={`/product/${product.id}`}
          tabIndex={-1}
          aria-hidden
          sx={{ flexShrink: 0, width: PHOTO, height: PHOTO, borderRadius: 1.5, overflow: 'hidden' }}
        >
          <ProductImage
            src={image?.medium ?? image?.thumbnail}
            srcSet={image ? `${image.thumbnail} 160w, ${image.medium} 480w` : undefined}
            sizes="120px"
            alt=""
            sx={{ width: '100%', height: '100%' }}
          />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.15rem', lineHeight: 1.3 }}>
            {formatRupees(product.price)}
          </Typography>
          <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem', mt: 0.25, ...clamp(2) }}>
            <Link component={RouterLink} to={`/product/${product.id}`} underline="hover" color="inherit">
              {product.title}
            </Link>
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={facts} />
            <Chip size="small" color="warning" variant="outlined" label="Pending" />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {product.seller.name} · {formatDate(product.createdAt, 'shortDate')}
          </Typography>
        </Box>
      </Stack>
      <Typography variant="body2" sx={clamp(3)}>
        {product.description}
      </Typography>
      {/* What happened before (an earlier rejection and its reason), with the moderators' names. */}
      <ProductHistory productId={product.id} title={product.title} />
      {/* At the foot even when the card beside it is taller. */}
      <Box sx={{ display: 'flex', mt: 'auto', pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <DecisionButtons
          product={product}
          busy={busy}
          approveLabel="Approve"
          onApprove={onApprove}
          onReject={onReject}
        />
      </Box>
    </Paper>
  );
}
