import { z } from 'zod';
import type { SavedSearchesService, SavedSearchView } from './saved-searches.service';
import { RestRoutes } from '../../core/rest/rest-route';
import { MessageBody, timestamp } from '../../core/rest/rest-schemas';
import { categoryName, conditionName } from '../../core/listing-categories';
import { FILTER_MESSAGES, MAX_NAME, MAX_SEARCH } from './saved-search-filter';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from './saved-searches.service';

/**
 * The body's types, with saved-search-filter.ts's words for a wrong one; the rules on values (lengths,
 * known categories, price ranges, a filter that narrows something) are its own, shared with GraphQL.
 * `null` or "" leave a filter field out.
 */
const price = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .nullable()
    .optional()
    .meta({ description: `${label} in rupees (a number, or its digits as text), at most two decimals.` });

// Not an object reads as an empty filter, which narrows nothing: the service's message.
const SavedSearchFilterBody = z
  .object(
    {
      search: z
        .string({ error: 'Search words must be text' })
        .nullable()
        .optional()
        .meta({ description: `Search words (each also matches as a prefix), at most ${MAX_SEARCH} characters.` }),
      category: z
        .string({ error: 'Unknown category' })
        .nullable()
        .optional()
        .meta({ description: 'Only this category (any case, or the display name).' }),
      condition: z
        .string({ error: 'Unknown condition' })
        .nullable()
        .optional()
        .meta({ description: 'Only this condition (any case, or the display name).' }),
      minPrice: price('Minimum price'),
      maxPrice: price('Maximum price'),
    },
    { error: FILTER_MESSAGES.empty },
  )
  .meta({
    id: 'SavedSearchFilter',
    description: `What a saved search lists: the same filter as the search and category pages. ${FILTER_MESSAGES.empty}.`,
  });

const NewSavedSearchBody = z
  .object({
    name: z
      .string({ error: FILTER_MESSAGES.nameRequired })
      .nullable()
      .optional()
      .meta({ description: `Shown in the list and in its alerts; 1 to ${MAX_NAME} characters.` }),
    // `.nullable()`, not a union with null, which would answer its own message for a wrong field inside.
    filter: SavedSearchFilterBody.nullable().optional(),
  })
  .meta({ id: 'NewSavedSearch', required: ['name', 'filter'] });

const RestSavedSearch = z
  .object({
    _id: z.string(),
    name: z.string(),
    filter: z
      .object({
        search: z.string().nullable(),
        category: z.string().nullable().meta({ description: 'Display name, e.g. "Electronics"; null for any.' }),
        condition: z.string().nullable().meta({ description: 'Display name, e.g. "Like New"; null for any.' }),
        minPrice: z.number().nullable().meta({ description: 'Rupees.' }),
        maxPrice: z.number().nullable().meta({ description: 'Rupees.' }),
      })
      .meta({ id: 'SavedSearchCriteria', description: 'The filter as saved.' }),
    link: z.string().meta({ description: 'Root-relative path of the search in the web app (what alerts link to).' }),
    createdAt: timestamp,
  })
  .meta({ id: 'SavedSearch', description: 'A search its owner saved; matching new listings notify them.' });

const SavedSearchList = z.object({ message: z.string(), savedSearches: z.array(RestSavedSearch) });
const SavedSearchResult = z.object({ message: z.string(), savedSearch: RestSavedSearch });

/** The REST shape: `_id`, category and condition by their display names, like a product's. */
const toRest = (s: SavedSearchView): z.infer<typeof RestSavedSearch> => ({
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
export function savedSearchesRouter(services: { savedSearches: SavedSearchesService }): RestRoutes {
  const { savedSearches } = services;
  const r = new RestRoutes('Saved searches');

  r.get(
    '/',
    {
      summary: "The caller's saved searches, newest first",
      scope: 'read:saved-searches',
      response: SavedSearchList,
    },
    async (ctx) => ({
      message: SAVED_SEARCH_MESSAGES.listed,
      savedSearches: (await savedSearches.list(ctx)).map(toRest),
    }),
  );
  r.post(
    '/',
    {
      summary: 'Save a search, to be notified of new listings that match it',
      description: `Verified users only; at most ${MAX_SAVED_SEARCHES} each (409 when full).`,
      conflict: 'The caller has as many saved searches as allowed.',
      scope: 'write:saved-searches',
      body: NewSavedSearchBody,
      status: 201,
      response: SavedSearchResult,
    },
    async (ctx, { body }) => ({
      message: SAVED_SEARCH_MESSAGES.saved,
      savedSearch: toRest(await savedSearches.save(ctx, body)),
    }),
  );
  r.delete(
    '/:id',
    {
      summary: 'Delete a saved search',
      description: "Only the caller's own: any other id is 404.",
      scope: 'write:saved-searches',
      response: MessageBody,
    },
    async (ctx, { params }) => {
      await savedSearches.remove(ctx, params.id);
      return { message: SAVED_SEARCH_MESSAGES.deleted };
    },
  );

  return r;
}
