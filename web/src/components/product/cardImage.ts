import type { ProductCardFieldsFragment } from '../../graphql/generated';

type Image = ProductCardFieldsFragment['images'][number];

/** Columns a product grid shows per breakpoint (xs, sm, md, lg): see docs/product.md#departures-from-the-specification, 3. */
export interface GridColumns {
  xs: number;
  sm: number;
  md: number;
  lg: number;
}

/** Home, wishlist, profile: two on a phone, four from a small laptop up. */
export const WIDE_COLUMNS: GridColumns = { xs: 2, sm: 3, md: 4, lg: 4 };
/** Category and search, where the 260 px filter panel sits beside the grid from md up. */
export const BESIDE_FILTERS_COLUMNS: GridColumns = { xs: 2, sm: 3, md: 2, lg: 3 };

/** MUI's default breakpoints and the lg container's content width (1200 - 2 * 24 px gutters). */
const BREAKPOINTS = { sm: 600, md: 900, lg: 1200 };
const LG_CONTENT = 1152;
/** What the columns lose to gutters and gaps at most (24 px gutters, 16 px gaps, the filter panel). */
const FILTER_PANEL = 260 + 24;

/**
 * The srcset of a card picture: the server's 160 and 480 px WebP variants. The 1024 px original
 * is left to the detail page; a card is never wider than about 400 CSS px.
 */
export function cardSrcSet(image: Image | undefined): string | undefined {
  if (!image) return undefined;
  return `${image.thumbnail} 160w, ${image.medium} 480w`;
}

/**
 * The sizes attribute matching the grid's columns, so the browser picks the 160 px variant only
 * where a card really is that narrow (a phone at 1x) and the 480 px one otherwise.
 */
export function cardSizes(columns: GridColumns, besideFilters = false): string {
  const panel = (from: number) => (besideFilters && from >= BREAKPOINTS.md ? FILTER_PANEL : 0);
  const lgWidth = Math.ceil((LG_CONTENT - panel(BREAKPOINTS.lg)) / columns.lg);
  const vw = (n: number, from: number) =>
    panel(from) ? `calc((100vw - ${panel(from) + 48}px) / ${n})` : `${Math.ceil(100 / n)}vw`;
  return [
    `(min-width: ${BREAKPOINTS.lg}px) ${lgWidth}px`,
    `(min-width: ${BREAKPOINTS.md}px) ${vw(columns.md, BREAKPOINTS.md)}`,
    `(min-width: ${BREAKPOINTS.sm}px) ${vw(columns.sm, BREAKPOINTS.sm)}`,
    vw(columns.xs, 0),
  ].join(', ');
}
