import { useState } from 'react';
import Box from '@mui/material/Box';
import type { ProductCardFieldsFragment } from '../../graphql/generated';
import { cardSrcSet } from './cardImage';
import { letterboxBackground, readEdges } from './letterbox';
import { ProductImage } from './ProductImage';

/**
 * The specification's 480 px card picture height, kept from 1200 px up; narrower screens use a 3:4
 * frame (docs/product.md#departures-from-the-specification, 2).
 */
export const CARD_IMAGE_HEIGHT = 480;

/**
 * The picture's frame: sized before the picture arrives (nothing shifts) and neutral, with the
 * photo shown whole inside it (contain), never cropped to a strip.
 */
export const cardImageFrame = {
  position: 'relative',
  width: '100%',
  aspectRatio: { xs: '3 / 4', lg: 'auto' },
  height: { xs: 'auto', lg: CARD_IMAGE_HEIGHT },
  bgcolor: 'action.hover',
} as const;

interface Props {
  image: ProductCardFieldsFragment['images'][number] | undefined;
  alt: string;
  sizes: string;
  eager: boolean;
}

/**
 * A card's photo, whole. Once it has arrived the frame takes the photo's own edge colours
 * (letterbox.ts), so a product shot on a plain background fills the frame edge to edge; the
 * neutral frame stays for pictures that cannot be read.
 */
export function CardPicture({ image, alt, sizes, eager }: Props) {
  const [background, setBackground] = useState<string | null>(null);
  const fitFrame = (img: HTMLImageElement) => {
    const frame = img.parentElement;
    const edges = readEdges(img);
    if (!edges || !frame || !img.naturalHeight || !frame.clientHeight) return;
    setBackground(
      letterboxBackground(edges, img.naturalWidth / img.naturalHeight, frame.clientWidth / frame.clientHeight),
    );
  };
  return (
    <Box
      sx={cardImageFrame}
      style={background ? { background } : undefined}
      data-letterbox={background ? 'photo' : 'neutral'}
    >
      <ProductImage
        src={image?.medium}
        srcSet={cardSrcSet(image)}
        sizes={sizes}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fit="contain"
        onLoad={fitFrame}
        sx={{ position: 'absolute', inset: 0, height: '100%', bgcolor: 'transparent' }}
      />
    </Box>
  );
}
