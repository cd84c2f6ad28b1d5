import { useMutation } from '@apollo/client/react';
import { ReportProductDocument, type ReportProductInput } from '../../../graphql/generated';

/** A member reports a listing: the page says so at once (it reads reportedByMe from the cache). */
export function useReportProduct() {
  const [report] = useMutation(ReportProductDocument);
  return (input: ReportProductInput) =>
    report({
      variables: { input },
      update: (cache) =>
        cache.modify({
          id: cache.identify({ __typename: 'Product', id: input.productId }),
          fields: { reportedByMe: () => true },
        }),
    });
}
