import { useMutation } from '@apollo/client/react';
import { type ReportAction, ReportedProductsDocument, ResolveReportsDocument } from '../../../graphql/generated-lazy';

/** The reports queue's first page: the page's query and the cache update below share it. */
export const REPORTS_PAGE_SIZE = 20;

/** Dismissing or taking down a listing's reports: the entry leaves the cached first page and the count drops. */
export function useResolveReports() {
  const [resolve] = useMutation(ResolveReportsDocument);
  return (productId: string, action: ReportAction, reason?: string) =>
    resolve({
      variables: { input: { productId, action, reason: reason ?? null } },
      update: (cache) =>
        cache.updateQuery({ query: ReportedProductsDocument, variables: { first: REPORTS_PAGE_SIZE } }, (previous) =>
          previous
            ? {
                reportedProducts: {
                  ...previous.reportedProducts,
                  totalCount: Math.max(0, previous.reportedProducts.totalCount - 1),
                  nodes: previous.reportedProducts.nodes.filter((n) => n.product.id !== productId),
                },
              }
            : previous,
        ),
    });
}
