import { useMutation } from '@apollo/client/react';
import { DeleteSavedSearchDocument, type SavedSearchFieldsFragment } from '../../../graphql/generated-lazy';
import { forgetEntity } from '../../../lib/cacheEntity';

/**
 * Deleting a saved search: its row goes once the server agrees. (Saving one, from the search page's
 * dialog in components/saved-searches/, clears the cached list there instead.)
 */
export function useDeleteSavedSearch(search: SavedSearchFieldsFragment) {
  return useMutation(DeleteSavedSearchDocument, { update: (cache) => forgetEntity(cache, search) });
}
