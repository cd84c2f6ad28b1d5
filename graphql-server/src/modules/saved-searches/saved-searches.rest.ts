import { Router } from 'express';
import type { Services } from '../../services';
import { body, handle } from '../../rest/rest-handler';
import { categoryName, conditionName } from '../products/categories';
import { SAVED_SEARCH_MESSAGES, type SavedSearchView } from './saved-searches.service';
import { scope } from '../tokens/require-scope';

/** The REST shape: `_id`, category and condition by their display names, like a product's. */
const toRest = (s: SavedSearchView) => ({
  _id: s.id,
  name: s.name,
  filter: {
    ...s.filter,
    category: s.filter.category ? categoryName(s.filter.category) : null,
    condition: s.filter.condition ? conditionName(s.filter.condition) : null,
  },
  link: s.link,
  createdAt: s.createdAt.toISOString(),
});

/** /api/v1/saved-searches: thin adapters over SavedSearchesService. */
export function savedSearchesRouter(services: Services): Router {
  const { savedSearches } = services;
  const r = Router();

  r.get(
    '/',
    scope('read:saved-searches'),
    handle(async (ctx) => ({
      message: SAVED_SEARCH_MESSAGES.listed,
      savedSearches: (await savedSearches.list(ctx)).map(toRest),
    })),
  );
  r.post(
    '/',
    scope('write:saved-searches'),
    handle(async (ctx, req) => {
      const b = body(req);
      return { message: SAVED_SEARCH_MESSAGES.saved, savedSearch: toRest(await savedSearches.save(ctx, b)) };
    }, 201),
  );
  r.delete(
    '/:id',
    scope('write:saved-searches'),
    handle(async (ctx, req) => {
      await savedSearches.remove(ctx, req.params.id);
      return { message: SAVED_SEARCH_MESSAGES.deleted };
    }),
  );

  return r;
}
