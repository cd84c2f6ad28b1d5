import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { cardImageFrame } from './CardPicture';

/** A card's outline while products load (and, per docs/product.md#screens, while the list is empty). */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ borderRadius: 2 }}>
      <Box sx={cardImageFrame}>
        <Skeleton variant="rectangular" animation="wave" sx={{ position: 'absolute', inset: 0, height: '100%' }} />
      </Box>
      <Box sx={{ p: { xs: 1, sm: 1.5 } }}>
        <Skeleton width="45%" height={28} />
        <Skeleton width="100%" />
        <Skeleton width="70%" />
        <Skeleton width="55%" height={18} />
      </Box>
    </Card>
  );
}
