import { useMutation } from '@apollo/client/react';
import {
  type ApiTokenFieldsFragment,
  ApiTokensDocument,
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
} from '../../../graphql/generated-lazy';
import { forgetEntity } from '../../../lib/cacheEntity';

/** Minting a token (its secret is in the answer, once). */
export function useCreateApiToken() {
  return useMutation(CreateApiTokenDocument, {
    // The new record goes into the cached list at once: the list shows it without another request.
    update: (cache, { data }) => {
      const created = data?.createApiToken.apiToken;
      if (!created) return;
      cache.updateQuery({ query: ApiTokensDocument }, (list) =>
        list && !list.apiTokens.some((t) => t.id === created.id)
          ? { ...list, apiTokens: [created, ...list.apiTokens] }
          : list,
      );
    },
  });
}

/** Revoking a token: its row goes once the server agrees. */
export function useRevokeApiToken(token: ApiTokenFieldsFragment) {
  return useMutation(RevokeApiTokenDocument, { update: (cache) => forgetEntity(cache, token) });
}
