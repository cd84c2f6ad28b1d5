import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { readError } from './errors';

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * "Load more" for a keyset-paged connection: fetches the page after the last one (the cache's
 * type policy appends it, see graphql/typePolicies.ts), never twice at once, and keeps the failure to show
 * beside the button instead of replacing the list.
 */
export function useLoadMore(
  pageInfo: PageInfo | undefined,
  networkStatus: NetworkStatus,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
  fallbackError: string,
) {
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const loadMore = async () => {
    if (!pageInfo?.hasNextPage || !pageInfo.endCursor || loadingMore) return;
    setLoadMoreError(null);
    try {
      await fetchMore({ variables: { after: pageInfo.endCursor } });
    } catch (failure) {
      setLoadMoreError(readError(failure, fallbackError).message);
    }
  };
  return { hasMore: pageInfo?.hasNextPage ?? false, loadingMore, loadMore, loadMoreError };
}
