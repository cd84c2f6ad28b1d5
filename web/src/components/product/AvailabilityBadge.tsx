import Box from '@mui/material/Box';
import { Availability } from '../../graphql/generated';

const LABELS: Partial<Record<Availability, string>> = { RESERVED: 'Reserved', SOLD: 'Sold' };

/**
 * docs/product.md#reserved-and-sold: "Reserved" (or "Sold", in a wishlist or on a profile) on the
 * card's picture, top left (the heart has the top right). Light text on a dark tint reads on any
 * photo in either theme. Nothing for an available listing.
 */
export function AvailabilityBadge({ availability }: { availability: Availability | null | undefined }) {
  const label = availability ? LABELS[availability] : undefined;
  if (!label) return null;
  return (
    <Box
      component="span"
      data-availability={availability}
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        zIndex: 2,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: 0.3,
        textTransform: 'uppercase',
        color: '#fff',
        bgcolor: availability === Availability.Sold ? 'rgba(120, 20, 20, 0.88)' : 'rgba(20, 20, 20, 0.8)',
      }}
    >
      {label}
    </Box>
  );
}
