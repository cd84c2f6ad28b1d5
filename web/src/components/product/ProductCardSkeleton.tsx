import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { cardImageFrame } from './CardPicture';

/** A card's outline while products load (and, per docs/product.md#screens, while the list is empty). */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ borderRadius: 3 }}>
      <Box sx={cardImageFrame}>
        <Skeleton variant="rectangular" animation="wave" sx={{ position: 'absolute', inset: 0, height: '100%' }} />
      </Box>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Skeleton width="80%" height={28} />
        <Skeleton width="100%" />
        <Skeleton width="60%" />
        <Skeleton width="35%" height={32} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
