import Box from '@mui/material/Box';
import type { ProductCardFieldsFragment } from '../../graphql/generated';
import { cardSrcSet } from './cardImage';
import { ProductImage } from './ProductImage';

/**
 * The picture's frame: square at every width and sized before the picture arrives, so nothing
 * shifts and every card of a row lines up (docs/product.md#departures-from-the-specification, 2).
 */
export const cardImageFrame = {
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  bgcolor: 'action.hover',
} as const;

interface Props {
  image: ProductCardFieldsFragment['images'][number] | undefined;
  alt: string;
  sizes: string;
  eager: boolean;
  /** The first cards of a page: their pictures are its largest on the first screen (ProductImage). */
  first?: boolean;
}

/**
 * A card's photo, cropped to fill its square (object-fit: cover), as the marketplaces students
 * already use show them. The detail page's carousel shows the whole photo.
 */
export function CardPicture({ image, alt, sizes, eager, first = false }: Props) {
  return (
    <Box sx={cardImageFrame}>
      <ProductImage
        src={image?.medium}
        srcSet={cardSrcSet(image)}
        sizes={sizes}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        fit="cover"
        sx={{ position: 'absolute', inset: 0, height: '100%' }}
      />
    </Box>
  );
}
