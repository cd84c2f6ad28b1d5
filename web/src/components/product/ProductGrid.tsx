import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ProductCardFieldsFragment } from '../../graphql/generated';
import { ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

export const SKELETON_COUNT = 5;

interface Props {
  products: readonly ProductCardFieldsFragment[];
  /** Skeleton cards appended after the products (SPEC §2: 5 while loading). */
  skeletons?: number;
  /** Issue 4 fills these: the WISHLIST toggle, the wishlist page's Remove button. */
  wishlistSlot?: (product: ProductCardFieldsFragment) => ReactNode;
  action?: (product: ProductCardFieldsFragment) => ReactNode;
  label?: string;
}

/** A wrapping grid of product cards: as many ~270 px columns as fit, one on a phone. */
export function ProductGrid({ products, skeletons = 0, wishlistSlot, action, label = 'Products' }: Props) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={skeletons > 0}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 270px), 1fr))' }}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} wishlistSlot={wishlistSlot?.(product)} action={action?.(product)} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <li key={`skeleton-${i}`}>
          <ProductCardSkeleton />
        </li>
      ))}
    </Box>
  );
}
