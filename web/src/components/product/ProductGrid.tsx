import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ProductCardFieldsFragment } from '../../graphql/generated';
import { BESIDE_FILTERS_COLUMNS, cardSizes, type GridColumns, WIDE_COLUMNS } from './cardImage';
import { type CardFact, ProductCard } from './ProductCard';
import { ProductCardSkeleton } from './ProductCardSkeleton';

export const SKELETON_COUNT = 5;

/**
 * The cards whose pictures come before everything else: the first row on a phone (two), where
 * the first is the page's largest content (LCP). More would compete with each other again.
 */
const FIRST_PICTURES = 2;

interface Props {
  products: readonly ProductCardFieldsFragment[];
  /** Skeleton cards appended after the products (docs/product.md#screens: 5 while loading). */
  skeletons?: number;
  /** Each card's picture corner: the wishlist heart. */
  wishlistSlot?: (product: ProductCardFieldsFragment) => ReactNode;
  /** Under each card's details: the wishlist page's Remove button, a profile's status and Delete. */
  action?: (product: ProductCardFieldsFragment) => ReactNode;
  label?: string;
  /** Category and search put the filter panel beside the grid: one column fewer there. */
  besideFilters?: boolean;
  /** What each card's small line names: the category, or the condition where the category is known. */
  fact?: CardFact;
}

/** The grid-template-columns of a product grid, per breakpoint. */
export function gridTemplate(columns: GridColumns) {
  const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  return { xs: repeat(columns.xs), sm: repeat(columns.sm), md: repeat(columns.md), lg: repeat(columns.lg) };
}

/**
 * A grid of product cards, photo first: two columns on a phone, four on a laptop (three beside
 * the filters). The first row's pictures load at once; the rest when scrolled near.
 */
export function ProductGrid({
  products,
  skeletons = 0,
  wishlistSlot,
  action,
  label = 'Products',
  besideFilters = false,
  fact,
}: Props) {
  const columns = besideFilters ? BESIDE_FILTERS_COLUMNS : WIDE_COLUMNS;
  const sizes = cardSizes(columns, besideFilters);
  const firstRow = Math.max(columns.xs, columns.sm, columns.md, columns.lg);
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={skeletons > 0}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: gridTemplate(columns),
      }}
    >
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            wishlistSlot={wishlistSlot?.(product)}
            action={action?.(product)}
            eager={i < firstRow}
            first={i < FIRST_PICTURES}
            sizes={sizes}
            fact={fact}
          />
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
