import Chip from '@mui/material/Chip';
import BookmarkAddedOutlinedIcon from '@mui/icons-material/BookmarkAddedOutlined';
import type { ProductDetailFieldsFragment } from '../../../graphql/generated';

/**
 * Who an accepted offer reserved the listing for: the buyer reads "Reserved for you", the seller
 * the buyer's name (the server tells nobody else who it is).
 */
export function ReservationChip({
  product,
}: {
  product: Pick<ProductDetailFieldsFragment, 'reservedForMe' | 'reservedFor'>;
}) {
  const label = product.reservedForMe
    ? 'Reserved for you'
    : product.reservedFor
      ? `Reserved for ${product.reservedFor.name}`
      : null;
  if (!label) return null;
  return (
    <Chip
      icon={<BookmarkAddedOutlinedIcon />}
      label={label}
      color="success"
      variant="outlined"
      sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
    />
  );
}
