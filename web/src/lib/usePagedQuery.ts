import { useDeferredValue, useState } from 'react';
import { NetworkStatus, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { readError } from './errors';

/** The part of a keyset-paged connection this hook reads. */
export interface PagedConnection<TNode = unknown> {
  nodes: readonly TNode[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

type NodeOf<T> = T extends PagedConnection<infer N> ? N : never;
type ConnectionField<TData> = {
  [K in keyof TData]-?: NonNullable<TData[K]> extends PagedConnection ? K : never;
}[keyof TData];

interface PagedOptions<TData, K extends ConnectionField<TData>> {
  /** The field of the answer that holds the connection. */
  field: K;
  /**
   * Appends each further page here, skipping nodes already listed (by this key). Leave it out where
   * the cache's type policy appends the pages of this field (graphql/typePolicies.ts).
   */
  appendBy?: (node: NodeOf<NonNullable<TData[K]>>) => string;
  /** What a failed "Load more" says when the failure carries no readable message. */
  loadMoreFallback: string;
  /** How a failed "Load more" is worded on this screen (some prefix "Error: "). */
  describeLoadMoreError?: (message: string) => string;
  /**
   * Reads the connection from a deferred copy of the answer, so a page of cards is drawn as a
   * deferred update React can interrupt (for long product grids on slow phones).
   */
  deferred?: boolean;
}

/**
 * The one paged query of the web: the first page of a keyset-paged connection, and "Load more"
 * that fetches the page after the last one, never twice at once, and keeps the failure to show
 * beside the button instead of replacing the list. `PagedList` draws its states.
 */
export function usePagedQuery<TData, TVariables extends OperationVariables, K extends ConnectionField<TData>>(
  document: TypedDocumentNode<TData, TVariables>,
  {
    field,
    appendBy,
    loadMoreFallback,
    describeLoadMoreError,
    deferred,
    ...options
  }: PagedOptions<TData, K> & useQuery.Options<TData, TVariables>,
) {
  const result = useQuery(document, options as useQuery.Options<TData, TVariables>);
  const { fetchMore, networkStatus } = result;
  const deferredData = useDeferredValue(result.data);
  const shown = deferred ? deferredData : result.data;
  const connection = shown?.[field] as
    (NonNullable<TData[K]> & PagedConnection<NodeOf<NonNullable<TData[K]>>>) | undefined;
  const [loadMoreError, setLoadMoreError] = useState<string | null>(null);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const pageInfo = connection?.pageInfo;

  const append = (previous: TData, next: TData): TData => {
    const before = previous[field] as PagedConnection;
    const after = next[field] as PagedConnection;
    const key = appendBy as (node: unknown) => string;
    const seen = new Set(before.nodes.map(key));
    return {
      ...previous,
      [field]: { ...after, nodes: [...before.nodes, ...after.nodes.filter((n) => !seen.has(key(n)))] },
    };
  };

  const loadMore = async () => {
    if (!pageInfo?.hasNextPage || !pageInfo.endCursor || loadingMore) return;
    setLoadMoreError(null);
    try {
      await fetchMore({
        variables: { after: pageInfo.endCursor },
        ...(appendBy && {
          updateQuery: (previous: TData, { fetchMoreResult }: { fetchMoreResult: TData }) =>
            append(previous, fetchMoreResult),
        }),
      } as Parameters<typeof fetchMore>[0]);
    } catch (failure) {
      const message = readError(failure, loadMoreFallback).message;
      setLoadMoreError(describeLoadMoreError ? describeLoadMoreError(message) : message);
    }
  };

  return {
    data: result.data,
    /** The connection as drawn (the deferred copy with `deferred`). */
    connection,
    /** True while the answer is still being drawn (only with `deferred`). */
    drawing: shown !== result.data,
    loading: result.loading,
    error: result.error,
    networkStatus,
    refetch: result.refetch,
    startPolling: result.startPolling,
    stopPolling: result.stopPolling,
    hasMore: pageInfo?.hasNextPage ?? false,
    loadingMore,
    loadMore,
    loadMoreError,
  };
}

export type PagedQuery = Pick<
  ReturnType<typeof usePagedQuery>,
  'loading' | 'error' | 'hasMore' | 'loadingMore' | 'loadMore' | 'loadMoreError'
> & { connection: PagedConnection | undefined };
