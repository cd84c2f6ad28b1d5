import { useSearchParams } from '../../../lib/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { ProductSort } from '../../../graphql/generated';
import { ProductGrid } from '../../../components/product/ProductGrid';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useWishlistSlot } from '../../../components/wishlist/WishlistToggle';
import { CategorySelect } from './CategorySelect';
import { AvailableOnlyFilter } from './AvailableOnlyFilter';
import { ConditionFilter } from './ConditionFilter';
import { FilterPanel, FiltersButton, useFilterSheet } from './FilterPanel';
import { SortSelect } from './SortSelect';
import { readFilters, savedFilter, toProductFilter, withFilters, type BrowseFilters } from './filterParams';
import { LoadMore } from '../../../components/LoadMore';
import { PriceFilter } from './PriceFilter';
import { CategorySuggestions, NoResults, ResultsError, ResultsSkeleton } from './ResultStates';
import { noMatchTitle, searchSummary } from './searchSummary';
import { useProductList } from '../../../lib/useProductList';
import { SaveSearchButton } from '../../../components/saved-searches/SaveSearchButton';

export const SEARCH_PAGE_SIZE = 24;

/**
 * /search?query=: the server's full-text search (best match first), narrowed by the side
 * filters, which live in the URL beside the query.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const wishlistSlot = useWishlistSlot();
  const query = (params.get('query') ?? '').trim();
  useDocumentTitle(query ? `Search: ${query}` : 'Search');
  const filters = readFilters(params, ProductSort.Relevance);
  const list = useProductList({
    filter: toProductFilter(filters, { search: query }),
    sort: filters.sort,
    pageSize: SEARCH_PAGE_SIZE,
    skip: !query,
    counted: true,
  });

  const update = (patch: Partial<BrowseFilters>) => {
    const next = withFilters(params, patch);
    if (next.toString() !== params.toString()) setParams(next);
  };
  const clear = () => setParams(query ? new URLSearchParams({ query }) : new URLSearchParams());
  // How many side filters narrow the search (the sort alone does not).
  const active =
    (filters.category === null ? 0 : 1) +
    (filters.condition === null ? 0 : 1) +
    (filters.maxPrice === null ? 0 : 1) +
    (filters.availableOnly ? 1 : 0);
  const narrowed = active > 0;
  const sheet = useFilterSheet();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
      {/* As on the category page: what was searched for at the top, the filters and the sort beside
          it (on a phone they wrap under it only when the words do not leave them room). */}
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, mb: { xs: 2, sm: 3 } }}
      >
        <Typography
          variant="h1"
          sx={{ flex: '1 1 auto', minWidth: 0, fontSize: { xs: '1.35rem', sm: '2.25rem' }, overflowWrap: 'break-word' }}
        >
          {query ? `Search results for “${query}”` : 'Search results'}
        </Typography>
        {query && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, ml: 'auto' }}>
            <FiltersButton compact sheet={sheet} active={active} />
            <SortSelect withRelevance value={filters.sort} onChange={(sort) => update({ sort })} />
            <SaveSearchButton compact filter={savedFilter(filters, query)} defaultName={query} />
          </Box>
        )}
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 3 }} sx={{ alignItems: 'flex-start' }}>
        <FilterPanel sheet={sheet} onClear={clear}>
          <PriceFilter value={filters.maxPrice} onChange={(maxPrice) => update({ maxPrice })} />
          <CategorySelect allowAll value={filters.category} onChange={(category) => update({ category })} />
          <ConditionFilter value={filters.condition} onChange={(condition) => update({ condition })} />
          <AvailableOnlyFilter value={filters.availableOnly} onChange={(availableOnly) => update({ availableOnly })} />
        </FilterPanel>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {!query ? (
            <Typography color="text.secondary">
              Type what you are looking for in the search box at the top of the page.
            </Typography>
          ) : list.loading ? (
            <ResultsSkeleton />
          ) : list.error ? (
            <ResultsError message="Error fetching products." error={list.error} onRetry={list.retry} />
          ) : list.products.length === 0 ? (
            <NoResults
              title={noMatchTitle(query)}
              onClear={narrowed ? clear : undefined}
              hint={
                narrowed
                  ? 'Try other words, or fewer filters.'
                  : 'Check the spelling, try other words, or browse a category:'
              }
            >
              <CategorySuggestions />
            </NoResults>
          ) : (
            <>
              <Typography
                aria-live="polite"
                color="text.secondary"
                sx={{ fontWeight: 600, mb: 2, overflowWrap: 'anywhere' }}
              >
                {searchSummary(list.totalCount, list.totalCountCapped, query)}
              </Typography>
              {/* The cards' titles are h3s: an h2 (for screen readers' heading lists) keeps the outline h1, h2, h3. */}
              <Typography component="h2" sx={visuallyHidden}>
                Search results
              </Typography>
              <ProductGrid products={list.products} label="Search results" wishlistSlot={wishlistSlot} besideFilters />
              <LoadMore
                hasMore={list.hasMore}
                loading={list.loadingMore}
                error={list.loadMoreError}
                onClick={() => void list.loadMore()}
              />
            </>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
