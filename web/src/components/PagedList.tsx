import type { ReactNode } from 'react';
import { LoadMore } from './LoadMore';
import type { PagedQuery } from '../lib/usePagedQuery';

/**
 * The states of a paged list, the same on every screen: the screen's own skeleton until the first
 * page is there, its error when that page failed, its empty text, or the list with "Load more"
 * under it (a failed further page keeps the list and shows its error beside the button).
 */
export function PagedList({
  paged,
  loading,
  error,
  empty,
  isEmpty,
  children,
}: {
  paged: PagedQuery;
  loading: ReactNode;
  error: (error: unknown) => ReactNode;
  empty: ReactNode;
  /** Whether there is nothing to show, where the screen hides some rows (e.g. ones leaving it). */
  isEmpty?: boolean;
  children: ReactNode;
}) {
  const { connection } = paged;
  if (!connection && paged.loading) return <>{loading}</>;
  if (!connection && paged.error) return <>{error(paged.error)}</>;
  if (isEmpty ?? !connection?.nodes.length) return <>{empty}</>;
  return (
    <>
      {children}
      <LoadMore
        hasMore={paged.hasMore}
        loading={paged.loadingMore}
        error={paged.loadMoreError}
        onClick={() => void paged.loadMore()}
      />
    </>
  );
}
