import { BrowseProductsDocument, type ProductFilter, type ProductSort } from '../graphql/generated';
import { usePagedQuery } from './usePagedQuery';

interface Options {
  filter: ProductFilter;
  sort?: ProductSort;
  pageSize: number;
  skip?: boolean;
  /** Ask for the number of matches too (it costs the server a COUNT): for screens that show it. */
  counted?: boolean;
}

/**
 * A keyset-paged list of approved products. The filtering and sorting happen on the server; the
 * cache's Query.products policy (graphql/typePolicies.ts) appends each page fetched by `loadMore`.
 */
export function useProductList({ filter, sort, pageSize, skip, counted }: Options) {
  // A page of cards arrives all at once and takes a while to draw on a slow phone. Drawn as a
  // deferred update, React can pause between cards for a tap or a scroll, instead of one long task
  // (Lighthouse's Total Blocking Time); the list counts as loading until it is drawn.
  const { connection, loading, drawing, error, refetch, hasMore, loadingMore, loadMore, loadMoreError } = usePagedQuery(
    BrowseProductsDocument,
    {
      field: 'products',
      loadMoreFallback: 'Error fetching products',
      deferred: true,
      variables: { filter, sort, first: pageSize, counted },
      skip,
      // Show what the cache has at once, and still ask: listings change as moderators approve them.
      fetchPolicy: 'cache-and-network',
    },
  );

  return {
    products: connection?.nodes ?? [],
    totalCount: connection?.totalCount ?? 0,
    /** A search stops counting at 1,000: then totalCount is 1000 and this is true ("1,000+"). */
    totalCountCapped: connection?.totalCountCapped ?? false,
    /** True until the first page is there (not while a further page loads or the list refreshes). */
    loading: !connection && (loading || drawing),
    error,
    /** Asks for the list again after a failure (a Try again button). */
    retry: () => refetch(),
    hasMore,
    loadingMore,
    loadMore,
    loadMoreError,
  };
}
