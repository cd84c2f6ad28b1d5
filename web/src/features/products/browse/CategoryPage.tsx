import { useNavigate, useParams, useSearchParams } from '../../../lib/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { Category } from '../../../graphql/generated';
import { ProductGrid } from '../../../components/product/ProductGrid';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { categoryName, categoryPath, parseCategory } from '../../../lib/categories';
import NotFoundPage from '../../../components/NotFoundPage';
import { useWishlistSlot } from '../../../components/wishlist/WishlistToggle';
import { CategorySelect } from './CategorySelect';
import { AvailableOnlyFilter } from './AvailableOnlyFilter';
import { ConditionFilter } from './ConditionFilter';
import { FilterPanel, FiltersButton, useFilterSheet, useWideFilters } from './FilterPanel';
import { readFilters, savedFilter, toProductFilter, withFilters, type BrowseFilters } from './filterParams';
import { LoadMore } from '../../../components/LoadMore';
import { PriceFilter } from './PriceFilter';
import { NoResults, ResultsError, ResultsSkeleton } from './ResultStates';
import { SortSelect } from './SortSelect';
import { useProductList } from '../../../lib/useProductList';
import { SaveSearchButton } from '../../../components/saved-searches/SaveSearchButton';

export const CATEGORY_PAGE_SIZE = 24;

/** The phone's short count under the heading ("1 product", "24 products"). */
const productCount = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

/** /category/{category}: any case of the name works ("electronics"); an unknown one is a 404. */
export default function CategoryPage() {
  const { category: slug } = useParams();
  const category = parseCategory(slug); // the router has already decoded it
  if (!category) return <NotFoundPage />;
  return <CategoryListing category={category} />;
}

function CategoryListing({ category }: { category: Category }) {
  const name = categoryName(category);
  useDocumentTitle(name);
  const navigate = useNavigate();
  const wishlistSlot = useWishlistSlot();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useProductList({
    filter: toProductFilter({ ...filters, category: null }, { category }),
    sort: filters.sort,
    pageSize: CATEGORY_PAGE_SIZE,
    counted: true,
  });

  const update = (patch: Partial<BrowseFilters>) => {
    const next = withFilters(params, patch);
    if (next.toString() !== params.toString()) setParams(next);
  };
  // Another category is another page (its own URL), keeping the other filters.
  const changeCategory = (next: Category | null) => {
    if (next && next !== category) void navigate({ pathname: categoryPath(next), search: params.toString() });
  };

  const clear = () => setParams(new URLSearchParams());
  const active = (filters.maxPrice === null ? 0 : 1) + (filters.condition ? 1 : 0) + (filters.availableOnly ? 1 : 0);
  const sheet = useFilterSheet();
  const wide = useWideFilters();
  const found = !list.loading && !list.error && list.totalCount > 0;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 5 } }}>
      {/* One row above the cards on a phone: the name (and count), the filters button, the sort. */}
      {/* The name never breaks inside a word ("Electro-nics" at 320 px): where it and the buttons do
          not fit on one row, the buttons go under it. */}
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, mb: { xs: 2, sm: 3 } }}
      >
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', sm: '2.25rem' }, overflowWrap: 'break-word' }}>
            {name}
          </Typography>
          <Typography
            aria-live="polite"
            color="text.secondary"
            sx={{ fontWeight: 600, fontSize: { xs: '0.8125rem', sm: '1rem' }, mt: { sm: 0.5 } }}
          >
            {found ? (wide ? `Found ${list.totalCount} products in "${name}"` : productCount(list.totalCount)) : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, ml: 'auto' }}>
          <FiltersButton compact sheet={sheet} active={active} />
          <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
          <SaveSearchButton compact filter={savedFilter({ ...filters, category })} defaultName={name} />
        </Box>
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 3 }} sx={{ alignItems: 'flex-start' }}>
        <FilterPanel sheet={sheet} onClear={clear}>
          <PriceFilter slider value={filters.maxPrice} onChange={(maxPrice) => update({ maxPrice })} />
          <CategorySelect value={category} onChange={changeCategory} />
          <ConditionFilter value={filters.condition} onChange={(condition) => update({ condition })} />
          <AvailableOnlyFilter value={filters.availableOnly} onChange={(availableOnly) => update({ availableOnly })} />
        </FilterPanel>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {list.loading ? (
            <ResultsSkeleton />
          ) : list.error ? (
            <ResultsError
              message="Error fetching products. Please try again later."
              error={list.error}
              onRetry={list.retry}
            />
          ) : list.products.length === 0 ? (
            <NoResults
              hint="Try adjusting your filters or check back later for new listings."
              onClear={active > 0 ? clear : undefined}
            />
          ) : (
            <>
              {/* The cards' titles are h3s: an h2 (for screen readers' heading lists) keeps the outline h1, h2, h3. */}
              <Typography component="h2" sx={visuallyHidden}>
                {`Products in ${name}`}
              </Typography>
              <ProductGrid
                products={list.products}
                label={`Products in ${name}`}
                wishlistSlot={wishlistSlot}
                besideFilters
                fact="condition"
              />
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
