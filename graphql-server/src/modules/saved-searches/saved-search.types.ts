import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { Category, Condition } from '../products';
import type { SavedSearchView } from './saved-searches.service';

const FILTER_RULE = 'At least one field must narrow the list (BAD_USER_INPUT otherwise).';

@InputType('SavedSearchFilter', {
  description: `What a saved search lists: the same filter as the search and category pages. ${FILTER_RULE}`,
})
export class SavedSearchFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Search words (each also matches as a prefix), at most 200 characters.',
  })
  search?: string | null;

  @Field(() => Category, { nullable: true, description: 'Only this category.' })
  category?: Category | null;

  @Field(() => Condition, { nullable: true, description: 'Only this condition.' })
  condition?: Condition | null;

  @Field(() => Float, { nullable: true, description: 'Rupees.' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Rupees.' })
  maxPrice?: number | null;
}

@InputType('SaveSearchInput', { description: 'A search to save and be alerted about.' })
export class SaveSearchInput {
  @Field(() => String, { description: 'Shown in the list and in its alerts; 1 to 80 characters.' })
  name: string;

  @Field(() => SavedSearchFilter, { description: 'What the search lists.' })
  filter: SavedSearchFilter;
}

@ObjectType('SavedSearchCriteria', { description: "A saved search's filter, as it was saved (SavedSearchFilter)." })
export class SavedSearchCriteria {
  @Field(() => String, { nullable: true, description: 'The search words, or null.' })
  search: string | null;

  @Field(() => Category, { nullable: true, description: 'The category, or null for any.' })
  category: Category | null;

  @Field(() => Condition, { nullable: true, description: 'The condition, or null for any.' })
  condition: Condition | null;

  @Field(() => Float, { nullable: true, description: 'Lowest price in rupees, or null.' })
  minPrice: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest price in rupees, or null.' })
  maxPrice: number | null;
}

@ObjectType('SavedSearch', {
  description:
    'A search its owner saved. When a newly approved listing matches it, the owner is notified (kind SAVED_SEARCH), at most once per SAVED_SEARCH_ALERT_INTERVAL_SECONDS; later matches are batched into one notification.',
})
export class SavedSearchType {
  @Field(() => ID, { description: "The saved search's id, for deleteSavedSearch." })
  id: string;

  @Field(() => String, { description: 'The name its owner gave it.' })
  name: string;

  @Field(() => SavedSearchCriteria, { description: 'What it lists.' })
  filter: SavedSearchView['filter'];

  @Field(() => String, { description: 'Root-relative path of the search in the web app (what its alerts link to).' })
  link: string;

  @Field(() => Date, { description: 'When it was saved.' })
  createdAt: Date;
}

@ObjectType('SavedSearchPayload', { description: 'The answer of saveSearch.' })
export class SavedSearchPayload {
  @Field(() => String, { description: 'A sentence for the user saying what happened.' })
  message: string;

  @Field(() => SavedSearchType, { description: 'The search as saved.' })
  savedSearch: SavedSearchView;
}
