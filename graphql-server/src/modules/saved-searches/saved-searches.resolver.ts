import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MessagePayload } from '../../core/graphql-types';
import type { ServiceContext } from '../../core/service-context';
import type { SavedSearchesService } from './saved-searches.service';
import { SaveSearchInput, SavedSearchPayload, SavedSearchType } from './saved-search.types';
import { SAVED_SEARCH_MESSAGES } from './saved-searches.service';
import { RequireScope } from '../../core/require-scope';

/** The services these resolvers call. */
type SavedSearchesContext = ServiceContext<{ savedSearches: SavedSearchesService }>;

/** Thin adapter over SavedSearchesService. */
@Resolver()
export class SavedSearchesResolver {
  @Query(() => [SavedSearchType], { description: "The signed-in verified user's saved searches, newest first." })
  @RequireScope('read:saved-searches')
  savedSearches(@Ctx() ctx: SavedSearchesContext) {
    return ctx.services.savedSearches.list(ctx);
  }

  @Mutation(() => SavedSearchPayload, {
    description: 'Verified users; at most 20 each (CONFLICT after). An empty filter is BAD_USER_INPUT.',
  })
  @RequireScope('write:saved-searches')
  async saveSearch(
    @Arg('input', () => SaveSearchInput, { description: 'The name and filter to save.' }) input: SaveSearchInput,
    @Ctx() ctx: SavedSearchesContext,
  ) {
    return { message: SAVED_SEARCH_MESSAGES.saved, savedSearch: await ctx.services.savedSearches.save(ctx, input) };
  }

  @Mutation(() => MessagePayload, { description: "Only one's own: another user's id is NOT_FOUND." })
  @RequireScope('write:saved-searches')
  async deleteSavedSearch(
    @Arg('id', () => ID, { description: "The saved search's id." }) id: string,
    @Ctx() ctx: SavedSearchesContext,
  ) {
    await ctx.services.savedSearches.remove(ctx, id);
    return { message: SAVED_SEARCH_MESSAGES.deleted };
  }
}
