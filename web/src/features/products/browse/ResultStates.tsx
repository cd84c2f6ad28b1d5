import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { visuallyHidden } from '@mui/utils';
import { ProductGrid, SKELETON_COUNT } from '../../../components/product/ProductGrid';
import { RouterLink } from '../../../components/RouterLink';
import { CATEGORIES, categoryName, categoryPath } from '../../../lib/categories';
import { RetryAlert } from '../../../components/RetryAlert';

/** The list on its way: 5 skeleton cards where the cards will be (docs/product.md#screens, Cards). */
export function ResultsSkeleton() {
  return (
    <Box role="status">
      <Typography sx={visuallyHidden}>Loading products…</Typography>
      <ProductGrid products={[]} skeletons={SKELETON_COUNT} besideFilters />
    </Box>
  );
}

/** The list could not be loaded: why (offline, or the server's words) and Try again. */
export function ResultsError({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => Promise<unknown>;
}) {
  return (
    <Box sx={{ my: 2 }}>
      <RetryAlert message={message} error={error} onRetry={onRetry} />
    </Box>
  );
}

/**
 * An empty result: what was not found, a hint, and what to do instead (`children`). With filters
 * on (`onClear`), Clear filters right there: on a phone the filters are in a closed sheet.
 */
export function NoResults({
  title = 'No products found',
  hint,
  onClear,
  children,
}: {
  title?: string;
  hint?: string;
  onClear?: () => void;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SearchOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h3" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      {onClear && (
        <Button variant="outlined" onClick={onClear} sx={{ mt: 2, minHeight: 44 }}>
          Clear filters
        </Button>
      )}
      {children}
    </Box>
  );
}

/** Every category as a link to its page: where an empty search sends a student next. */
export function CategorySuggestions() {
  return (
    <Box
      component="ul"
      aria-label="Browse a category"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
    >
      {CATEGORIES.map((category) => (
        <li key={category}>
          <Chip
            component={RouterLink}
            to={categoryPath(category)}
            clickable
            variant="outlined"
            label={categoryName(category)}
            sx={{ height: 44, borderRadius: 22, px: 1, fontSize: '0.95rem' }}
          />
        </li>
      ))}
    </Box>
  );
}
