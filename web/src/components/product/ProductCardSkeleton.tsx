import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { CARD_IMAGE_HEIGHT } from './ProductCard';

/** A card's outline while products load (and, per SPEC §2, while the list is empty). */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ borderRadius: 3 }}>
      <Skeleton variant="rectangular" height={CARD_IMAGE_HEIGHT} animation="wave" />
      <CardContent>
        <Skeleton width="80%" height={28} />
        <Skeleton width="100%" />
        <Skeleton width="60%" />
        <Skeleton width="35%" height={32} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
