import { useQuery } from '@apollo/client/react';
import { BrowseProductsDocument, type ProductFilter, type ProductSort } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/useLoadMore';

interface Options {
  filter: ProductFilter;
  sort?: ProductSort;
  pageSize: number;
  skip?: boolean;
}

/**
 * A keyset-paged list of approved products. The filtering and sorting happen on the server; the
 * cache's Query.products policy (app/apollo.ts) appends each page fetched by `loadMore`.
 */
export function useProductList({ filter, sort, pageSize, skip }: Options) {
  const { data, loading, error, fetchMore, networkStatus } = useQuery(BrowseProductsDocument, {
    variables: { filter, sort, first: pageSize },
    skip,
    // Show what the cache has at once, and still ask: listings change as moderators approve them.
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.products;
  const paging = useLoadMore(connection?.pageInfo, networkStatus, fetchMore, 'Error fetching products');

  return {
    products: connection?.nodes ?? [],
    totalCount: connection?.totalCount ?? 0,
    /** True until the first page is there (not while a further page loads or the list refreshes). */
    loading: loading && !connection,
    error,
    ...paging,
  };
}
