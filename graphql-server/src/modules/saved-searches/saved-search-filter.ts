import { badInput } from '../../lib/errors';
import {
  categoryName,
  type CategoryValue,
  type ConditionValue,
  parseCategory,
  parseCondition,
} from '../../core/listing-categories';
import { toPaise, toRupees } from '../../core/money';
import { type MatchSpec, queryTerms } from '../search';
import type { SavedSearchEntity } from './saved-search.entity';

export const MAX_NAME = 80;
export const MAX_SEARCH = 200;

export const FILTER_MESSAGES = {
  empty: 'Choose at least one of: search words, a category, a condition or a price',
  nameRequired: 'Give the search a name',
  nameTooLong: `Name must be at most ${MAX_NAME} characters`,
  searchTooLong: `Search words must be at most ${MAX_SEARCH} characters`,
  minAboveMax: 'Minimum price must not be above the maximum price',
} as const;

/** A saved search's filter as stored: what the list filter of the same search would hold. */
export type SavedFilter = Pick<SavedSearchEntity, 'search' | 'category' | 'condition' | 'minPaise' | 'maxPaise'>;

const absent = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The name and filter of a search to save, read like the list filter reads them (any case of a
 * category or condition, rupees with two decimals); 400 with every field's reason, and for a
 * filter that narrows nothing.
 */
export function parseSavedSearch(input: { name?: unknown; filter?: unknown }): { name: string } & SavedFilter {
  const errors: Record<string, string> = {};
  const f = (input.filter && typeof input.filter === 'object' ? input.filter : {}) as Record<string, unknown>;
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) errors.name = FILTER_MESSAGES.nameRequired;
  else if ([...name].length > MAX_NAME) errors.name = FILTER_MESSAGES.nameTooLong;

  let search: string | null = null;
  if (!absent(f.search)) {
    if (typeof f.search !== 'string') errors.search = 'Search words must be text';
    else if ([...f.search.trim()].length > MAX_SEARCH) errors.search = FILTER_MESSAGES.searchTooLong;
    // Words only: a search of punctuation alone finds nothing to narrow by.
    else if (queryTerms(f.search).length) search = f.search.trim();
  }
  let category: CategoryValue | null = null;
  if (!absent(f.category) && !(category = parseCategory(f.category))) errors.category = 'Unknown category';
  let condition: ConditionValue | null = null;
  if (!absent(f.condition) && !(condition = parseCondition(f.condition))) errors.condition = 'Unknown condition';
  const price = (field: 'minPrice' | 'maxPrice', label: string): number | null => {
    if (absent(f[field])) return null;
    const paise = toPaise(f[field], label);
    if (typeof paise === 'string') errors[field] = paise;
    return typeof paise === 'number' ? paise : null;
  };
  const minPaise = price('minPrice', 'Minimum price');
  const maxPaise = price('maxPrice', 'Maximum price');
  if (minPaise !== null && maxPaise !== null && minPaise > maxPaise) errors.minPrice = FILTER_MESSAGES.minAboveMax;
  if (Object.keys(errors).length) throw badInput(errors);
  if (search === null && !category && !condition && minPaise === null && maxPaise === null)
    throw badInput({ filter: FILTER_MESSAGES.empty }, FILTER_MESSAGES.empty);
  return { name, search, category, condition, minPaise, maxPaise };
}

/** The list conditions of a saved search, as the search page would ask for them. */
export function matchSpec(s: SavedFilter): MatchSpec {
  return {
    category: s.category,
    condition: s.condition,
    minPaise: s.minPaise,
    maxPaise: s.maxPaise,
    terms: queryTerms(s.search ?? ''),
  };
}

/** The filter in rupees, as both APIs answer it. */
export function filterView(s: SavedFilter) {
  return {
    search: s.search,
    category: s.category,
    condition: s.condition,
    minPrice: s.minPaise === null ? null : toRupees(s.minPaise),
    maxPrice: s.maxPaise === null ? null : toRupees(s.maxPaise),
  };
}

const slug = (value: string) => value.toLowerCase().replace(/_/g, '-');

/**
 * Where the saved search opens in the web app: the search page with its words and filters, or
 * the category page when it has no words; a filter the pages cannot show alone (a price or a
 * condition only) opens the list of saved searches.
 */
export function searchLink(s: SavedFilter): string {
  const params = new URLSearchParams();
  if (s.search) params.set('query', s.search);
  if (s.search && s.category) params.set('category', categoryName(s.category));
  if (s.condition) params.set('condition', slug(s.condition));
  if (s.minPaise !== null) params.set('minPrice', String(toRupees(s.minPaise)));
  if (s.maxPaise !== null) params.set('maxPrice', String(toRupees(s.maxPaise)));
  const query = params.toString() ? `?${params.toString()}` : '';
  if (s.search) return `/search${query}`;
  if (s.category) return `/category/${slug(s.category)}${query}`;
  return '/saved-searches';
}

/** "₹3,000", "₹1,00,000", "₹99.50": Indian grouping, decimals only when there are paise. */
export function rupees(paise: number): string {
  const r = toRupees(paise);
  return `₹${r.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(r) ? 0 : 2, maximumFractionDigits: 2 })}`;
}
